import type { MediaMimeType } from '@appforge/shared/contracts/media';
import sharp, { type Sharp } from 'sharp';

export interface WatermarkedImage {
  body: Buffer;
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp';
}

/** The text's height against the image's shorter side, and the most of the width it may take. */
const TEXT_HEIGHT_SHARE = 0.06;
const TEXT_MAX_WIDTH_SHARE = 0.9;
/** The average advance of a bold sans-serif glyph, in font sizes, to pick a size that will fit. */
const AVERAGE_GLYPH_EM = 0.62;
/** Wider than any glyph's advance, so the canvas the text is drawn on never cuts it. */
const WIDEST_GLYPH_EM = 1.2;
const MIN_FONT_PX = 10;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** The text as SVG character data: markup characters escaped, characters XML forbids removed. */
export function escapeSvgText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)
  );
}

function textSvg(text: string, fontSize: number) {
  const pad = Math.ceil(fontSize * 0.3);
  const width = Math.ceil(Math.max(text.length, 1) * fontSize * WIDEST_GLYPH_EM) + 2 * pad;
  const height = Math.ceil(fontSize * 1.4) + 2 * pad;
  const outline = Math.max(1, fontSize * 0.08).toFixed(1);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="${pad}" y="${pad + fontSize}" ` +
      `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${fontSize}" ` +
      `font-weight="bold" fill="#ffffff" fill-opacity="0.75" stroke="#000000" ` +
      `stroke-opacity="0.6" stroke-width="${outline}" paint-order="stroke">` +
      `${escapeSvgText(text)}</text></svg>`,
  );
}

/** The box around every pixel the text touched, or null when nothing was drawn. */
function inkBox(rgba: Buffer, width: number, height: number) {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ((rgba[(y * width + x) * 4 + 3] ?? 0) === 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * The text drawn white with a dark outline, cut to its ink and sized to the image: about 6% of
 * its shorter side high, never wider than 90% of it.
 */
async function renderOverlay(text: string, width: number, height: number) {
  const byHeight = Math.min(width, height) * TEXT_HEIGHT_SHARE;
  const byWidth = (width * TEXT_MAX_WIDTH_SHARE) / (Math.max(text.length, 1) * AVERAGE_GLYPH_EM);
  const fontSize = Math.max(MIN_FONT_PX, Math.round(Math.min(byHeight, byWidth)));
  const { data, info } = await sharp(textSvg(text, fontSize))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ink = inkBox(data, info.width, info.height);
  // Without a font the text renders as nothing; a watermark nobody can see must not pass as done.
  if (!ink) throw new Error('The watermark text could not be drawn: no font is installed.');
  const margin = Math.max(2, Math.round(fontSize * 0.6));
  const { data: body, info: fitted } = await sharp(data, { raw: info })
    .extract(ink)
    .resize(
      Math.max(1, Math.floor(width * TEXT_MAX_WIDTH_SHARE)),
      Math.max(1, height - 2 * margin),
      { fit: 'inside', withoutEnlargement: true },
    )
    .png()
    .toBuffer({ resolveWithObject: true });
  return {
    input: body,
    left: Math.max(0, width - fitted.width - margin),
    top: Math.max(0, height - fitted.height - margin),
  };
}

function encodeAs(image: Sharp, mimeType: MediaMimeType) {
  if (mimeType === 'image/jpeg')
    return { image: image.jpeg({ quality: 90 }), mimeType: 'image/jpeg' } as const;
  if (mimeType === 'image/webp') return { image: image.webp({ quality: 90 }), mimeType } as const;
  return { image: image.png(), mimeType: 'image/png' } as const;
}

/**
 * The image with `text` at its bottom-right, sized to the image, in the original's format. A GIF
 * becomes a PNG of its first frame (GIF's 256 colours would band the outline); animated WebP keeps
 * its first frame too.
 */
export async function watermarkImage(
  input: Buffer,
  mimeType: MediaMimeType,
  text: string,
): Promise<WatermarkedImage> {
  const upright = sharp(input, { animated: false }).rotate();
  const { autoOrient } = await sharp(input, { animated: false }).metadata();
  const overlay = await renderOverlay(text, autoOrient.width, autoOrient.height);
  const output = encodeAs(upright.composite([overlay]), mimeType);
  return { body: await output.image.toBuffer(), mimeType: output.mimeType };
}

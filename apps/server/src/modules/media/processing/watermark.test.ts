import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { animatedGif, formatOf, jpeg, webp } from './processing-test-files';
import { escapeSvgText, watermarkImage } from './watermark';

/** Mean absolute difference of two same-sized images over a region, 0–255. */
async function difference(
  a: Buffer,
  b: Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  const pixels = (image: Buffer) => sharp(image).removeAlpha().extract(region).raw().toBuffer();
  const [first, second] = await Promise.all([pixels(a), pixels(b)]);
  let total = 0;
  for (let index = 0; index < first.length; index += 1)
    total += Math.abs((first[index] ?? 0) - (second[index] ?? 0));
  return total / first.length;
}

/** A flat grey image, so any change is the watermark's. */
const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 } } })
    .png()
    .toBuffer();

describe('watermarkImage', () => {
  it('draws the text in the bottom-right corner and leaves the rest alone', async () => {
    const original = await flat(800, 600);
    const { body, mimeType } = await watermarkImage(original, 'image/png', '© Appforge');
    expect(mimeType).toBe('image/png');
    expect(formatOf(body)).toBe('png');
    expect(await sharp(body).metadata()).toMatchObject({ width: 800, height: 600 });
    const corner = { left: 500, top: 540, width: 300, height: 60 };
    const farAway = { left: 0, top: 0, width: 400, height: 400 };
    expect(await difference(original, body, corner)).toBeGreaterThan(10);
    expect(await difference(original, body, farAway)).toBe(0);
  });

  it('draws both light fill and dark outline, so it reads on any image', async () => {
    const { body } = await watermarkImage(await flat(800, 600), 'image/png', 'WATERMARK');
    const corner = await sharp(body)
      .extract({ left: 400, top: 520, width: 400, height: 80 })
      .greyscale()
      .raw()
      .toBuffer();
    expect(Math.max(...corner)).toBeGreaterThan(200);
    expect(Math.min(...corner)).toBeLessThan(80);
  });

  it('scales the text with the image', async () => {
    const marked = async (width: number, height: number) => {
      const original = await flat(width, height);
      const { body } = await watermarkImage(original, 'image/png', 'Hi');
      const rows = await sharp(body)
        .extract({ left: 0, top: 0, width, height })
        .greyscale()
        .raw()
        .toBuffer();
      let changedRows = 0;
      for (let row = 0; row < height; row += 1) {
        const line = rows.subarray(row * width, (row + 1) * width);
        if (line.some((value) => Math.abs(value - 128) > 20)) changedRows += 1;
      }
      return changedRows;
    };
    const small = await marked(400, 300);
    const large = await marked(1600, 1200);
    expect(small).toBeGreaterThan(5);
    expect(large / small).toBeGreaterThan(3);
    expect(large / small).toBeLessThan(5);
  });

  it('keeps JPEG and WebP in their format; a GIF becomes a PNG of its first frame', async () => {
    const fromJpeg = await watermarkImage(await jpeg(), 'image/jpeg', 'mark');
    expect([fromJpeg.mimeType, formatOf(fromJpeg.body)]).toEqual(['image/jpeg', 'jpeg']);
    const fromWebp = await watermarkImage(await webp(), 'image/webp', 'mark');
    expect([fromWebp.mimeType, formatOf(fromWebp.body)]).toEqual(['image/webp', 'webp']);
    const fromGif = await watermarkImage(await animatedGif(400, 200), 'image/gif', 'mark');
    expect([fromGif.mimeType, formatOf(fromGif.body)]).toEqual(['image/png', 'png']);
    expect(await sharp(fromGif.body).metadata()).toMatchObject({ width: 400, height: 200 });
  });

  it('draws markup as text: no SVG can be injected through it', async () => {
    const text = '<script>alert(1)</script>';
    const original = await flat(800, 600);
    const { body } = await watermarkImage(original, 'image/png', text);
    expect(
      await difference(original, body, { left: 300, top: 540, width: 500, height: 60 }),
    ).toBeGreaterThan(5);
    const injected = '</text><rect width="800" height="600" fill="red"/><text>';
    const attempt = await watermarkImage(original, 'image/png', injected);
    expect(
      await difference(original, attempt.body, { left: 0, top: 0, width: 400, height: 400 }),
    ).toBe(0);
  });

  it('escapes markup characters and drops characters XML forbids', () => {
    expect(escapeSvgText(`<a href="x">Tom & 'Jerry'</a>\u0001`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
  });

  it('keeps a long text inside the image', async () => {
    const original = await flat(400, 300);
    const { body } = await watermarkImage(original, 'image/png', 'W'.repeat(60));
    expect(await difference(original, body, { left: 0, top: 0, width: 400, height: 250 })).toBe(0);
    expect(await difference(original, body, { left: 0, top: 250, width: 20, height: 50 })).toBe(0);
    expect(
      await difference(original, body, { left: 40, top: 250, width: 360, height: 50 }),
    ).toBeGreaterThan(1);
  });
});

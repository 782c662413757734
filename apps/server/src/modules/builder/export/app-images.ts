import { APP_IMAGES } from '@appforge/codegen/render/frontend/project';
import { readableOn } from '@appforge/codegen/render/frontend/theme';
import { DEFAULT_THEME } from '@appforge/shared/contracts/builder';
import sharp from 'sharp';

/** What an app's images are drawn from: its name's first letter on its primary colour. */
export interface AppLook {
  initial: string;
  primaryColor: string;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The look an exported AppSpec asks for; the project's name and the default colour where it says nothing usable. */
export function appLookOf(name: string, appSpec: unknown): AppLook {
  const spec = appSpec as { appName?: unknown; theme?: { primaryColor?: unknown } } | null;
  const appName = typeof spec?.appName === 'string' && spec.appName.trim() ? spec.appName : name;
  const colour = spec?.theme?.primaryColor;
  return {
    initial: [...appName.trim()].find((character) => /\p{L}|\p{N}/u.test(character)) ?? 'A',
    primaryColor:
      typeof colour === 'string' && HEX_COLOUR.test(colour) ? colour : DEFAULT_THEME.primaryColor,
  };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A square SVG: the initial, `letterShare` of the side tall, centred, in the colour that reads on
 * the primary colour; on that colour, or on nothing (an adaptive icon's foreground, which the
 * launcher lays on the background colour app.json gives).
 */
function square(look: AppLook, size: number, letterShare: number, filled: boolean) {
  const letter = escapeXml(look.initial.toLocaleUpperCase());
  const fontSize = Math.round(size * letterShare);
  const background = filled
    ? `<rect width="${size}" height="${size}" fill="${look.primaryColor}"/>`
    : '';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${background}` +
      `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" ` +
      `font-weight="700" font-size="${fontSize}" fill="${readableOn(look.primaryColor)}">${letter}</text></svg>`,
  );
}

const png = (svg: Buffer) => sharp(svg).png({ compressionLevel: 9 }).toBuffer();

/**
 * The PNG files app.json names (APP_IMAGES), keyed by path: a 1024 px icon, Android's adaptive
 * foreground (the letter inside the 66% the launcher never crops, on the primary colour app.json
 * gives as its background) and a 48 px favicon.
 */
export async function drawAppImages(look: AppLook): Promise<Record<string, Uint8Array>> {
  const [icon, adaptiveIcon, favicon] = await Promise.all([
    png(square(look, 1024, 0.56, true)),
    png(square(look, 1024, 0.4, false)),
    png(square(look, 48, 0.6, true)),
  ]);
  return {
    [APP_IMAGES.icon]: icon,
    [APP_IMAGES.adaptiveIcon]: adaptiveIcon,
    [APP_IMAGES.favicon]: favicon,
  };
}

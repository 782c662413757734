import { describe, expect, it } from 'vitest';
import { appSpecSchema } from '../../app-spec.ts';
import { renderApp } from '../index.ts';
import { TINY } from '../test-specs.ts';

/** WCAG 2 contrast ratio of two #RRGGBB colours, written out here as the check's own measure. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((offset) => {
      const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The colours of one palette in a generated src/theme.ts. */
function palette(theme: string, name: 'lightPalette' | 'darkPalette') {
  const body = new RegExp(`export const ${name}: Palette = \\{([^}]*)\\}`).exec(theme)![1]!;
  return Object.fromEntries(
    [...body.matchAll(/(\w+): '(#[0-9A-F]{6})'/g)].map((match) => [match[1]!, match[2]!]),
  );
}

const themeOf = (primaryColor: string, style: 'ios' | 'material' | 'minimal') =>
  renderApp(
    appSpecSchema.parse({
      ...TINY,
      theme: { primaryColor, secondaryColor: '#10B981', style },
    }),
  ).frontend['src/theme.ts']!;

const COLOURS = ['#06B6D4', '#FACC15', '#10B981', '#7C3AED', '#000000', '#FFFFFF', '#EC4899'];

describe('generated theme colours', () => {
  it.each(
    COLOURS.flatMap((colour) =>
      (['ios', 'material'] as const).map((style) => [colour, style] as const),
    ),
  )('text on %s (%s) reads at 4.5:1 or more in both palettes', (colour, style) => {
    const theme = themeOf(colour, style);
    for (const name of ['lightPalette', 'darkPalette'] as const) {
      const colours = palette(theme, name);
      expect(colours.primary).toBe(colour);
      expect(contrast(colours.onPrimary!, colours.primary!)).toBeGreaterThanOrEqual(4.5);
      for (const background of [colours.background!, colours.surface!]) {
        expect(contrast(colours.primaryText!, background), `${name} accent`).toBeGreaterThanOrEqual(
          4.5,
        );
        expect(contrast(colours.muted!, background), `${name} muted`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(colours.text!, background), `${name} text`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(colours.danger!, background), `${name} danger`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps a primary colour that already reads as the text colour', () => {
    expect(palette(themeOf('#5B21B6', 'ios'), 'lightPalette').primaryText).toBe('#5B21B6');
  });

  it('draws dark text on the default cyan, where white reads at 2.4:1', () => {
    expect(palette(themeOf('#06B6D4', 'material'), 'lightPalette').onPrimary).toBe('#0F172A');
  });
});

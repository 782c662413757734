import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appLookOf, drawAppImages } from './app-images';

async function pixels(png: Uint8Array) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const offset = (y * info.width + x) * 4;
    return [...data.subarray(offset, offset + 4)];
  };
  const colours = new Set<string>();
  for (let offset = 0; offset < data.length; offset += 4)
    colours.add(data.subarray(offset, offset + 4).join(','));
  return { info, at, colours };
}

describe('app images', () => {
  it('takes the look from the AppSpec, else from the project name and the default colour', () => {
    expect(appLookOf('Project', { appName: 'Leafy', theme: { primaryColor: '#7B2D26' } })).toEqual({
      initial: 'L',
      primaryColor: '#7B2D26',
    });
    expect(appLookOf('“Émile’s” plants', { theme: { primaryColor: 'red' } })).toEqual({
      initial: 'É',
      primaryColor: '#06B6D4',
    });
    expect(appLookOf('!!!', null).initial).toBe('A');
  });

  it('draws the PNGs app.json names, at the sizes the stores ask for', async () => {
    const images = await drawAppImages({ initial: 'L', primaryColor: '#7B2D26' });
    expect(Object.keys(images).sort()).toEqual([
      'assets/adaptive-icon.png',
      'assets/favicon.png',
      'assets/icon.png',
    ]);
    const icon = await pixels(images['assets/icon.png']!);
    expect(icon.info).toMatchObject({ width: 1024, height: 1024 });
    // The primary colour fills the icon; the initial is drawn in white, which reads on it.
    expect(icon.at(4, 4)).toEqual([0x7b, 0x2d, 0x26, 255]);
    expect(icon.colours.has('255,255,255,255')).toBe(true);

    const foreground = await pixels(images['assets/adaptive-icon.png']!);
    expect(foreground.info).toMatchObject({ width: 1024, height: 1024 });
    expect(foreground.at(4, 4)[3]).toBe(0);
    expect(foreground.colours.has('255,255,255,255')).toBe(true);

    const favicon = await pixels(images['assets/favicon.png']!);
    expect(favicon.info).toMatchObject({ width: 48, height: 48 });
  });

  it('draws the initial in dark ink on a light primary colour', async () => {
    const images = await drawAppImages({ initial: 'S', primaryColor: '#FACC15' });
    const icon = await pixels(images['assets/icon.png']!);
    expect(icon.at(4, 4)).toEqual([0xfa, 0xcc, 0x15, 255]);
    expect(icon.colours.has('15,23,42,255')).toBe(true);
  });
});

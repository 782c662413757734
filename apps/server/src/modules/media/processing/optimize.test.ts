import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { optimizeImage } from './optimize';
import { animatedGif, formatOf, jpeg, png, sidewaysJpeg } from './processing-test-files';

describe('optimizeImage', () => {
  it('makes a smaller WebP copy of a PNG, reporting its real size', async () => {
    const original = await png(1200, 900);
    const copy = await optimizeImage(original, 'webp');
    expect(formatOf(copy.body)).toBe('webp');
    expect(copy).toMatchObject({
      mimeType: 'image/webp',
      size: copy.body.length,
      width: 1200,
      height: 900,
    });
    expect(copy.size).toBeLessThan(original.length);
  });

  it('makes an AVIF copy of a JPEG', async () => {
    const copy = await optimizeImage(await jpeg(800, 600), 'avif');
    expect(formatOf(copy.body)).toBe('avif');
    expect(copy).toMatchObject({ mimeType: 'image/avif', width: 800, height: 600 });
    expect((await sharp(copy.body).metadata()).format).toBe('heif');
  });

  it('keeps a GIF animated as WebP, and its first frame as AVIF', async () => {
    const gif = await animatedGif(200, 100);
    const animated = await optimizeImage(gif, 'webp');
    const meta = await sharp(animated.body, { animated: true }).metadata();
    expect(meta.pages).toBe(3);
    expect(animated).toMatchObject({ width: 200, height: 100 });
    const still = await optimizeImage(gif, 'avif');
    expect(still).toMatchObject({ width: 200, height: 100 });
  });

  it('applies EXIF orientation and leaves the metadata out', async () => {
    const copy = await optimizeImage(await sidewaysJpeg(), 'webp');
    expect(copy).toMatchObject({ width: 400, height: 600 });
    expect((await sharp(copy.body).metadata()).orientation).toBeUndefined();
  });
});

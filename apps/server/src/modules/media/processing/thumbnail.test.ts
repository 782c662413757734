import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ffmpegAvailable, ffmpegUnavailableReason } from './ffmpeg';
import { imageSize } from './image-size';
import {
  animatedGif,
  formatOf,
  jpeg,
  png,
  sidewaysJpeg,
  testVideo,
  webp,
} from './processing-test-files';
import { makeThumbnail, PDF_THUMBNAIL_NOTE } from './thumbnail';

const MISSING_FFMPEG = { ffmpegPath: '/nonexistent/ffmpeg' };

async function thumbnailOf(...args: Parameters<typeof makeThumbnail>) {
  const thumbnail = await makeThumbnail(...args);
  if ('unavailable' in thumbnail) throw new Error(thumbnail.unavailable);
  const meta = await sharp(thumbnail.body).metadata();
  expect(formatOf(thumbnail.body)).toBe('webp');
  expect({ width: meta.width, height: meta.height }).toEqual({
    width: thumbnail.width,
    height: thumbnail.height,
  });
  return thumbnail;
}

describe('makeThumbnail', () => {
  it('fits PNG, JPEG and WebP images inside 320×320 as WebP, keeping their shape', async () => {
    expect(await thumbnailOf(await png(800, 600), 'image/png')).toMatchObject({
      width: 320,
      height: 240,
    });
    expect(await thumbnailOf(await jpeg(600, 1200), 'image/jpeg')).toMatchObject({
      width: 160,
      height: 320,
    });
    expect(await thumbnailOf(await webp(1000, 1000), 'image/webp')).toMatchObject({
      width: 320,
      height: 320,
    });
  });

  it('never enlarges a small image', async () => {
    expect(await thumbnailOf(await png(100, 50), 'image/png')).toMatchObject({
      width: 100,
      height: 50,
    });
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    expect(await imageSize(await sidewaysJpeg())).toEqual({ width: 400, height: 600 });
    expect(await thumbnailOf(await sidewaysJpeg(), 'image/jpeg')).toMatchObject({
      width: 213,
      height: 320,
    });
  });

  it("takes a GIF's first frame", async () => {
    const thumbnail = await thumbnailOf(await animatedGif(200, 100), 'image/gif');
    expect(thumbnail).toMatchObject({ width: 200, height: 100 });
    const { pages } = await sharp(thumbnail.body).metadata();
    expect(pages ?? 1).toBe(1);
    const { dominant } = await sharp(thumbnail.body).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.g).toBeLessThan(60);
  });

  it.each(['mp4', 'webm'] as const)(
    'takes the first frame of a real %s video',
    async (container) => {
      expect(await ffmpegAvailable()).toBe(true);
      const video = await testVideo(container);
      const thumbnail = await thumbnailOf(video, container === 'mp4' ? 'video/mp4' : 'video/webm');
      expect(thumbnail).toMatchObject({ width: 320, height: 240 });
      // testsrc draws coloured bars: a real frame, not a blank one
      const { channels } = await sharp(thumbnail.body).stats();
      expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(30);
    },
  );

  it('says why a video has none when ffmpeg cannot run', async () => {
    expect(await ffmpegAvailable(MISSING_FFMPEG)).toBe(false);
    expect(await ffmpegUnavailableReason(MISSING_FFMPEG)).toBe('the ffmpeg program was not found');
    const thumbnail = await makeThumbnail(await testVideo('mp4'), 'video/mp4', MISSING_FFMPEG);
    expect(thumbnail).toEqual({
      unavailable: expect.stringMatching(
        /^Video thumbnails need ffmpeg, which could not run here: the ffmpeg program was not found$/,
      ),
    });
  });

  it('says why for a video ffmpeg cannot read, and for PDFs and broken images', async () => {
    const broken = await makeThumbnail(Buffer.from('not a video at all'), 'video/webm');
    expect(broken).toEqual({
      unavailable: expect.stringMatching(
        /^The first frame of this video could not be read: ffmpeg stopped with exit code 1: the video: Invalid data/,
      ),
    });
    expect(await makeThumbnail(Buffer.from('%PDF-1.7\n'), 'application/pdf')).toEqual({
      unavailable: PDF_THUMBNAIL_NOTE,
    });
    const truncated = (await png()).subarray(0, 200);
    expect(await makeThumbnail(truncated, 'image/png')).toEqual({
      unavailable: expect.stringMatching(/^This image could not be read: /),
    });
  });
});

describe('imageSize', () => {
  it('reads the size of each image format and answers null for anything else', async () => {
    expect(await imageSize(await png(640, 480))).toEqual({ width: 640, height: 480 });
    expect(await imageSize(await animatedGif(200, 100))).toEqual({ width: 200, height: 100 });
    expect(await imageSize(Buffer.from('%PDF-1.7\n'))).toBeNull();
  });
});

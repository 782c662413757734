import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import sharp, { type Sharp } from 'sharp';

/** A busy picture (noise on a gradient) so encoders have real work and sizes mean something. */
export async function testImage(width: number, height: number): Promise<Sharp> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  }).composite([{ input: noise, blend: 'overlay' }]);
}

export const png = async (width = 800, height = 600) =>
  (await testImage(width, height)).png().toBuffer();
export const jpeg = async (width = 800, height = 600) =>
  (await testImage(width, height)).jpeg({ quality: 90 }).toBuffer();
export const webp = async (width = 800, height = 600) =>
  (await testImage(width, height)).webp().toBuffer();

/** A JPEG stored 600 wide × 400 high whose EXIF says to show it turned a quarter (400 × 600). */
export const sidewaysJpeg = async () =>
  (await testImage(600, 400)).jpeg().withMetadata({ orientation: 6 }).toBuffer();

/** A three-frame animated GIF, each frame `width` × `height` in its own colour. */
export async function animatedGif(width = 200, height = 100): Promise<Buffer> {
  const frame = (r: number, g: number, b: number) =>
    sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer();
  const frames = await Promise.all([frame(255, 0, 0), frame(0, 255, 0), frame(0, 0, 255)]);
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
}

const run = promisify(execFile);
const ffmpegPath = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
  .path;

/** A real one-second 320×240 test-pattern video made by ffmpeg, as MP4 (H.264) or WebM (VP8). */
export async function testVideo(container: 'mp4' | 'webm'): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'media-processing-video-'));
  try {
    const out = join(dir, `clip.${container}`);
    const codec =
      container === 'mp4' ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'] : ['-c:v', 'libvpx'];
    await run(ffmpegPath, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=1:size=320x240:rate=10',
      ...codec,
      out,
    ]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The format a file really is, by its first bytes. */
export function formatOf(body: Uint8Array): string {
  const bytes = Buffer.from(body.subarray(0, 16));
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'GIF8') return 'gif';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  if (bytes.toString('latin1', 4, 12) === 'ftypavif') return 'avif';
  return 'unknown';
}

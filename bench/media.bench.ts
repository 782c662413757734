import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { MediaStats, UploadResponse } from '../packages/shared/src/contracts/media.ts';
import { printMachine, requireBuild, startBenchServer } from './lib/processes.ts';

const PORT = '5434';
const BASE = `http://127.0.0.1:${PORT}`;
const IMAGES = 20;
const TARGET_BYTES = 5 * 1024 * 1024;
/** Each figure is taken after one unmeasured pass over the same files. */
const SERVES = 100;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** A photo-sized PNG of noise (it does not compress), about `bytes` long. */
async function noisePng(bytes: number, seed: number): Promise<Buffer> {
  const side = Math.round(Math.sqrt(bytes / 3));
  const pixels = randomBytes(side * side * 3);
  pixels[0] = seed;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

requireBuild();
printMachine();
/**
 * The 20 images as one multipart upload. They live only inside this call: kept around, their
 * 100 MiB would make the client's own garbage collection part of every serving figure.
 */
async function uploadImages(cookie: string) {
  const images = await Promise.all(
    Array.from({ length: IMAGES }, (_, index) => noisePng(TARGET_BYTES, index)),
  );
  const form = new FormData();
  images.forEach((image, index) =>
    form.append(
      'files',
      new Blob([new Uint8Array(image)], { type: 'image/png' }),
      `photo-${index}.png`,
    ),
  );
  const started = performance.now();
  const response = await fetch(`${BASE}/api/media/upload`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const upload = (await response.json()) as UploadResponse;
  return {
    upload,
    uploadMs: performance.now() - started,
    totalMiB: images.reduce((sum, image) => sum + image.length, 0) / 1024 / 1024,
  };
}

const { cookie, stop } = await startBenchServer('media', PORT);
try {
  const { upload, uploadMs, totalMiB } = await uploadImages(cookie);
  const withThumbnails = upload.files.filter((file) => file.thumbnailStatus === 'ready').length;
  if (upload.files.length !== IMAGES) throw new Error(`stored ${upload.files.length} of ${IMAGES}`);

  const serve = async (url: string) => {
    const begun = performance.now();
    const answer = await fetch(`${BASE}${url}`, { headers: { cookie } });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    return performance.now() - begun;
  };
  const small = new FormData();
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#3a6ea5' },
  })
    .composite([{ input: await noisePng(300 * 1024, 99), tile: true, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
  small.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const smallUpload = (await (
    await fetch(`${BASE}/api/media/upload`, { method: 'POST', headers: { cookie }, body: small })
  ).json()) as UploadResponse;
  const photoFile = smallUpload.files[0]!;

  const measure = async (urls: string[]) => {
    for (const url of urls) await serve(url);
    const times: number[] = [];
    for (let round = 0; round < SERVES; round += 1)
      times.push(await serve(urls[round % urls.length]!));
    return times;
  };
  const targets = [
    ['a thumbnail', upload.files.flatMap((file) => (file.thumbnailUrl ? [file.thumbnailUrl] : []))],
    [`a ${Math.round(photoFile.size / 1024)} KB JPEG photo`, [photoFile.url]],
    ['an original of ~5 MiB', upload.files.map((file) => file.url)],
  ] as const;
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `upload: ${IMAGES} PNG images, ${totalMiB.toFixed(1)} MiB in one request, checked by content, stored, ${withThumbnails} thumbnails made: ${ms(uploadMs)} (target < 5000 ms)`,
  );
  // The second pass runs after the server's start-up work (analysis process, page checks) is done.
  for (const pass of ['right after the upload', 'second pass']) {
    for (const [what, urls] of targets) {
      const times = await measure([...urls]);
      console.log(
        `serve ${what}, ${SERVES} requests, ${pass}: p50 ${ms(percentile(times, 0.5))} · p95 ${ms(percentile(times, 0.95))} (target p95 < 20 ms)`,
      );
    }
  }
  const stats = (await (
    await fetch(`${BASE}/api/media/stats`, { headers: { cookie } })
  ).json()) as MediaStats;
  console.log(
    `stats after: ${stats.images} images, ${(stats.storageBytes / 1024 / 1024).toFixed(1)} MiB stored, ${stats.requests30d} requests counted, average processing ${stats.avgProcessingMs === null ? 'not measured' : ms(stats.avgProcessingMs)}`,
  );
} finally {
  await stop();
}

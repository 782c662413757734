import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { MediaStats, UploadResponse } from '../packages/shared/src/contracts/media.ts';
import {
  printMachine,
  requireBuild,
  startBenchServer,
  startProcess,
  stopProcess,
  waitForOk,
} from './lib/processes.ts';

const PORT = '5434';
const BARE_PORT = '5435';
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

/**
 * Milliseconds from asking for `url` to its last byte, read and counted as it arrives (not joined
 * into one buffer, which would measure the client's memory more than the serving).
 */
function timedGet(url: string, cookie: string): Promise<number> {
  const begun = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { headers: { cookie } }, (answer) => {
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      answer.on('end', () => {
        const expected = Number(answer.headers['content-length']);
        if (answer.statusCode !== 200) reject(new Error(`${url} answered ${answer.statusCode}`));
        else if (bytes !== expected) reject(new Error(`${url} sent ${bytes} of ${expected} bytes`));
        else resolve(performance.now() - begun);
      });
      answer.on('error', reject);
    }).on('error', reject);
  });
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

/** The same measurement against Node's bare file server on this machine, for scale. */
async function measureBareServing(bytes: number, serves: number) {
  const dir = mkdtempSync(join(tmpdir(), 'appforge-bench-bare-'));
  const file = join(dir, 'original.png');
  writeFileSync(file, await noisePng(bytes, 1));
  const server = startProcess(
    [new URL('./lib/bare-file-server.ts', import.meta.url).pathname, file, BARE_PORT],
    {},
  );
  try {
    await waitForOk(`http://127.0.0.1:${BARE_PORT}/health`, performance.now());
    const times: number[] = [];
    for (let round = 0; round < serves * 2; round += 1) {
      const ms = await timedGet(`http://127.0.0.1:${BARE_PORT}/`, '');
      if (round >= serves) times.push(ms);
    }
    return times;
  } finally {
    await stopProcess(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

const { cookie, stop } = await startBenchServer('media', PORT);
try {
  const { upload, uploadMs, totalMiB } = await uploadImages(cookie);
  const withThumbnails = upload.files.filter((file) => file.thumbnailStatus === 'ready').length;
  if (upload.files.length !== IMAGES) throw new Error(`stored ${upload.files.length} of ${IMAGES}`);

  const serve = (url: string) => timedGet(`${BASE}${url}`, cookie);
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
  const bare = await measureBareServing(TARGET_BYTES, SERVES);
  console.log(
    `for scale, Node's bare http server streaming a ~5 MiB file from disk (no framework, session or database), ${SERVES} requests: p50 ${ms(percentile(bare, 0.5))} · p95 ${ms(percentile(bare, 0.95))}`,
  );
  const stats = (await (
    await fetch(`${BASE}/api/media/stats`, { headers: { cookie } })
  ).json()) as MediaStats;
  console.log(
    `stats after: ${stats.images} images, ${(stats.storageBytes / 1024 / 1024).toFixed(1)} MiB stored, ${stats.requests30d} requests counted, average processing ${stats.avgProcessingMs === null ? 'not measured' : ms(stats.avgProcessingMs)}`,
  );
} finally {
  await stop();
}

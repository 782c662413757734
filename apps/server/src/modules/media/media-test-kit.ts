import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { crc32 } from 'node:zlib';
import { uploadResponseSchema, type UploadResponse } from '@appforge/shared/contracts/media';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';

export interface PartToSend {
  name: string;
  content: Buffer | string;
  /** The part's Content-Type; null sends none. Defaults to application/octet-stream. */
  type?: string | null;
  field?: string;
}

/** A multipart/form-data body written by hand, so tests control every header of every part. */
export function multipartBody(parts: PartToSend[]): { body: Buffer; contentType: string } {
  const boundary = `----media-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const type = part.type === undefined ? 'application/octet-stream' : part.type;
    const headers = [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${part.field ?? 'files'}"; filename="${part.name}"`,
      ...(type === null ? [] : [`Content-Type: ${type}`]),
      '',
      '',
    ].join('\r\n');
    chunks.push(Buffer.from(headers, 'utf8'), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function sendUpload(app: FastifyInstance, cookie: string, parts: PartToSend[]) {
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { cookie, 'content-type': contentType },
    payload: body,
  });
}

/** Uploads and answers the parsed 200 response. */
export async function uploaded(
  app: FastifyInstance,
  cookie: string,
  parts: PartToSend[],
): Promise<UploadResponse> {
  const response = await sendUpload(app, cookie, parts);
  expect(response.statusCode, response.body).toBe(200);
  return uploadResponseSchema.parse(response.json());
}

export const asCookie = (app: FastifyInstance, cookie: string) => ({
  get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
  delete: (url: string) => app.inject({ method: 'DELETE', url, headers: { cookie } }),
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** Every key the disk storage holds (the temp folder left out). */
export async function storedKeys(testApp: TestApp): Promise<string[]> {
  const { dir, tmpDir } = testApp.config.media;
  const tmp = relative(dir, tmpDir);
  return (await filesUnder(dir)).filter((path) => !path.startsWith(`${tmp}/`)).sort();
}

export const tempFiles = (testApp: TestApp) => filesUnder(testApp.config.media.tmpDir);

/** A small real image in one colour. */
export const solidImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 220 } } });
export const pngImage = (width?: number, height?: number) =>
  solidImage(width, height).png().toBuffer();
export const jpegImage = (width?: number, height?: number) =>
  solidImage(width, height).jpeg().toBuffer();

/** A photo-sized PNG of noise (it does not compress), about `bytes` long. */
export async function noisePng(bytes: number): Promise<Buffer> {
  const side = Math.round(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * A valid PNG exactly `bytes` long: a private ancillary chunk (which decoders skip) pads a small
 * image before its IEND.
 */
export async function pngOfExactly(bytes: number): Promise<Buffer> {
  const image = await pngImage(8, 8);
  const iend = image.length - 12;
  const padding = bytes - image.length - 12;
  if (padding < 0) throw new Error(`A PNG cannot be as small as ${bytes} bytes.`);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(padding, 0);
  header.write('prVt', 4, 'latin1');
  const data = Buffer.alloc(padding, 0x61);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(header.subarray(4))), 0);
  return Buffer.concat([image.subarray(0, iend), header, data, crc, image.subarray(iend)]);
}

/** The smallest PDF readers accept: one empty page. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

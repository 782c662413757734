import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { writeFileBody } from './file-body';
import type { StoredObject } from './storage';

/** A stored object on its way out: its bytes, the type it was stored as and the name to give it. */
export interface ServedMedia {
  object: StoredObject;
  mimeType: string;
  fileName: string;
}

/** Served files may be kept by the browser that asked for them, never by a shared cache. */
export const MEDIA_CACHE_CONTROL = 'private, max-age=3600';

/** RFC 5987 value characters: what encodeURIComponent leaves alone, less `'()*`. */
const encodeFileName = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** `inline` or `attachment`, with the name as UTF-8 and a plain ASCII stand-in for old clients. */
export function contentDisposition(fileName: string, download: boolean): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const type = download ? 'attachment' : 'inline';
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeFileName(fileName)}`;
}

/**
 * Answers 200 with a stored object and `headers`. A file on local disk is written out by
 * `writeFileBody` on the raw response (the reply is hijacked; the headers set so far, such as the
 * security headers, go with it, and onResponse hooks still run); an object store's stream is
 * piped by Fastify.
 */
export async function sendStored(
  reply: FastifyReply,
  object: StoredObject,
  headers: Record<string, string>,
): Promise<void> {
  const all = { ...headers, 'content-length': String(object.size) };
  if (!object.file) {
    await reply.headers(all).send(object.stream);
    return;
  }
  reply.hijack();
  try {
    reply.raw.writeHead(200, { ...(reply.getHeaders() as OutgoingHttpHeaders), ...all });
    await writeFileBody(reply.raw, object.file, object.size);
  } finally {
    object.stream.destroy();
  }
}

/**
 * Streams a stored file with the type it was stored as: never sniffed (nosniff), and opened on its
 * own it runs nothing (a CSP with no sources, sandboxed), so an uploaded file cannot act as a page.
 */
export function sendMedia(reply: FastifyReply, served: ServedMedia, download = false) {
  return sendStored(reply, served.object, {
    'content-type': served.mimeType,
    'content-disposition': contentDisposition(served.fileName, download),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': MEDIA_CACHE_CONTROL,
  });
}

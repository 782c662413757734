import type { FileHandle } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';

/** Bytes per read: a 10 MB original goes out in ten. */
export const FILE_BODY_CHUNK_BYTES = 1024 * 1024;
/** Read buffers kept between responses (8 MiB in all); more concurrent reads allocate. */
const POOLED_BUFFERS = 8;
const pool: Buffer[] = [];

const takeBuffer = () => pool.pop() ?? Buffer.allocUnsafeSlow(FILE_BODY_CHUNK_BYTES);
const releaseBuffer = (buffer: Buffer) => {
  if (pool.length < POOLED_BUFFERS) pool.push(buffer);
};

/**
 * Writes `chunk` and resolves once the socket has taken it (true), or false when the response
 * closed first. The buffer goes back to the pool only from the write's own callback, which Node
 * calls when nothing holds the bytes any more; a write cut off by a closed socket may never call
 * it, and its buffer is then left to the garbage collector.
 */
function writeChunk(response: ServerResponse, chunk: Buffer, buffer: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    const closed = () => resolve(false);
    response.once('close', closed);
    response.write(chunk, (error) => {
      response.off('close', closed);
      releaseBuffer(buffer);
      resolve(!error);
    });
  });
}

/**
 * Writes `size` bytes of an open file as the body of a response whose head is already written,
 * then ends it; the caller closes the file. Reads go into buffers reused across responses: a
 * stream's fresh buffer per read is memory V8 counts as new, and on a large heap every few dozen
 * MiB served then cost a full garbage collection of the whole server (decision 011). Only the
 * bytes read are written, so what a reused buffer held before never leaves. A file that ends
 * early or fails to read destroys the response, so the client sees a cut body, not a short one.
 */
export async function writeFileBody(
  response: ServerResponse,
  file: FileHandle,
  size: number,
): Promise<void> {
  if (response.req.method === 'HEAD') {
    response.end();
    return;
  }
  let position = 0;
  while (position < size && !response.destroyed) {
    const buffer = takeBuffer();
    let bytesRead: number;
    try {
      const length = Math.min(FILE_BODY_CHUNK_BYTES, size - position);
      ({ bytesRead } = await file.read(buffer, 0, length, position));
    } catch (error) {
      releaseBuffer(buffer);
      response.destroy(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (bytesRead === 0) {
      releaseBuffer(buffer);
      response.destroy(new Error(`The file ended after ${position} of ${size} bytes.`));
      return;
    }
    position += bytesRead;
    const written = await writeChunk(response, buffer.subarray(0, bytesRead), buffer);
    if (!written) return;
  }
  response.end();
}

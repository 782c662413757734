import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { CONTENT_SNIFF_BYTES } from './file-checks';

/** A part of the upload written to a local temp file, with what the checks need to know. */
export interface StagedFile {
  path: string;
  size: number;
  /** The multipart limit cut the part off: it is larger than allowed. */
  truncated: boolean;
  /** Its first bytes, for the content check. */
  head: Buffer;
}

/** The part's file stream as @fastify/multipart hands it over (busboy marks a cut-off file). */
type PartStream = Readable & { truncated?: boolean };

/**
 * Streams one part to a new temp file under `tmpDir`, counting bytes and keeping the first ones.
 * When the stream fails (the client went away) the temp file is removed before the error goes on.
 */
export async function stageToTempFile(file: PartStream, tmpDir: string): Promise<StagedFile> {
  const path = join(tmpDir, `upload-${randomUUID()}`);
  let size = 0;
  const headChunks: Buffer[] = [];
  let headLength = 0;
  const target = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline(
      file,
      async function* measure(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          if (headLength < CONTENT_SNIFF_BYTES) {
            const needed = chunk.subarray(0, CONTENT_SNIFF_BYTES - headLength);
            headChunks.push(Buffer.from(needed));
            headLength += needed.length;
          }
          yield chunk;
        }
      },
      target,
    );
  } catch (error) {
    // The file opens asynchronously: remove it only once the stream has closed, or a part that
    // failed early would leave the file its late open creates.
    if (!target.closed) await new Promise((resolve) => target.once('close', resolve));
    await rm(path, { force: true });
    throw error;
  }
  return { path, size, truncated: file.truncated === true, head: Buffer.concat(headChunks) };
}

/** Reads a part to its end without keeping it, so the parser moves on to the next one. */
export async function drainPart(file: Readable): Promise<void> {
  await finished(file.resume());
}

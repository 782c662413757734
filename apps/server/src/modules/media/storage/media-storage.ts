import type { FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';

/** An S3-compatible object store (S3_*); several processes can share its files. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path rather than the host name, as most self-hosted stores expect. */
  forcePathStyle: boolean;
}

export interface MediaSettings {
  /** `$DATA_DIR/media`: where files live when no object store is configured. */
  dir: string;
  /** `$DATA_DIR/media/tmp`: always local; uploads stream here before they are stored. */
  tmpDir: string;
  /** The object store, or null to keep files on local disk under `dir`. */
  s3: S3Settings | null;
}

export interface StoredObject {
  stream: NodeJS.ReadableStream & Readable;
  size: number;
  /**
   * On local disk, the open file `stream` reads: a response can write it out through reused
   * buffers instead (`writeFileBody`). The stream stays the owner: destroying it closes the file.
   */
  file?: FileHandle;
}

/**
 * Where media files are kept. Keys look like `<userId>/<fileId>/original`,
 * `<userId>/<fileId>/thumbnail.webp` or `<userId>/jobs/<jobId>.zip`.
 */
export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  /** Stores a finished local temp file under `key` (disk: rename/move; s3: upload) and removes the temp file, whatever the outcome. */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  putBuffer(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** A stream of the object and its size; undefined when it does not exist. Consume or destroy the stream. */
  get(key: string): Promise<StoredObject | undefined>;
  getBuffer(key: string): Promise<Buffer | undefined>;
  /** Removes the keys; missing ones are fine. */
  delete(keys: string[]): Promise<void>;
}

import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaStorage, S3Settings, StoredObject } from './media-storage';
import { storageKeySegments } from './storage-key';

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH_SIZE = 1000;

function isMissingKey(error: unknown) {
  return error instanceof S3ServiceException && error.name === 'NoSuchKey';
}

/** Objects in one bucket of an S3-compatible store, one per key. */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      // Checksums only where the API demands them: many S3-compatible stores cannot read the
      // chunked, checksum-trailed bodies the SDK otherwise sends, and store them verbatim.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async putFile(key: string, localPath: string, contentType: string): Promise<void> {
    try {
      storageKeySegments(key);
      const { size } = await stat(localPath);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(localPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    } finally {
      await rm(localPath, { force: true });
    }
  }

  async putBuffer(key: string, body: Uint8Array, contentType: string): Promise<void> {
    storageKeySegments(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: body.byteLength,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | undefined> {
    storageKeySegments(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
        throw new Error(`The object store answered ${key} without a readable body and length.`);
      }
      return { stream: object.Body, size: object.ContentLength };
    } catch (error) {
      if (isMissingKey(error)) return undefined;
      throw error;
    }
  }

  async getBuffer(key: string): Promise<Buffer | undefined> {
    storageKeySegments(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!object.Body) throw new Error(`The object store answered ${key} without a body.`);
      const bytes = await object.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isMissingKey(error)) return undefined;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    keys.forEach(storageKeySegments);
    for (let start = 0; start < keys.length; start += DELETE_BATCH_SIZE) {
      const batch = keys.slice(start, start + DELETE_BATCH_SIZE);
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failures = answer.Errors ?? [];
      if (failures.length > 0) {
        const summary = failures.map((failure) => `${failure.Key}: ${failure.Code}`).join(', ');
        throw new Error(`The object store kept ${failures.length} of the objects: ${summary}`);
      }
    }
  }

  /** Closes the client's pooled connections. */
  close() {
    this.client.destroy();
  }
}

import { DeleteObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { S3MediaStorage } from './s3-storage';

describe('S3MediaStorage', () => {
  let server: TestS3Server;
  let storage: S3MediaStorage;

  beforeAll(async () => {
    server = await startS3Server();
    storage = new S3MediaStorage(server.settings);
  });
  afterAll(async () => {
    storage.close();
    await server.stop();
  });

  it('deletes more keys than one DeleteObjects request may carry', async () => {
    const keys = Array.from({ length: 1001 }, (_, index) => `user-1/file-${index}/original`);
    for (let start = 0; start < keys.length; start += 100) {
      await Promise.all(
        keys
          .slice(start, start + 100)
          .map((key) => storage.putBuffer(key, Buffer.from(key), 'image/png')),
      );
    }

    const send = vi.spyOn(S3Client.prototype, 'send');
    let batchSizes: (number | undefined)[];
    try {
      await storage.delete(keys);
      batchSizes = send.mock.calls
        .map(([command]) => command)
        .filter((command) => command instanceof DeleteObjectsCommand)
        .map((command) => command.input.Delete?.Objects?.length);
    } finally {
      send.mockRestore();
    }
    expect(batchSizes).toEqual([1000, 1]);
    const left = await Promise.all(keys.map((key) => storage.getBuffer(key)));
    expect(left.filter(Boolean)).toEqual([]);
  });

  it('reports an unreachable bucket instead of answering "missing"', async () => {
    const elsewhere = new S3MediaStorage({ ...server.settings, bucket: 'no-such-bucket' });
    try {
      await expect(elsewhere.get('user-1/file-1/original')).rejects.toThrow(/bucket/i);
      await expect(elsewhere.getBuffer('user-1/file-1/original')).rejects.toThrow(/bucket/i);
    } finally {
      elsewhere.close();
    }
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../modules/media/storage';

const BUCKET = 'media';
/** s3rver's one account. */
const CREDENTIALS = 'S3RVER';

export interface TestS3Server {
  settings: S3Settings;
  stop(): Promise<void>;
}

/** A local S3-compatible server on a free port with an empty `media` bucket in a temp folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'appforge-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  try {
    const { port } = await server.run();
    return {
      settings: {
        endpoint: `http://127.0.0.1:${port}`,
        bucket: BUCKET,
        region: 'us-east-1',
        accessKeyId: CREDENTIALS,
        secretAccessKey: CREDENTIALS,
        forcePathStyle: true,
      },
      async stop() {
        await server.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

import { mkdir } from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import {
  createMediaStorage,
  removeStaleTempFiles,
  type MediaStorage,
} from '../modules/media/storage';

declare module 'fastify' {
  interface FastifyInstance {
    mediaStorage: MediaStorage;
  }
}

/**
 * With PostgreSQL other processes may share DATA_DIR and be mid-upload into the same temp folder,
 * so only files nobody has written to for this long count as left behind.
 */
const SHARED_TEMP_FILE_GRACE_MS = 60 * 60_000;

/** Where uploaded media is kept: files under DATA_DIR/media, or the configured object store. */
export const mediaStoragePlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const { media } = config;
    // Uploads stream to local temp files before they are stored, whichever the backend.
    await mkdir(media.tmpDir, { recursive: true });
    if (!media.s3) await mkdir(media.dir, { recursive: true });
    const graceMs = config.databaseUrl ? SHARED_TEMP_FILE_GRACE_MS : 0;
    const removed = await removeStaleTempFiles(media.tmpDir, graceMs);
    if (removed > 0) app.log.info({ removed }, 'removed temp files of interrupted uploads');

    const storage = await createMediaStorage(media);
    app.decorate('mediaStorage', storage);
    app.addHook('onClose', async () => storage.close());
    app.log.info(
      media.s3
        ? { mediaStorage: storage.kind, endpoint: media.s3.endpoint, bucket: media.s3.bucket }
        : { mediaStorage: storage.kind, dir: media.dir },
      'media storage ready',
    );
  },
  { name: 'media-storage' },
);

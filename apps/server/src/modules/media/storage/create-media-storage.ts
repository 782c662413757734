import { DiskMediaStorage } from './disk-storage';
import type { MediaSettings, MediaStorage } from './media-storage';

export type OpenMediaStorage = MediaStorage & {
  /** Releases what the backend holds open (the object store's connections). */
  close(): void;
};

/**
 * The object store when S3 settings are given, else files under `settings.dir`. The AWS SDK is
 * loaded only for the object store: a server on local disk keeps its heap without it.
 */
export async function createMediaStorage(settings: MediaSettings): Promise<OpenMediaStorage> {
  if (!settings.s3) return new DiskMediaStorage(settings);
  const { S3MediaStorage } = await import('./s3-storage');
  return new S3MediaStorage(settings.s3);
}

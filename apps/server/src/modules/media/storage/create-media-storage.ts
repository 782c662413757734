import { DiskMediaStorage } from './disk-storage';
import type { MediaSettings, MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-storage';

export type OpenMediaStorage = MediaStorage & {
  /** Releases what the backend holds open (the object store's connections). */
  close(): void;
};

/** The object store when S3 settings are given, else files under `settings.dir`. */
export function createMediaStorage(settings: MediaSettings): OpenMediaStorage {
  return settings.s3 ? new S3MediaStorage(settings.s3) : new DiskMediaStorage(settings);
}

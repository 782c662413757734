export { createMediaStorage, type OpenMediaStorage } from './create-media-storage';
export { DiskMediaStorage } from './disk-storage';
export type { MediaSettings, MediaStorage, S3Settings, StoredObject } from './media-storage';
export { InvalidStorageKeyError, storageKeySegments } from './storage-key';
export { removeStaleTempFiles } from './temp-files';

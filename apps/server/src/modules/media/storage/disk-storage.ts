import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { MediaSettings, MediaStorage, StoredObject } from './media-storage';
import { InvalidStorageKeyError, storageKeySegments } from './storage-key';

/** Files go out in 1 MiB reads: a 10 MB original takes ten, not 160 of the default 64 KiB. */
const READ_CHUNK_BYTES = 1024 * 1024;

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function isInside(parent: string, child: string) {
  const path = relative(parent, child);
  return path !== '' && path !== '..' && !path.startsWith(`..${sep}`) && !isAbsolute(path);
}

/**
 * Files under `dir`, one per key; the content type lives in the database row, not on disk. Every write lands in `tmpDir` first and is renamed into place
 * (same filesystem, so atomic): a crash never leaves half a file under a real key.
 */
export class DiskMediaStorage implements MediaStorage {
  readonly kind = 'disk';
  private readonly dir: string;
  private readonly tmpDir: string;

  constructor(settings: Pick<MediaSettings, 'dir' | 'tmpDir'>) {
    this.dir = resolve(settings.dir);
    this.tmpDir = resolve(settings.tmpDir);
  }

  async putFile(key: string, localPath: string, _contentType: string): Promise<void> {
    try {
      await this.moveFileIntoPlace(localPath, this.pathOf(key));
    } finally {
      await rm(localPath, { force: true });
    }
  }

  async putBuffer(key: string, body: Uint8Array, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    const staged = this.stagingPath();
    try {
      await writeFile(staged, body);
      await this.moveIntoPlace(staged, target);
    } finally {
      await rm(staged, { force: true });
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const path = this.pathOf(key);
    // Size and stream come from one open file, so a file replaced meanwhile cannot mix the two.
    const handle = await open(path).catch((error: unknown) => {
      if (errorCode(error) === 'ENOENT' || errorCode(error) === 'EISDIR') return undefined;
      throw error;
    });
    if (!handle) return undefined;
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return undefined;
      }
      return {
        stream: createReadStream(path, { fd: handle, highWaterMark: READ_CHUNK_BYTES }),
        size: stats.size,
        file: handle,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async getBuffer(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (errorCode(error) === 'ENOENT' || errorCode(error) === 'EISDIR') return undefined;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    const paths = keys.map((key) => this.pathOf(key));
    for (const path of paths) {
      await rm(path, { force: true });
      await this.removeEmptyFoldersAbove(path);
    }
  }

  /** Nothing is held open between calls. */
  close() {}

  private pathOf(key: string): string {
    const path = join(this.dir, ...storageKeySegments(key));
    if (!isInside(this.dir, path) || path === this.tmpDir || isInside(this.tmpDir, path)) {
      throw new InvalidStorageKeyError(key);
    }
    return path;
  }

  private stagingPath() {
    return join(this.tmpDir, `.storage-${randomUUID()}`);
  }

  private async moveFileIntoPlace(localPath: string, target: string) {
    try {
      await this.moveIntoPlace(localPath, target);
    } catch (error) {
      if (errorCode(error) !== 'EXDEV') throw error;
      // The temp file sits on another filesystem: copy it beside the others, then rename.
      const staged = this.stagingPath();
      try {
        await copyFile(localPath, staged);
        await this.moveIntoPlace(staged, target);
      } finally {
        await rm(staged, { force: true });
      }
    }
  }

  private async moveIntoPlace(source: string, target: string) {
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(source, target);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
      // A delete of the folder's last file removed the folder meanwhile: make it again.
      await mkdir(dirname(target), { recursive: true });
      await rename(source, target);
    }
  }

  private async removeEmptyFoldersAbove(path: string) {
    for (let folder = dirname(path); isInside(this.dir, folder); folder = dirname(folder)) {
      try {
        await rmdir(folder);
      } catch (error) {
        if (errorCode(error) === 'ENOENT') continue;
        if (errorCode(error) === 'ENOTEMPTY' || errorCode(error) === 'EEXIST') return;
        throw error;
      }
    }
  }
}

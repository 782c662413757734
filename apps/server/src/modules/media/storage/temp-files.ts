import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Removes what an interrupted upload left in `tmpDir`: every entry last written more than
 * `olderThanMs` ago (0: all of them). Answers how many were removed.
 */
export async function removeStaleTempFiles(tmpDir: string, olderThanMs: number): Promise<number> {
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of await readdir(tmpDir)) {
    const path = join(tmpDir, name);
    const stats = await stat(path).catch(() => undefined);
    if (!stats || (olderThanMs > 0 && stats.mtimeMs > cutoff)) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

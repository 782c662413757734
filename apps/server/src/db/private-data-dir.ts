import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';

const PRIVATE_DIRECTORY_MODE = 0o700;
const OWNER_BITS = 0o700;

function isGone(error: unknown) {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * DATA_DIR holds the database, uploads, keys and the session secret, so only the server's own
 * account may enter it: created 0700, or set to 0700 when an older install left it open.
 */
export function createPrivateDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  chmodSync(dataDir, PRIVATE_DIRECTORY_MODE);
}

/**
 * Takes the group and other bits off every file under `root` and makes every directory 0700:
 * files written before the server set its umask, and PGlite's, which it chmods to 0666 or 0644
 * itself whatever the umask. Symbolic links are not followed. Entries removed meanwhile (another
 * process sharing DATA_DIR) are skipped; answers the paths that could not be changed.
 */
export function tightenPermissions(root: string): string[] {
  const refused: string[] = [];
  const restrict = (path: string, stats: Stats, mode: number) => {
    if ((stats.mode & 0o777) === mode) return;
    try {
      chmodSync(path, mode);
    } catch (error) {
      if (!isGone(error)) refused.push(path);
    }
  };
  const children = (path: string): string[] => {
    try {
      return readdirSync(path);
    } catch (error) {
      if (!isGone(error)) refused.push(path);
      return [];
    }
  };
  const visit = (path: string) => {
    let stats: Stats;
    try {
      stats = lstatSync(path);
    } catch (error) {
      if (!isGone(error)) refused.push(path);
      return;
    }
    if (stats.isDirectory()) {
      // Opened up first, so a directory its owner could not list is walked too.
      restrict(path, stats, PRIVATE_DIRECTORY_MODE);
      for (const child of children(path)) visit(join(path, child));
    } else if (stats.isFile()) {
      restrict(path, stats, stats.mode & OWNER_BITS);
    }
  };
  visit(root);
  return refused;
}

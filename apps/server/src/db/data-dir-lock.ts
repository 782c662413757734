import { openSync, readFileSync, rmSync, writeSync, closeSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(lockPath: string, pid: number) {
    super(
      `Another Appforge process (pid ${pid}) is already using the embedded database ` +
        `(${lockPath} is held). Stop that process, give this one its own DATA_DIR, ` +
        'or set DATABASE_URL so several processes share one PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number) {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its directory, and two processes writing one would corrupt it. A lock file
 * holding the owner's pid keeps the second one out; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && isRunning(owner))
        throw new DataDirLockedError(lockPath, owner);
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}.`);
}

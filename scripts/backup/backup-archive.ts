import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { acquireDataDirLock, DataDirLockedError } from '../../apps/server/src/db/data-dir-lock.ts';

/**
 * A backup is one gzipped tar: this manifest, the PostgreSQL dump when the server uses
 * PostgreSQL, and DATA_DIR's entries at the top level (db/, media/, session-secret, keys/, chains/).
 */
export const MANIFEST_FILE = 'appforge-backup.json';
export const DATABASE_DUMP_FILE = 'database.dump';
/** The server's lock on the embedded database (plugins/db.ts), never part of a backup. */
export const LOCK_FILE = 'db.lock';
/** Uploads in progress; a backup taken while a server runs would catch them half-written. */
export const MEDIA_TEMP_DIR = 'media/tmp';

export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  /** Media kept in an object store is not in the archive: the store's own tools back it up. */
  mediaInObjectStore: z.boolean(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A refusal or failure the person running the script can act on; printed as one message. */
export class OperationError extends Error {}

export interface Installation {
  dataDir: string;
  /** PostgreSQL when set, else the embedded database in DATA_DIR/db. */
  databaseUrl: string | undefined;
  /** The object store's bucket when the media is kept there (all of S3_* set). */
  mediaBucket: string | undefined;
}

/** Read from the variables the server reads, with its defaults (apps/server/src/config.ts). */
export function installationFromEnvironment(env: NodeJS.ProcessEnv = process.env): Installation {
  const s3Configured = Boolean(
    env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY,
  );
  return {
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    mediaBucket: s3Configured ? env.S3_BUCKET : undefined,
  };
}

/** DATA_DIR's entries a backup holds or a restore replaces: everything but the lock. */
export function dataDirEntries(dataDir: string, skip: string[] = []): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir).filter((name) => name !== LOCK_FILE && !skip.includes(name));
}

/**
 * Takes the embedded database's lock for the duration of a backup or restore: a server running
 * on DATA_DIR makes this refuse, and no server can start on it until `release` is called.
 */
export function lockDataDir(dataDir: string): () => void {
  try {
    return acquireDataDirLock(resolve(dataDir, LOCK_FILE));
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new OperationError(
      `an Appforge server is running on ${dataDir}: stop it first (the embedded database is ` +
        'copied only while no process has it open).',
    );
  }
}

/** Runs a command to its end; its stdout, or an OperationError with what it wrote to stderr. */
export function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new OperationError(`${command} is not installed${installHint(command)}.`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolvePromise(stdout);
      else reject(new OperationError(`${command} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

function installHint(command: string) {
  return command.startsWith('pg_')
    ? ': install the PostgreSQL client tools (postgresql-client), of the server’s major version or newer'
    : '';
}

/** Tables in the database outside PostgreSQL's own schemas: none means it is safe to restore into. */
export async function countTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect().catch((error: unknown) => {
    throw new OperationError(
      `cannot reach the database in DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  try {
    const answer = await client.query<{ count: string }>(
      `select count(*) from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(answer.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/** Runs an entry point, turning an OperationError into one line on stderr and exit code 1. */
export function runScript(name: string, body: () => Promise<void>) {
  body().catch((error: unknown) => {
    if (!(error instanceof OperationError)) throw error;
    process.stderr.write(`appforge ${name}: ${error.message}\n`);
    process.exit(1);
  });
}

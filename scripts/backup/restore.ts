import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  countTables,
  DATABASE_DUMP_FILE,
  dataDirEntries,
  installationFromEnvironment,
  lockDataDir,
  MANIFEST_FILE,
  manifestSchema,
  OperationError,
  run,
  runScript,
  type BackupManifest,
} from './backup-archive.ts';

/**
 * npm run restore -- <archive.tar.gz> [--force]
 *
 * Puts a backup back into DATA_DIR (and, for a PostgreSQL backup, into DATABASE_URL's database
 * with pg_restore). Refuses a DATA_DIR or database that already holds data unless --force, which
 * replaces it. Every server using them must be stopped first.
 */
async function readManifest(archive: string): Promise<BackupManifest> {
  const notABackup = new OperationError(
    `${archive} is not an Appforge backup this version can read (no valid ${MANIFEST_FILE}).`,
  );
  let manifest: unknown;
  try {
    const text = await run('tar', [
      '--extract',
      '--gzip',
      `--file=${archive}`,
      '--to-stdout',
      MANIFEST_FILE,
    ]);
    manifest = JSON.parse(text);
  } catch {
    throw notABackup;
  }
  const parsed = manifestSchema.safeParse(manifest);
  if (!parsed.success) throw notABackup;
  return parsed.data;
}

function checkDatabaseMatches(manifest: BackupManifest, databaseUrl: string | undefined) {
  if (manifest.database === 'postgres' && !databaseUrl) {
    throw new OperationError(
      'this backup holds a PostgreSQL dump: set DATABASE_URL to the (new, empty) database to restore it into.',
    );
  }
  if (manifest.database === 'pglite' && databaseUrl) {
    throw new OperationError(
      'this backup holds the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
    );
  }
}

async function refuseExistingData(dataDir: string, databaseUrl: string | undefined) {
  const held: string[] = [];
  const entries = dataDirEntries(dataDir);
  if (entries.length > 0) held.push(`${dataDir} holds ${entries.join(', ')}`);
  const tables = databaseUrl ? await countTables(databaseUrl) : 0;
  if (tables > 0) held.push(`the database in DATABASE_URL has ${tables} tables`);
  if (held.length > 0) {
    throw new OperationError(`${held.join('; ')}. Pass --force to replace them with the backup.`);
  }
}

runScript('restore', async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  if (!positionals[0])
    throw new OperationError('name the backup to restore: npm run restore -- <archive> [--force]');
  const archive = resolve(positionals[0]);
  if (!existsSync(archive)) throw new OperationError(`${archive} does not exist.`);
  const { dataDir, databaseUrl } = installationFromEnvironment();
  const manifest = await readManifest(archive);
  checkDatabaseMatches(manifest, databaseUrl);

  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  // Inside DATA_DIR, so moving the files into place is a rename on the same file system (a
  // container's DATA_DIR is usually a volume of its own).
  const stagingName = `.restore-${process.pid}`;
  const staging = join(dataDir, stagingName);
  try {
    if (!values.force) await refuseExistingData(dataDir, databaseUrl);
    mkdirSync(staging);
    await run('tar', [
      '--extract',
      '--gzip',
      '--preserve-permissions',
      `--file=${archive}`,
      `--directory=${staging}`,
    ]);
    if (databaseUrl) {
      // One transaction: a dump that does not apply leaves the database (and DATA_DIR) as it was.
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        ...(values.force ? ['--clean', '--if-exists'] : []),
        `--dbname=${databaseUrl}`,
        join(staging, DATABASE_DUMP_FILE),
      ]);
    }
    const staged = dataDirEntries(staging, [MANIFEST_FILE, DATABASE_DUMP_FILE]);
    // Only with --force is there anything here to replace.
    for (const name of dataDirEntries(dataDir, [stagingName])) {
      rmSync(join(dataDir, name), { recursive: true, force: true });
    }
    for (const name of staged) renameSync(join(staging, name), join(dataDir, name));
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }

  console.log(
    `appforge restore: the backup of ${manifest.createdAt} is in ${dataDir}` +
      (databaseUrl ? ' and the database in DATABASE_URL' : ''),
  );
  if (manifest.mediaInObjectStore) {
    console.log(
      'appforge restore: its media files were in the object store: restore them there with the store’s own tools (docs/operations.md).',
    );
  }
});

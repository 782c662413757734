import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DATABASE_DUMP_FILE,
  dataDirEntries,
  lockDataDir,
  MANIFEST_FILE,
  MEDIA_TEMP_DIR,
  OperationError,
  installationFromEnvironment,
  run,
  runScript,
  type BackupManifest,
} from './backup-archive.ts';

/**
 * npm run backup -- [archive.tar.gz]
 *
 * Embedded database: refuses while a server runs on DATA_DIR, then archives DATA_DIR whole, so
 * the database files are the ones a clean shutdown left. PostgreSQL: pg_dump (custom format) of
 * the live database, then DATA_DIR's files; the servers may keep running.
 */
function defaultArchiveName(now: Date) {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `appforge-backup-${stamp}.tar.gz`;
}

runScript('backup', async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const now = new Date();
  const archive = resolve(positionals[0] ?? defaultArchiveName(now));
  if (existsSync(archive)) throw new OperationError(`${archive} already exists.`);
  const { dataDir, databaseUrl, mediaBucket } = installationFromEnvironment();
  if (!databaseUrl && !existsSync(join(dataDir, 'db'))) {
    throw new OperationError(`there is no embedded database in ${dataDir} to back up.`);
  }

  const release = databaseUrl ? () => {} : lockDataDir(dataDir);
  // Beside the archive, so a large dump is written where there is room for the archive itself.
  const staging = mkdtempSync(join(dirname(archive), '.appforge-backup-'));
  const partial = `${archive}.partial`;
  try {
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: databaseUrl ? 'postgres' : 'pglite',
      mediaInObjectStore: Boolean(mediaBucket),
    };
    writeFileSync(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const stagedFiles = [MANIFEST_FILE];
    if (databaseUrl) {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${join(staging, DATABASE_DUMP_FILE)}`,
        `--dbname=${databaseUrl}`,
      ]);
      stagedFiles.push(DATABASE_DUMP_FILE);
    }
    // The archive holds the session secret and the signing key: readable by its owner alone.
    rmSync(partial, { force: true });
    closeSync(openSync(partial, 'wx', 0o600));
    const entries = dataDirEntries(dataDir);
    await run('tar', [
      '--create',
      '--gzip',
      `--file=${partial}`,
      `--exclude=${MEDIA_TEMP_DIR}`,
      `--directory=${staging}`,
      ...stagedFiles,
      ...(entries.length > 0 ? [`--directory=${dataDir}`, ...entries] : []),
    ]);
    renameSync(partial, archive);
  } finally {
    rmSync(partial, { force: true });
    rmSync(staging, { recursive: true, force: true });
    release();
  }

  console.log(
    `appforge backup: ${archive} (${databaseUrl ? 'PostgreSQL dump' : 'embedded database'} and ${dataDir})`,
  );
  if (mediaBucket) {
    console.log(
      `appforge backup: the media files are in the object store (bucket ${mediaBucket}), not in ` +
        'this archive: back them up with the store’s own tools (docs/operations.md).',
    );
  }
});

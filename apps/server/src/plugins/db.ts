import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { openDatabase, type Database, type DatabaseKind } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { createPrivateDataDir, tightenPermissions } from '../db/private-data-dir';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
  }
}

/**
 * Opens the database (PGlite or PostgreSQL), applies migrations, and closes it with the server.
 * The first plugin to touch DATA_DIR, so it also makes DATA_DIR private (see private-data-dir).
 */
export const dbPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const usesDiskPglite = !config.databaseUrl && !config.pgliteDir.startsWith('memory://');
    const makePrivate = (root: string) => {
      const refused = tightenPermissions(root);
      if (refused.length > 0) {
        app.log.warn(
          { count: refused.length, paths: refused.slice(0, 10) },
          'files under DATA_DIR that this account cannot make private',
        );
      }
    };
    createPrivateDataDir(config.dataDir);
    const releaseLock = usesDiskPglite ? acquireDataDirLock(`${config.pgliteDir}.lock`) : () => {};
    try {
      const handle = await openDatabase(config, (error) =>
        app.log.warn({ err: error }, 'an idle database connection was closed by the server'),
      );
      try {
        await handle.migrate();
      } catch (error) {
        await handle.close();
        throw error;
      }
      // After PGlite has created its files, which it opens up whatever the umask.
      makePrivate(config.dataDir);
      app.decorate('db', handle.db);
      app.decorate('dbKind', handle.kind);
      app.addHook('onClose', async () => {
        await handle.close();
        if (usesDiskPglite) makePrivate(config.pgliteDir);
        releaseLock();
      });
    } catch (error) {
      releaseLock();
      throw error;
    }
  },
  { name: 'db' },
);

import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { openDatabase, type Database, type DatabaseKind } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
  }
}

/** Opens the database (PGlite or PostgreSQL), applies migrations, and closes it with the server. */
export const dbPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const usesDiskPglite = !config.databaseUrl && !config.pgliteDir.startsWith('memory://');
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
      app.decorate('db', handle.db);
      app.decorate('dbKind', handle.kind);
      app.addHook('onClose', async () => {
        await handle.close();
        releaseLock();
      });
    } catch (error) {
      releaseLock();
      throw error;
    }
  },
  { name: 'db' },
);

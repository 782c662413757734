import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migratePglite, migratePostgres } from './migrate';
import * as schema from './schema';

/**
 * The embedded database serves one process; PostgreSQL's 128MB default buffer pool roughly
 * doubles PGlite's resident memory for no gain at this size (bench:startup reports peak RSS).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

export type Schema = typeof schema;
/** PGlite and node-postgres behind one drizzle type: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies pending migrations; safe to call again and from several processes at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseTarget {
  databaseUrl: string | undefined;
  pgliteDir: string;
}

/**
 * `onIdleError`: a pooled connection the server closed while idle (a restart, a failover, an
 * administrator). The pool drops it and connects again when needed; unheard, the error would end
 * the process.
 */
export async function openDatabase(
  target: DatabaseTarget,
  onIdleError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    pool.on('error', onIdleError);
    // Fail at start-up, with the server's own message, rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    const databaseUrl = target.databaseUrl;
    return {
      db: drizzlePg(pool, { schema }),
      kind: 'postgres',
      migrate: () => migratePostgres(databaseUrl),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(target.pgliteDir, {
    postgresqlconf: [`shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db),
    close: () => client.close(),
  };
}

import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** Next to this module in src/, copied next to the bundle in dist/. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed 64-bit key; only Appforge's migrator takes it. */
const MIGRATION_LOCK_KEY = 0x61707066_6f726765n;

/** One process owns a PGlite directory (see data-dir-lock), so no lock is needed here. */
export async function migratePglite<TSchema extends Record<string, unknown>>(
  db: PgliteDatabase<TSchema>,
) {
  await migratePgliteDb(db, { migrationsFolder });
}

/**
 * Several processes starting at once against one PostgreSQL would race on the same DDL, so the
 * migrator runs under an advisory lock — held by a session, hence one dedicated connection.
 */
export async function migratePostgres(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const db = drizzle(client);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migrateNodePg(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    await client.end();
  }
}

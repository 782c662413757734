import { randomUUID } from 'node:crypto';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { referencesToUsers } from './user-references';

export type UserRow = typeof users.$inferSelect;

/** Marks a visit and answers the user, or nothing when there is no such user. */
export async function touchUser(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * A new anonymous user; with `id`, the one a signed cookie names (its row may have been deleted
 * meanwhile, or inserted just now by a parallel request of the same browser).
 */
export async function insertAnonymousUser(
  db: Database,
  id: string = randomUUID(),
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id })
    .onConflictDoUpdate({ target: users.id, set: { lastSeenAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('Inserting a user returned no row.');
  return row;
}

/**
 * Deletes the users last seen more than `retentionDays` ago that no row of any table references,
 * in one statement, so processes sharing a database may run it at the same time. The references
 * come from the schema's foreign keys (see referencesToUsers).
 */
export async function deleteAbandonedUsers(db: Database, retentionDays: number): Promise<number> {
  const unreferenced = referencesToUsers().map((reference) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(reference.table)
        .where(and(...reference.columns.map(({ referencing, user }) => eq(referencing, user)))),
    ),
  );
  const deleted = await db
    .delete(users)
    .where(
      and(
        lt(users.lastSeenAt, sql`now() - make_interval(days => ${retentionDays}::int)`),
        ...unreferenced,
      ),
    )
    .returning({ id: users.id });
  return deleted.length;
}

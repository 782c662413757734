import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertAnonymousUser(db: Database): Promise<UserRow> {
  const [row] = await db.insert(users).values({ id: randomUUID() }).returning();
  if (!row) throw new Error('Inserting a user returned no row.');
  return row;
}

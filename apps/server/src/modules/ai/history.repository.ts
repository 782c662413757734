import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiHistory } from '../../db/schema';

export type AiHistoryRow = typeof aiHistory.$inferSelect;
export type NewAiHistoryRow = typeof aiHistory.$inferInsert;

export async function insertHistoryEntry(
  db: Database,
  entry: NewAiHistoryRow,
): Promise<AiHistoryRow> {
  const [row] = await db.insert(aiHistory).values(entry).returning();
  if (!row) throw new Error('Inserting an AI history entry returned no row.');
  return row;
}

/** Newest first; insertion order breaks ties between entries with the same timestamp. */
export function listHistoryEntries(
  db: Database,
  userId: string,
  limit: number,
): Promise<AiHistoryRow[]> {
  return db
    .select()
    .from(aiHistory)
    .where(eq(aiHistory.userId, userId))
    .orderBy(desc(aiHistory.createdAt), desc(aiHistory.seq))
    .limit(limit);
}

export async function deleteHistoryEntries(db: Database, userId: string): Promise<number> {
  const rows = await db
    .delete(aiHistory)
    .where(eq(aiHistory.userId, userId))
    .returning({ id: aiHistory.id });
  return rows.length;
}

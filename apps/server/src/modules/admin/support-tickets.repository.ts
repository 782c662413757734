import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { supportTickets } from '../../db/schema';

export type TicketRow = typeof supportTickets.$inferSelect;

export function listTickets(db: Database): Promise<TicketRow[]> {
  return db
    .select()
    .from(supportTickets)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
}

export async function findTicket(db: Database, id: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
  return row;
}

/** open → in_progress with an assignee; undefined when the ticket is not open. */
export async function assignOpenTicket(
  db: Database,
  id: string,
  assignee: string,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .update(supportTickets)
    .set({ status: 'in_progress', assignee, updatedAt: sql`now()` })
    .where(and(eq(supportTickets.id, id), eq(supportTickets.status, 'open')))
    .returning();
  return row;
}

export async function ticketStats(db: Database) {
  const status = supportTickets.status;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${status} in ('open', 'in_progress'))::int`,
      resolved: sql<number>`count(*) filter (where ${status} in ('resolved', 'closed'))::int`,
    })
    .from(supportTickets);
  if (!row) throw new Error('Aggregating tickets returned no row.');
  return row;
}

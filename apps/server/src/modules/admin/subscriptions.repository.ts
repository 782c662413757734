import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionStatus = SubscriptionRow['status'];

export function listSubscriptions(db: Database): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .orderBy(asc(subscriptions.nextBilling), asc(subscriptions.id));
}

export async function findSubscription(
  db: Database,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

/** Moves the row from `from` to `to`; undefined when it is not (or no longer) in `from`. */
export async function transitionSubscription(
  db: Database,
  id: string,
  from: SubscriptionStatus,
  to: SubscriptionStatus,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ status: to })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, from)))
    .returning();
  return row;
}

/** Records a payment reminder on a past_due row; undefined when the row is not past_due. */
export async function recordReminder(
  db: Database,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({
      remindersSent: sql`${subscriptions.remindersSent} + 1`,
      lastReminderAt: sql`now()`,
    })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'past_due')))
    .returning();
  return row;
}

export async function subscriptionStats(db: Database) {
  const s = subscriptions;
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${s.status} = 'active')::int`,
      monthlyRevenue: sql<string>`coalesce(sum(${s.amount}) filter (where ${s.status} = 'active'), 0)`,
      pastDue: sql<number>`count(*) filter (where ${s.status} = 'past_due')::int`,
      remindersSent: sql<number>`coalesce(sum(${s.remindersSent}), 0)::int`,
      allSample: sql<boolean>`coalesce(bool_and(${s.sample}), false)`,
    })
    .from(s);
  if (!row) throw new Error('Aggregating subscriptions returned no row.');
  return { ...row, monthlyRevenue: Number(row.monthlyRevenue) };
}

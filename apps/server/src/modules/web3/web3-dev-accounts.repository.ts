import type { NetworkKey } from '@appforge/shared/contracts/web3';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { web3DevAccounts } from '../../db/schema';

export type DevAccountRow = typeof web3DevAccounts.$inferSelect;

export async function findDevAccount(
  db: Database,
  userId: string,
): Promise<DevAccountRow | undefined> {
  const [row] = await db.select().from(web3DevAccounts).where(eq(web3DevAccounts.userId, userId));
  return row;
}

/** Saves the person's account unless a concurrent request saved one first; answers the one kept. */
export async function insertDevAccount(
  db: Database,
  account: { userId: string; address: string; privateKey: string },
): Promise<DevAccountRow> {
  const [inserted] = await db
    .insert(web3DevAccounts)
    .values(account)
    .onConflictDoNothing({
      target: web3DevAccounts.userId,
    })
    .returning();
  const row = inserted ?? (await findDevAccount(db, account.userId));
  if (!row) throw new Error('Saving a dev account returned no row.');
  return row;
}

const fundedOn = (network: NetworkKey) =>
  sql`${web3DevAccounts.fundedNetworks} @> jsonb_build_array(${network}::text)`;

/** Marks `network` funded; false when it already was (so only one request funds it). */
export async function markFunded(
  db: Database,
  userId: string,
  network: NetworkKey,
): Promise<boolean> {
  const updated = await db
    .update(web3DevAccounts)
    .set({
      fundedNetworks: sql`${web3DevAccounts.fundedNetworks} || jsonb_build_array(${network}::text)`,
    })
    .where(and(eq(web3DevAccounts.userId, userId), sql`not ${fundedOn(network)}`))
    .returning({ userId: web3DevAccounts.userId });
  return updated.length > 0;
}

/** Undoes `markFunded` when the funding itself failed, so the next request tries again. */
export async function unmarkFunded(
  db: Database,
  userId: string,
  network: NetworkKey,
): Promise<void> {
  await db
    .update(web3DevAccounts)
    .set({ fundedNetworks: sql`${web3DevAccounts.fundedNetworks} - ${network}::text` })
    .where(eq(web3DevAccounts.userId, userId));
}

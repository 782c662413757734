import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { web3Wallets } from '../../db/schema';

export type WalletRow = typeof web3Wallets.$inferSelect;
export type NewWalletRow = Omit<typeof web3Wallets.$inferInsert, 'connectedAt'>;

/** The person's connection replaces any earlier one (one wallet at a time). */
export async function saveWallet(db: Database, wallet: NewWalletRow): Promise<WalletRow> {
  const { userId, ...connection } = wallet;
  const [row] = await db
    .insert(web3Wallets)
    .values(wallet)
    .onConflictDoUpdate({
      target: web3Wallets.userId,
      set: { ...connection, connectedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('Saving a wallet returned no row.');
  return row;
}

export async function findWallet(db: Database, userId: string): Promise<WalletRow | undefined> {
  const [row] = await db.select().from(web3Wallets).where(eq(web3Wallets.userId, userId));
  return row;
}

export async function deleteWallet(db: Database, userId: string): Promise<void> {
  await db.delete(web3Wallets).where(eq(web3Wallets.userId, userId));
}

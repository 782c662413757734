import type { NetworkKey } from '@appforge/shared/contracts/web3';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { web3Transactions } from '../../db/schema';

export type TransactionRow = typeof web3Transactions.$inferSelect;
export type NewTransactionRow = Omit<typeof web3Transactions.$inferInsert, 'id' | 'createdAt'>;

/** The saved row, or undefined when this hash is already recorded on this network. */
export async function insertTransaction(
  db: Database,
  transaction: NewTransactionRow,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .insert(web3Transactions)
    .values(transaction)
    .onConflictDoNothing({ target: [web3Transactions.network, web3Transactions.txHash] })
    .returning();
  return row;
}

export async function findTransaction(
  db: Database,
  network: NetworkKey,
  txHash: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(web3Transactions)
    .where(and(eq(web3Transactions.network, network), eq(web3Transactions.txHash, txHash)));
  return row;
}

/** The person's transfers, newest first. */
export function listUserTransactions(
  db: Database,
  userId: string,
  limit: number,
): Promise<TransactionRow[]> {
  return db
    .select()
    .from(web3Transactions)
    .where(eq(web3Transactions.userId, userId))
    .orderBy(desc(web3Transactions.createdAt), desc(web3Transactions.id))
    .limit(limit);
}

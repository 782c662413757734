import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAccounts } from '../../db/schema';

export type AdminAccountRow = typeof adminAccounts.$inferSelect;

export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<AdminAccountRow | undefined> {
  const [row] = await db.select().from(adminAccounts).where(eq(adminAccounts.email, email));
  return row;
}

export async function findGeneratedAccount(db: Database): Promise<AdminAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(adminAccounts)
    .where(eq(adminAccounts.generated, true))
    .limit(1);
  return row;
}

export async function hasAnyAccount(db: Database): Promise<boolean> {
  const rows = await db.select({ id: adminAccounts.id }).from(adminAccounts).limit(1);
  return rows.length > 0;
}

/** The new account, or undefined when one with this email exists (another process was first). */
export async function insertAccountIfAbsent(
  db: Database,
  account: { email: string; passwordHash: string; generated: boolean },
): Promise<AdminAccountRow | undefined> {
  const [row] = await db.insert(adminAccounts).values(account).onConflictDoNothing().returning();
  return row;
}

export async function updateAccountPassword(
  db: Database,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(adminAccounts)
    .set({ passwordHash, generated: false })
    .where(eq(adminAccounts.id, id));
}

export async function deleteGeneratedAccounts(db: Database): Promise<void> {
  await db.delete(adminAccounts).where(eq(adminAccounts.generated, true));
}

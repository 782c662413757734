import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAccounts, adminSessions } from '../../db/schema';

/** Who is asking on an admin route: the account behind a live session. */
export interface AdminPrincipal {
  id: string;
  name: string;
  role: string;
  email: string;
}

/** The session's expiry is set by the database clock, the same one that later checks it. */
export async function insertSession(
  db: Database,
  session: { tokenHash: string; adminId: string; ttlMs: number },
): Promise<{ expiresAt: Date }> {
  const [row] = await db
    .insert(adminSessions)
    .values({
      tokenHash: session.tokenHash,
      adminId: session.adminId,
      expiresAt: sql`now() + make_interval(secs => ${session.ttlMs / 1000})`,
    })
    .returning({ expiresAt: adminSessions.expiresAt });
  if (!row) throw new Error('Inserting an admin session returned no row.');
  return row;
}

/** The account of an unexpired, unrevoked session; undefined otherwise. */
export async function findLiveSessionAdmin(
  db: Database,
  tokenHash: string,
): Promise<AdminPrincipal | undefined> {
  const [row] = await db
    .select({
      id: adminAccounts.id,
      name: adminAccounts.name,
      role: adminAccounts.role,
      email: adminAccounts.email,
    })
    .from(adminSessions)
    .innerJoin(adminAccounts, eq(adminAccounts.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, sql`now()`),
      ),
    );
  return row;
}

export async function revokeSession(db: Database, tokenHash: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(adminSessions.tokenHash, tokenHash), isNull(adminSessions.revokedAt)));
}

/** Expired and revoked sessions are kept a day (for a look at recent sign-ins), then dropped. */
export async function deleteOldSessions(db: Database): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      sql`coalesce(${adminSessions.revokedAt}, ${adminSessions.expiresAt}) < now() - interval '1 day'`,
    );
}

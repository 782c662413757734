import type { SystemErrorType } from '@appforge/shared/contracts/admin';
import { and, countDistinct, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { systemErrors, systemErrorUsers } from '../../db/schema';

export type SystemErrorStatus = (typeof systemErrors.$inferSelect)['status'];

/**
 * Adds one occurrence to the group of (type, message), creating it on the first one. A new
 * occurrence of a resolved group reopens it as new; an investigated one stays under investigation.
 */
export async function upsertSystemErrorGroup(
  db: Database,
  occurrence: { type: SystemErrorType; message: string },
): Promise<string> {
  const [row] = await db
    .insert(systemErrors)
    .values({ ...occurrence, fingerprint: sql`md5(${occurrence.message})` })
    .onConflictDoUpdate({
      target: [systemErrors.type, systemErrors.fingerprint],
      set: {
        count: sql`${systemErrors.count} + 1`,
        lastOccurred: sql`now()`,
        status: sql`case when ${systemErrors.status} = 'resolved' then 'new' else ${systemErrors.status} end`,
      },
    })
    .returning({ id: systemErrors.id });
  if (!row) throw new Error('Upserting a system error returned no row.');
  return row.id;
}

export async function addAffectedUser(db: Database, errorId: string, userId: string) {
  await db.insert(systemErrorUsers).values({ errorId, userId }).onConflictDoNothing();
}

const { fingerprint: _fingerprint, ...groupColumns } = getTableColumns(systemErrors);
const withAffectedUsers = {
  ...groupColumns,
  affectedUsers: countDistinct(systemErrorUsers.userId),
};

export type SystemErrorRow = Omit<typeof systemErrors.$inferSelect, 'fingerprint'> & {
  affectedUsers: number;
};

function selectGroups(db: Database) {
  return db
    .select(withAffectedUsers)
    .from(systemErrors)
    .leftJoin(systemErrorUsers, eq(systemErrorUsers.errorId, systemErrors.id))
    .groupBy(systemErrors.id);
}

/** The most recently seen groups first. */
export function listSystemErrors(db: Database, limit: number): Promise<SystemErrorRow[]> {
  return selectGroups(db)
    .orderBy(desc(systemErrors.lastOccurred), desc(systemErrors.id))
    .limit(limit);
}

export async function findSystemError(
  db: Database,
  id: string,
): Promise<SystemErrorRow | undefined> {
  const [row] = await selectGroups(db).where(eq(systemErrors.id, id));
  return row;
}

/** Moves the group from `from` to `to`; false when it is not (or no longer) in `from`. */
export async function transitionSystemError(
  db: Database,
  id: string,
  from: SystemErrorStatus,
  to: SystemErrorStatus,
): Promise<boolean> {
  const rows = await db
    .update(systemErrors)
    .set({ status: to })
    .where(and(eq(systemErrors.id, id), eq(systemErrors.status, from)))
    .returning({ id: systemErrors.id });
  return rows.length > 0;
}

export async function countUnresolvedSystemErrors(db: Database): Promise<number> {
  return db.$count(systemErrors, ne(systemErrors.status, 'resolved'));
}

import type { SystemErrorType } from '@appforge/shared/contracts/admin';
import type { Database } from '../../db/client';
import { addAffectedUser, upsertSystemErrorGroup } from './system-errors.repository';

const MAX_MESSAGE_LENGTH = 500;

export interface SystemErrorOccurrence {
  type: SystemErrorType;
  message: string;
  /** The user who met the error, when there is one; counted once per group. */
  userId?: string | null;
}

/**
 * Records one occurrence of a platform error into its group (same type and message) for the
 * admin dashboard. Throws when the database does; callers on a failure path catch and log.
 */
export async function captureSystemError(
  db: Database,
  occurrence: SystemErrorOccurrence,
): Promise<void> {
  const message = occurrence.message.trim().slice(0, MAX_MESSAGE_LENGTH) || 'Unknown error';
  await db.transaction(async (tx) => {
    const errorId = await upsertSystemErrorGroup(tx, { type: occurrence.type, message });
    if (occurrence.userId) await addAffectedUser(tx, errorId, occurrence.userId);
  });
}

import type { SessionUser } from '@appforge/shared/contracts/session';
import type { Database } from '../../db/client';
import { findUserById, insertAnonymousUser, type UserRow } from './users.repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Users seen recently, so a request with a valid cookie costs no query. */
const KNOWN_USERS_LIMIT = 10_000;

export function presentUser(row: UserRow): SessionUser {
  return { id: row.id, displayName: row.displayName, createdAt: row.createdAt.toISOString() };
}

export function createSessionService(db: Database) {
  const known = new Map<string, SessionUser>();

  function remember(user: SessionUser) {
    if (known.size >= KNOWN_USERS_LIMIT) {
      const oldest = known.keys().next().value;
      if (oldest !== undefined) known.delete(oldest);
    }
    known.set(user.id, user);
    return user;
  }

  return {
    /**
     * The user behind a (verified) cookie value, or a new anonymous user when there is none or it
     * names a user this database does not know (e.g. after the data directory was reset).
     */
    async resolve(cookieUserId: string | null): Promise<{ user: SessionUser; isNew: boolean }> {
      if (cookieUserId && UUID_PATTERN.test(cookieUserId)) {
        const cached = known.get(cookieUserId);
        if (cached) return { user: cached, isNew: false };
        const row = await findUserById(db, cookieUserId);
        if (row) return { user: remember(presentUser(row)), isNew: false };
      }
      return { user: remember(presentUser(await insertAnonymousUser(db))), isNew: true };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@appforge/shared/contracts/session';
import type { Database } from '../../db/client';
import { insertAnonymousUser, touchUser, type UserRow } from './users.repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Users seen recently, so a request with a valid cookie costs no query. */
const KNOWN_USERS_LIMIT = 10_000;
/**
 * How often a user's last visit is written. Far below the shortest retention (one day), so a user
 * this process touched within the interval cannot have been deleted meanwhile by any process.
 */
export const LAST_SEEN_REFRESH_MS = 60 * 60 * 1000;

export function presentUser(row: UserRow): SessionUser {
  return { id: row.id, displayName: row.displayName, createdAt: row.createdAt.toISOString() };
}

/** Who a reader without a user is: an identity of its own that no row references. */
export function guestUser(): SessionUser {
  return { id: randomUUID(), displayName: null, createdAt: new Date().toISOString() };
}

export interface ResolvedUser {
  user: SessionUser;
  /** The user was stored by this call: the caller sends the session cookie. */
  isNew: boolean;
}

export function createSessionService(db: Database, now: () => number = Date.now) {
  const known = new Map<string, { user: SessionUser; touchedAt: number }>();

  function remember(row: UserRow, touchedAt: number): SessionUser {
    const user = presentUser(row);
    known.delete(user.id);
    if (known.size >= KNOWN_USERS_LIMIT) {
      const oldest = known.keys().next().value;
      if (oldest !== undefined) known.delete(oldest);
    }
    known.set(user.id, { user, touchedAt });
    return user;
  }

  return {
    /**
     * The user behind a (verified) cookie value, marking the visit at most once per
     * LAST_SEEN_REFRESH_MS. Without one, `create` stores a user: the one the cookie names when
     * its row is gone (deleted for inactivity, or a reset database), else a new one; without
     * `create` the answer is null and nothing is written.
     */
    async resolve(cookieUserId: string | null, create: boolean): Promise<ResolvedUser | null> {
      const id = cookieUserId && UUID_PATTERN.test(cookieUserId) ? cookieUserId : null;
      if (id) {
        const cached = known.get(id);
        if (cached && now() - cached.touchedAt < LAST_SEEN_REFRESH_MS) {
          return { user: cached.user, isNew: false };
        }
        const touchedAt = now();
        const row = await touchUser(db, id);
        if (row) return { user: remember(row, touchedAt), isNew: false };
        known.delete(id);
      }
      if (!create) return null;
      const touchedAt = now();
      return {
        user: remember(await insertAnonymousUser(db, id ?? undefined), touchedAt),
        isNew: true,
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type {
  AdminLoginBody,
  AdminLoginHint,
  AdminLoginResponse,
} from '@appforge/shared/contracts/admin';
import type { AdminConfig } from '../../config';
import type { Database } from '../../db/client';
import { findAccountByEmail, findGeneratedAccount } from './admin-accounts.repository';
import { insertAuditEntry } from './admin-audit.repository';
import {
  deleteOldSessions,
  insertSession,
  revokeSession,
  type AdminPrincipal,
} from './admin-sessions.repository';
import {
  clearFailures,
  deleteStaleFailures,
  lockKey,
  recordFailure,
  secondsLocked,
} from './admin-throttle.repository';
import { hashSessionToken, newSessionToken } from './admin-token';
import { presentAdmin } from './admin.presenter';

export interface LoginRejection {
  status: 401 | 429;
  /** Seconds for the Retry-After header of a 429. */
  retryAfterSeconds?: number;
  body: { success: false; error: string; message: string };
}

export type LoginOutcome =
  { ok: true; response: AdminLoginResponse } | { ok: false; rejection: LoginRejection };

const invalidCredentials: LoginRejection = {
  status: 401,
  body: { success: false, error: 'invalid_credentials', message: 'Invalid email or password.' },
};

function tooManyAttempts(seconds: number): LoginRejection {
  const minutes = Math.ceil(seconds / 60);
  return {
    status: 429,
    retryAfterSeconds: seconds,
    body: {
      success: false,
      error: 'too_many_attempts',
      message: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    },
  };
}

/**
 * Verified against when the email is unknown, so an answer takes as long for an unknown email
 * as for a wrong password and timing does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
const hashForUnknownEmail = () => (dummyHash ??= hash(randomBytes(16).toString('hex')));

export function createAdminAuthService(db: Database, settings: AdminConfig) {
  async function recordFailedLogin(keys: string[]) {
    for (const key of keys) {
      const failures = await recordFailure(db, key, settings.failureWindowMs);
      if (failures >= settings.maxFailures) await lockKey(db, key, settings.lockoutMs);
    }
  }

  return {
    /** Throttled per client address and per email: a lockout answers before any password check. */
    async login(body: AdminLoginBody, address: string): Promise<LoginOutcome> {
      const email = body.email.toLowerCase();
      const emailKey = `email:${email}`;
      const keys = [`ip:${address}`, emailKey];
      const lockedFor = await secondsLocked(db, keys);
      if (lockedFor > 0) return { ok: false, rejection: tooManyAttempts(lockedFor) };

      const account = await findAccountByEmail(db, email);
      const passwordMatches = await verify(
        account?.passwordHash ?? (await hashForUnknownEmail()),
        body.password,
      );
      if (!account || !passwordMatches) {
        await recordFailedLogin(keys);
        return { ok: false, rejection: invalidCredentials };
      }

      const token = newSessionToken();
      const { expiresAt } = await db.transaction(async (tx) => {
        await clearFailures(tx, emailKey);
        await insertAuditEntry(tx, {
          admin: account,
          action: 'admin.login',
          target: `admin:${account.id}`,
          summary: `${account.name} signed in`,
        });
        return insertSession(tx, {
          tokenHash: hashSessionToken(token),
          adminId: account.id,
          ttlMs: settings.sessionTtlMs,
        });
      });
      await deleteOldSessions(db);
      await deleteStaleFailures(db, settings.failureWindowMs);
      return {
        ok: true,
        response: {
          success: true,
          token,
          admin: presentAdmin(account),
          message: `Welcome back, ${account.name}!`,
          expiresAt: expiresAt.toISOString(),
        },
      };
    },

    async logout(admin: AdminPrincipal, token: string): Promise<void> {
      await db.transaction(async (tx) => {
        await revokeSession(tx, hashSessionToken(token));
        await insertAuditEntry(tx, {
          admin,
          action: 'admin.logout',
          target: `admin:${admin.id}`,
          summary: `${admin.name} signed out`,
        });
      });
    },

    /** Whether the generated first-start account is the way in; never its password. */
    async hint(): Promise<AdminLoginHint> {
      const generated = await findGeneratedAccount(db);
      return { generatedCredentials: Boolean(generated), email: generated?.email ?? null };
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;

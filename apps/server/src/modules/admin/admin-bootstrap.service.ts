import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { AdminConfig } from '../../config';
import type { Database } from '../../db/client';
import {
  deleteGeneratedAccounts,
  findAccountByEmail,
  hasAnyAccount,
  insertAccountIfAbsent,
  updateAccountPassword,
} from './admin-accounts.repository';

export const GENERATED_ADMIN_EMAIL = 'admin@appforge.local';
const GENERATED_PASSWORD_LENGTH = 24;
/** No look-alike characters (0/O, 1/l/I), so the password can be typed from a log. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export interface BootstrapLog {
  info(message: string): void;
  warn(message: string): void;
}

function generatePassword() {
  return Array.from(
    { length: GENERATED_PASSWORD_LENGTH },
    () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
  ).join('');
}

/** ADMIN_EMAIL / ADMIN_PASSWORD win: that account exists with that password, and no generated one. */
async function ensureConfiguredAdmin(
  db: Database,
  email: string,
  password: string,
  log: BootstrapLog,
) {
  const existing = await findAccountByEmail(db, email);
  if (!existing) {
    const created = await insertAccountIfAbsent(db, {
      email,
      passwordHash: await hash(password),
      generated: false,
    });
    if (created) log.info(`Created the admin account ${email} from ADMIN_EMAIL.`);
  } else if (existing.generated || !(await verify(existing.passwordHash, password))) {
    await updateAccountPassword(db, existing.id, await hash(password));
    log.info(`Set the password of the admin account ${email} from ADMIN_PASSWORD.`);
  }
  await deleteGeneratedAccounts(db);
}

/**
 * Makes sure an administrator can sign in. Without ADMIN_EMAIL / ADMIN_PASSWORD, the first start
 * creates an account with a random password and logs it once; there is never a fixed default.
 * Several processes may start at once on one PostgreSQL: only the one whose insert wins logs.
 */
export async function bootstrapAdmin(db: Database, settings: AdminConfig, log: BootstrapLog) {
  if (settings.email && settings.password) {
    await ensureConfiguredAdmin(db, settings.email, settings.password, log);
    return;
  }
  if (await hasAnyAccount(db)) return;
  const password = generatePassword();
  const created = await insertAccountIfAbsent(db, {
    email: GENERATED_ADMIN_EMAIL,
    passwordHash: await hash(password),
    generated: true,
  });
  if (created) {
    log.warn(
      `Generated an admin account: email ${GENERATED_ADMIN_EMAIL}, password ${password} ` +
        '(shown once, never again; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own).',
    );
  }
}

import {
  ADMIN_TOKEN_KEY,
  ADMIN_USER_KEY,
  adminSchema,
  type Admin,
} from '@appforge/shared/contracts/admin';

/** spec 02 §6: the token and the admin record live in local storage, under the contract's keys. */
export function saveAdminSession(token: string, admin: Admin) {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
  localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(admin));
}

export function readAdminToken(): string | null {
  const token = localStorage.getItem(ADMIN_TOKEN_KEY);
  return token ? token : null;
}

/** The stored record, or null when it is missing or was edited into something else. */
export function readAdminUser(): Admin | null {
  const stored = localStorage.getItem(ADMIN_USER_KEY);
  if (!stored) return null;
  try {
    const parsed = adminSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** spec 02 §4: logout removes both. */
export function clearAdminSession() {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  localStorage.removeItem(ADMIN_USER_KEY);
}

import {
  ADMIN_DEFAULT_NAME,
  ADMIN_DEFAULT_ROLE,
  type Admin,
} from '@appforge/shared/contracts/admin';

/** spec 02 §2: the header's name and role, with the defaults when the record lacks them. */
export function adminIdentity(admin: Admin | null): { name: string; role: string } {
  return {
    name: admin?.name.trim() || ADMIN_DEFAULT_NAME,
    role: admin?.role.trim() || ADMIN_DEFAULT_ROLE,
  };
}

/** Up to two initials for the avatar: "Ada Lovelace" → "AL". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
const BEARER_PATTERN = /^Bearer ([\w-]{16,512})$/i;

/** An opaque, unguessable session token (32 random bytes, base64url). */
export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Only this digest is stored, so a leaked sessions table does not sign anyone in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header; null when missing or malformed. */
export function bearerTokenFrom(header: string | undefined): string | null {
  return header?.trim().match(BEARER_PATTERN)?.[1] ?? null;
}

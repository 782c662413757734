import { httpStatusOf, serverMessageOf } from '@/lib/api-error';

export const LOGIN_REJECTED = 'Invalid credentials';
export const LOGIN_FAILED = 'Login failed. Please try again.';

/**
 * spec 02 §8: a rejected login shows the server's message or 'Invalid credentials'; a network error
 * (no answer at all) or a server fault without a message shows 'Login failed. Please try again.'.
 */
export function loginErrorMessage(error: unknown): string {
  const status = httpStatusOf(error);
  if (status === null) return LOGIN_FAILED;
  return serverMessageOf(error) ?? (status >= 500 ? LOGIN_FAILED : LOGIN_REJECTED);
}

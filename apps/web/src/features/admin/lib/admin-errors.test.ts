import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED, LOGIN_REJECTED, loginErrorMessage } from './admin-errors';

const apiError = (status: number, body: string) => new Error(`${status}: ${body}`);

describe('the login banner', () => {
  it("shows the server's message for a rejection or a rate limit", () => {
    const rejected = apiError(
      401,
      '{"success":false,"error":"invalid_credentials","message":"Wrong email or password"}',
    );
    expect(loginErrorMessage(rejected)).toBe('Wrong email or password');
    const limited = apiError(429, '{"error":"rate_limited","message":"Too many attempts"}');
    expect(loginErrorMessage(limited)).toBe('Too many attempts');
  });

  it("falls back to 'Invalid credentials' for a rejection without a message", () => {
    expect(loginErrorMessage(apiError(401, 'Unauthorized'))).toBe(LOGIN_REJECTED);
  });

  it("says 'Login failed. Please try again.' when no answer came or the server failed", () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(LOGIN_FAILED);
    expect(loginErrorMessage(apiError(503, 'Service Unavailable'))).toBe(LOGIN_FAILED);
  });
});

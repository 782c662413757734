import { describe, expect, it } from 'vitest';
import {
  httpStatusOf,
  describeFailure,
  isUnauthorized,
  LOGIN_FAILED,
  LOGIN_REJECTED,
  loginErrorMessage,
  serverMessageOf,
} from './admin-errors';

const apiError = (status: number, body: string) => new Error(`${status}: ${body}`);

describe('reading an API error back', () => {
  it('finds the status of an api-client error and nothing in other errors', () => {
    expect(httpStatusOf(apiError(409, '{"error":"conflict"}'))).toBe(409);
    expect(isUnauthorized(apiError(401, 'Unauthorized'))).toBe(true);
    expect(isUnauthorized(apiError(403, 'Forbidden'))).toBe(false);
    expect(httpStatusOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(httpStatusOf('401: not an Error')).toBeNull();
  });

  it("takes the server's message from a JSON body, and nothing from other bodies", () => {
    expect(serverMessageOf(apiError(404, '{"error":"not_found","message":"No such ticket"}'))).toBe(
      'No such ticket',
    );
    expect(serverMessageOf(apiError(502, 'Bad Gateway'))).toBeNull();
    expect(serverMessageOf(apiError(400, '{"error":"x","message":"  "}'))).toBeNull();
    expect(serverMessageOf(apiError(400, '["message"]'))).toBeNull();
  });
});

describe('describeFailure', () => {
  it("gives the server's reason, the status, or that there was no answer", () => {
    expect(describeFailure(apiError(409, '{"error":"conflict","message":"Already blocked"}'))).toBe(
      'Already blocked',
    );
    expect(describeFailure(apiError(500, 'Internal Server Error'))).toBe(
      'The server answered with status 500.',
    );
    expect(describeFailure(new TypeError('Failed to fetch'))).toBe(
      'The server could not be reached.',
    );
  });
});

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

import { describe, expect, it } from 'vitest';
import {
  describeFailure,
  httpStatusOf,
  isUnauthorized,
  serverErrorCodeOf,
  serverMessageOf,
} from './api-error';

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

  it("takes the server's error code from a JSON body, and nothing from other bodies", () => {
    expect(serverErrorCodeOf(apiError(409, '{"error":"no_project","message":"x"}'))).toBe(
      'no_project',
    );
    expect(serverErrorCodeOf(apiError(409, '{"message":"no code"}'))).toBeNull();
    expect(serverErrorCodeOf(apiError(502, 'Bad Gateway'))).toBeNull();
    expect(serverErrorCodeOf(new TypeError('Failed to fetch'))).toBeNull();
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

/*
 * `@/lib/api-client` throws `Error("<status>: <body text>")` for a non-OK answer (spec 01 §8), and
 * the server answers `{ error, message }`: these read the status and the message back.
 */

const API_ERROR = /^(\d{3}): ([\s\S]*)$/;

export function httpStatusOf(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = API_ERROR.exec(error.message);
  return match ? Number(match[1]) : null;
}

export const isUnauthorized = (error: unknown) => httpStatusOf(error) === 401;

/** A string field of the answer's JSON body (`error`, `message`), when it carried one. */
function bodyFieldOf(error: unknown, field: 'error' | 'message'): string | null {
  if (!(error instanceof Error)) return null;
  const body = API_ERROR.exec(error.message)?.[2];
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !(field in parsed)) return null;
    const value: unknown = (parsed as Record<string, unknown>)[field];
    return typeof value === 'string' && value.trim() ? value : null;
  } catch {
    return null;
  }
}

/** The server's `message` sentence, when the answer carried one. */
export const serverMessageOf = (error: unknown): string | null => bodyFieldOf(error, 'message');

/** The server's `error` code (`no_project`, `not_found`…), when the answer carried one. */
export const serverErrorCodeOf = (error: unknown): string | null => bodyFieldOf(error, 'error');

/** A line for an inline ErrorState: the server's reason, else what is known of the failure. */
export function describeFailure(error: unknown): string {
  const status = httpStatusOf(error);
  if (status === null) return 'The server could not be reached.';
  return serverMessageOf(error) ?? `The server answered with status ${status}.`;
}

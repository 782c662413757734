import type { RuntimeErrorReport } from '@appforge/shared/contracts/builder';

/** runtimeErrorReportSchema's limit on `message`. */
export const REPORT_MAX_LENGTH = 2000;
/** Distinct reports remembered in one page load; past it the oldest are forgotten. */
const REMEMBERED = 500;

export interface RuntimeErrorOccurrence extends RuntimeErrorReport {
  projectId: string;
  version: number;
}

/** An error's text as the server takes it: trimmed, cut to the limit; null when nothing is left. */
export function reportableMessage(text: string): string | null {
  const message = text.trim();
  if (!message) return null;
  return message.length > REPORT_MAX_LENGTH
    ? `${message.slice(0, REPORT_MAX_LENGTH - 1)}…`
    : message;
}

/**
 * Remembers what was reported: the returned function says true the first time it sees a message
 * for a project version and platform, false after, so an error thrown on every render or after
 * each reload of the frame reaches the server once.
 */
export function createReportDedupe(limit: number = REMEMBERED) {
  const seen = new Set<string>();
  return ({ projectId, version, platform, message }: RuntimeErrorOccurrence) => {
    const key = JSON.stringify([projectId, version, platform, message]);
    if (seen.has(key)) return false;
    seen.add(key);
    if (seen.size > limit) seen.delete(seen.values().next().value!);
    return true;
  };
}

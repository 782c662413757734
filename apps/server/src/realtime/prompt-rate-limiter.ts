/** spec'd limit: at most this many prompts per user in any one-minute window. */
export const PROMPTS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;

/** A sliding one-minute window per user, in this process. */
export function createPromptRateLimiter(limit = PROMPTS_PER_MINUTE, now: () => number = Date.now) {
  const sent = new Map<string, number[]>();
  return {
    allow(userId: string): boolean {
      const cutoff = now() - WINDOW_MS;
      const recent = (sent.get(userId) ?? []).filter((time) => time > cutoff);
      if (recent.length >= limit) {
        sent.set(userId, recent);
        return false;
      }
      recent.push(now());
      sent.set(userId, recent);
      return true;
    },
  };
}

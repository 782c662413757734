/** The first try to reconnect after a drop waits about 0.5 s, the next about 1 s … */
export const RECONNECT_BASE_MS = 500;
/** … and no try waits longer than this, so a restarted server is found within it. */
export const RECONNECT_MAX_MS = 2_000;

/**
 * How long to wait before reconnect try number `attempt` (0 for the first after a drop):
 * doubling up to the cap, then jittered down to half of it, so the sockets a server restart
 * dropped do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random) {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}

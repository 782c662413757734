import { createServer } from 'node:net';

/** Why the configured address cannot be listened on, as one line a person can act on. */
const REASONS: Record<string, (host: string, port: number) => string> = {
  EADDRINUSE: (host, port) =>
    `port ${port} is already in use on ${host} — stop the other server or set PORT.`,
  EACCES: (host, port) =>
    `port ${port} on ${host} needs privileges this process does not have — use a port above 1023 or set PORT.`,
  EADDRNOTAVAIL: (host) => `${host} is not an address of this machine — set HOST.`,
};

export class PortUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PortUnavailableError';
  }
}

/**
 * Binds the address and lets it go again, so a port another process holds is reported before
 * the database is opened and migrated and the workers start, not as a raw EADDRINUSE once all
 * of that has run. PORT=0 asks for any free port, which cannot be taken, so it is not checked.
 */
export async function ensurePortIsFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code ? REASONS[error.code] : undefined;
      reject(reason ? new PortUnavailableError(reason(host, port)) : error);
    });
    probe.listen({ port, host }, () => probe.close(() => resolve()));
  });
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { addMediaRequests } from './media-files.repository';

/** How often counted requests are written; a crash loses at most this long of the count. */
export const REQUEST_COUNT_FLUSH_MS = 2000;

/**
 * Requests served (files, thumbnails, copies), counted per person and day in memory and written
 * together every couple of seconds, so serving a file waits for no write. `pendingSince` lets
 * the stats include what is not written yet.
 */
export function createMediaRequestCounter(db: Database, flushEveryMs = REQUEST_COUNT_FLUSH_MS) {
  const pending = new Map<string, { userId: string; day: string; count: number }>();
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    writing = writing.then(async () => {
      const batch = [...pending.values()];
      pending.clear();
      for (const entry of batch) {
        try {
          await addMediaRequests(db, entry.userId, entry.day, entry.count);
        } catch {
          const again = pending.get(`${entry.userId}|${entry.day}`);
          pending.set(`${entry.userId}|${entry.day}`, {
            ...entry,
            count: entry.count + (again?.count ?? 0),
          });
        }
      }
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    count(userId: string, day: string): void {
      const key = `${userId}|${day}`;
      const entry = pending.get(key) ?? { userId, day, count: 0 };
      pending.set(key, { ...entry, count: entry.count + 1 });
    },
    /** Requests counted but not written yet, on `since` (YYYY-MM-DD) and after. */
    pendingSince(userId: string, since: string): number {
      let total = 0;
      for (const entry of pending.values())
        if (entry.userId === userId && entry.day >= since) total += entry.count;
      return total;
    },
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type MediaRequestCounter = ReturnType<typeof createMediaRequestCounter>;

declare module 'fastify' {
  interface FastifyInstance {
    mediaRequests: MediaRequestCounter;
  }
}

/** One counter for every media route of the process; written out when the server closes. */
export const mediaRequestsPlugin = fp(
  async (app: FastifyInstance) => {
    const counter = createMediaRequestCounter(app.db);
    app.decorate('mediaRequests', counter);
    app.addHook('onClose', () => counter.close());
  },
  { name: 'media-requests', dependencies: ['db'] },
);

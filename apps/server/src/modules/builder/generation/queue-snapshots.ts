import type { QueueSnapshot, QueueStats } from '@appforge/shared/contracts/builder';
import type { Database } from '../../../db/client';
import type { EventBus } from '../../../realtime/event-bus';
import { queueStats, userQueueItems } from './generation-queue.repository';

/**
 * Queue snapshots: `fresh` reads everything now (REST); `shared` reuses the global stats between
 * sockets until the bus reports the next queue change, since every status change announces itself
 * with `queue_changed`. A user's own items are always read fresh.
 */
export function createQueueSnapshots(db: Database, bus: EventBus, workers: number) {
  let changes = 0;
  let cached: { changes: number; stats: Promise<QueueStats> } | null = null;
  const unsubscribe = bus.subscribe((event) => {
    if (event.kind === 'queue_changed') changes += 1;
  });

  const sharedStats = () => {
    if (cached?.changes !== changes) {
      const entry = { changes, stats: queueStats(db, workers) };
      entry.stats.catch(() => {
        if (cached === entry) cached = null;
      });
      cached = entry;
    }
    return cached.stats;
  };
  const snapshotWith = async (userId: string, stats: QueueStats): Promise<QueueSnapshot> => ({
    stats,
    userItems: await userQueueItems(db, userId, stats, workers),
  });

  return {
    fresh: async (userId: string) => snapshotWith(userId, await queueStats(db, workers)),
    shared: async (userId: string) => snapshotWith(userId, await sharedStats()),
    close: unsubscribe,
  };
}

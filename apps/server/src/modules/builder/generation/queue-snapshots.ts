import type { QueueSnapshot, QueueStats } from '@appforge/shared/contracts/builder';
import type { Database } from '../../../db/client';
import type { EventBus } from '../../../realtime/event-bus';
import { queueItemsOf, queueStats } from './queue-reads.repository';

/**
 * Queue snapshots: `fresh` reads everything now (REST); `shared` reuses the global stats between
 * sockets until the bus reports the next queue change, since every status change announces itself
 * with `queue_changed`, and reads the items of every user it is asked for in one statement.
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
  const snapshotsOf = async (userIds: string[], stats: QueueStats) => {
    const items = await queueItemsOf(db, userIds, stats, workers);
    return new Map(
      userIds.map((userId): [string, QueueSnapshot] => [
        userId,
        { stats, userItems: items.get(userId) ?? [] },
      ]),
    );
  };

  return {
    fresh: async (userId: string): Promise<QueueSnapshot> => {
      const stats = await queueStats(db, workers);
      const items = await queueItemsOf(db, [userId], stats, workers);
      return { stats, userItems: items.get(userId) ?? [] };
    },
    shared: async (userIds: string[]) => snapshotsOf(userIds, await sharedStats()),
    close: unsubscribe,
  };
}

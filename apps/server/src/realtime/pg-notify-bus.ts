import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';
import { Listeners, type BusEvent, type EventBus } from './event-bus';

const CHANNEL = 'appforge_events';

/** NOTIFY payloads must stay under 8000 bytes; a longer message, and code, go as references. */
const PAYLOAD_LIMIT = 7900;

function payloadOf(event: BusEvent) {
  if (event.kind === 'code')
    return JSON.stringify({ kind: event.kind, projectId: event.projectId });
  const payload = JSON.stringify(event);
  if (event.kind !== 'message' || Buffer.byteLength(payload) <= PAYLOAD_LIMIT) return payload;
  return JSON.stringify({
    kind: event.kind,
    projectId: event.projectId,
    messageId: event.messageId,
  });
}

const notify = (db: Database, event: BusEvent) =>
  db.execute(sql`select pg_notify(${CHANNEL}, ${payloadOf(event)})`);

/** Reconnect after 0.1 s, 0.2 s, 0.4 s … at most 5 s apart. */
const RETRY_BASE_MS = 100;
const RETRY_MAX_MS = 5000;

/**
 * Several processes on one PostgreSQL: every event is a NOTIFY, heard by each process (this one
 * included) on its own LISTEN connection. Notifications arrive in commit order, so a job's events
 * keep their order whichever process emitted them. When the server drops the LISTEN connection
 * (a restart, a failover), it is opened again with backoff; events sent while it was down are not
 * heard, and browsers read the current state again when their socket reconnects.
 */
export async function createPgNotifyEventBus(
  databaseUrl: string,
  onError: (error: Error) => void,
): Promise<EventBus> {
  const listeners = new Listeners();
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const listen = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('error', onError);
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      listeners.deliver(JSON.parse(message.payload) as BusEvent);
    });
    next.on('end', () => {
      if (!closed && client === next) reconnect(0);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };
  const reconnect = (attempt: number) => {
    client = undefined;
    retryTimer = setTimeout(
      () => {
        listen().catch((error: unknown) => {
          onError(error as Error);
          if (!closed) reconnect(attempt + 1);
        });
      },
      Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempt),
    );
  };
  await listen();

  return {
    async transaction(db, work) {
      return db.transaction(async (tx) => {
        const emitted: BusEvent[] = [];
        const result = await work(tx as unknown as Database, (event) => emitted.push(event));
        for (const event of emitted) await notify(tx as unknown as Database, event);
        return result;
      });
    },
    async publish(db, events) {
      for (const event of events) await notify(db, event);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await client?.end();
    },
  };
}

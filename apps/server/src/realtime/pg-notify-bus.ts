import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';
import { Listeners, type BusEvent, type EventBus } from './event-bus';

const CHANNEL = 'appforge_events';

/** NOTIFY payloads must stay under 8000 bytes; a longer message is sent as a reference. */
const PAYLOAD_LIMIT = 7900;

function payloadOf(event: BusEvent) {
  const payload = JSON.stringify(event);
  if (event.kind !== 'message' || Buffer.byteLength(payload) <= PAYLOAD_LIMIT) return payload;
  return JSON.stringify({ kind: event.kind, projectId: event.projectId, messageId: event.messageId });
}

const notify = (db: Database, event: BusEvent) => db.execute(sql`select pg_notify(${CHANNEL}, ${payloadOf(event)})`);

/**
 * Several processes on one PostgreSQL: every event is a NOTIFY, heard by each process (this one
 * included) on its own LISTEN connection. Notifications arrive in commit order, so a job's events
 * keep their order whichever process emitted them.
 */
export async function createPgNotifyEventBus(
  databaseUrl: string,
  onError: (error: Error) => void,
): Promise<EventBus> {
  const listeners = new Listeners();
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', onError);
  client.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    listeners.deliver(JSON.parse(message.payload) as BusEvent);
  });
  await client.connect();
  await client.query(`listen ${CHANNEL}`);

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
      await client.end();
    },
  };
}

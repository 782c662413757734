import type { GeneratedCode, Message } from '@appforge/shared/contracts/builder';
import type { ServerEvent } from '@appforge/shared/realtime-events';
import type { Database } from '../db/client';

/**
 * What travels between processes: small events only (PostgreSQL NOTIFY caps payloads at 8000
 * bytes). Code travels as a reference, loaded by the process that delivers it; a message travels
 * whole when it fits, else as a reference too.
 */
export type BusEvent =
  | {
      kind: 'project';
      event: Exclude<ServerEvent, { type: 'chat_message' | 'code_update' | 'error' }>;
    }
  | { kind: 'message'; projectId: string; messageId: string; message?: Message }
  /** `code` travels only on this process's bus; through NOTIFY the project's code is read again. */
  | { kind: 'code'; projectId: string; code?: GeneratedCode }
  | { kind: 'queue_changed'; userIds: string[] }
  | { kind: 'job_enqueued' };

export type Emit = (event: BusEvent) => void;

export interface EventBus {
  /**
   * Runs `work` in a transaction; what it emits is delivered only once the transaction commits,
   * so no process hears of a row it cannot read yet.
   */
  transaction<T>(db: Database, work: (tx: Database, emit: Emit) => Promise<T>): Promise<T>;
  /** Delivers events in the order given, to every process. */
  publish(db: Database, events: BusEvent[]): Promise<void>;
  subscribe(listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

export class Listeners {
  private readonly listeners = new Set<(event: BusEvent) => void>();

  add(listener: (event: BusEvent) => void) {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  deliver(event: BusEvent) {
    this.listeners.forEach((listener) => listener(event));
  }
}

/** One process on the embedded database: events go straight to this process's listeners. */
export function createLocalEventBus(): EventBus {
  const listeners = new Listeners();
  return {
    async transaction(db, work) {
      const emitted: BusEvent[] = [];
      const result = await db.transaction((tx) =>
        work(tx as unknown as Database, (event) => emitted.push(event)),
      );
      emitted.forEach((event) => listeners.deliver(event));
      return result;
    },
    async publish(_db, events) {
      events.forEach((event) => listeners.deliver(event));
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {},
  };
}

import type { QueueSnapshot } from '@appforge/shared/contracts/builder';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createLocalEventBus } from './event-bus';
import { createRealtimeHub } from './hub';

/** A socket that records the types of the frames it is sent. */
function fakeSocket() {
  const types: string[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    send: (frame: Buffer) => types.push((JSON.parse(frame.toString()) as { type: string }).type),
    on: () => socket,
  };
  return { socket: socket as unknown as WebSocket, types };
}

const snapshotOf = (): QueueSnapshot => ({
  stats: {
    total: 0,
    pending: 0,
    processing: 0,
    completed: 0,
    failed: 0,
    averageProcessingTime: 0,
    estimatedWaitTime: 0,
  },
  userItems: [],
});

async function until(check: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('never happened');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the realtime hub', () => {
  it('keeps each socket’s order, and holds back only the sockets a slow read is for', async () => {
    const bus = createLocalEventBus();
    let releaseA = () => {};
    const aRead = new Promise<void>((resolve) => (releaseA = resolve));
    const hub = createRealtimeHub({
      bus,
      log: pino({ level: 'silent' }) as FastifyBaseLogger,
      load: { message: async () => undefined, code: async () => null },
      queueSnapshots: async (userIds) => {
        if (userIds.includes('user-a')) await aRead;
        return new Map(userIds.map((userId) => [userId, snapshotOf()]));
      },
    });
    const a = fakeSocket();
    const b = fakeSocket();
    hub.attach(a.socket, 'user-a', 'project-a');
    hub.attach(b.socket, 'user-b', 'project-b');
    const processing = (projectId: string) => ({
      kind: 'project' as const,
      event: { type: 'prompt_processing' as const, projectId, data: { promptId: 'p' } },
    });

    await bus.publish(null as never, [
      { kind: 'queue_changed', userIds: ['user-a'] },
      processing('project-a'),
      processing('project-b'),
    ]);
    await until(() => b.types.length === 1);
    expect(b.types).toEqual(['prompt_processing']);
    expect(a.types).toEqual([]);

    releaseA();
    await hub.drain();
    expect(a.types).toEqual(['queue_stats', 'prompt_processing']);
    hub.close();
  });

  it('serves every socket due a queue_stats at one moment from one read', async () => {
    const bus = createLocalEventBus();
    const reads: string[][] = [];
    const hub = createRealtimeHub({
      bus,
      log: pino({ level: 'silent' }) as FastifyBaseLogger,
      load: { message: async () => undefined, code: async () => null },
      queueSnapshots: async (userIds) => {
        reads.push(userIds);
        return new Map(userIds.map((userId) => [userId, snapshotOf()]));
      },
    });
    const sockets = ['user-a', 'user-b', 'user-c'].map((userId) => {
      const socket = fakeSocket();
      hub.attach(socket.socket, userId, `project-of-${userId}`);
      return socket;
    });
    await bus.publish(null as never, [
      { kind: 'queue_changed', userIds: ['user-a', 'user-b'] },
      { kind: 'queue_changed', userIds: ['user-c'] },
    ]);
    await until(() => sockets.every((socket) => socket.types.length === 1));
    await hub.drain();
    expect(reads).toEqual([['user-a', 'user-b', 'user-c']]);
    hub.close();
  });
});

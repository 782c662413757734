import type { GeneratedCode, Message, QueueSnapshot } from '@appforge/shared/contracts/builder';
import type { ServerEvent } from '@appforge/shared/realtime-events';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { BusEvent, EventBus } from './event-bus';

/** A socket receives at most one queue_stats per this interval; changes in between are coalesced. */
export const QUEUE_STATS_INTERVAL_MS = 250;
/**
 * Delayed queue_stats are sent on this grid of the clock, so the sockets due within one step share
 * one read of the queue rather than one each.
 */
const QUEUE_STATS_GRID_MS = 50;
/** A socket that has not answered the closing handshake within this is cut off. */
const CLOSE_HANDSHAKE_MS = 1000;

interface Client {
  socket: WebSocket;
  userId: string;
  projectId: string;
  lastStatsAt: number;
  statsTimer: ReturnType<typeof setTimeout> | null;
  /** The socket's frames go out in the order of their events: each waits for the one before. */
  outbox: Promise<void>;
}

/** What events carry by reference, loaded by the builder's services (the hub is transport only). */
export interface HubLoaders {
  message(messageId: string): Promise<Message | undefined>;
  code(projectId: string): Promise<GeneratedCode | null | undefined>;
}

export interface HubDeps {
  load: HubLoaders;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** The queue snapshots of several users, read together. */
  queueSnapshots(userIds: string[]): Promise<Map<string, QueueSnapshot>>;
}

type Frame = Buffer | undefined;

/**
 * This process's sockets, grouped by project and by user, fed from the event bus. Each socket
 * gets its frames in the order of the events; a frame that must first be loaded (a message sent
 * by reference, code, a queue snapshot) holds back only the sockets it is for, so one person's
 * queue_stats never delays another's prompt_enqueued.
 */
export function createRealtimeHub({ load, bus, log, queueSnapshots }: HubDeps) {
  const byProject = new Map<string, Set<Client>>();
  const byUser = new Map<string, Set<Client>>();
  // Set once the server closes its sockets: a socket attached later is closed the same way.
  let closedWith: { code: number; reason: string } | null = null;
  // Frames not yet sent, so `drain` can wait for them.
  const inFlight = new Set<Promise<void>>();

  const sendFrame = (client: Client, frame: Buffer) => {
    if (client.socket.readyState === client.socket.OPEN)
      client.socket.send(frame, { binary: false });
  };
  const frameOf = (event: ServerEvent) => Buffer.from(JSON.stringify(event));

  const queueFrame = (client: Client, frame: Frame | Promise<Frame>) => {
    const sent = client.outbox
      .then(() => frame)
      .then((ready) => ready && sendFrame(client, ready))
      .catch((error: unknown) => log.error({ err: error }, 'realtime delivery failed'));
    client.outbox = sent;
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
  };
  // Serialized (or loaded) once per event, however many sockets watch the project.
  const queueToProject = (projectId: string, frame: Frame | Promise<Frame>) =>
    byProject.get(projectId)?.forEach((client) => queueFrame(client, frame));

  // The sockets due a queue_stats in this turn of the event loop, served from one read of the queue.
  let statsDue: { clients: Set<Client>; read: Promise<Map<string, QueueSnapshot>> } | null = null;
  const queueStatsFor = (client: Client) => {
    client.lastStatsAt = Date.now();
    if (!statsDue) {
      const clients = new Set<Client>();
      const read = new Promise<Map<string, QueueSnapshot>>((resolve) =>
        setImmediate(() => {
          statsDue = null;
          resolve(queueSnapshots([...new Set([...clients].map(({ userId }) => userId))]));
        }),
      );
      statsDue = { clients, read };
    }
    statsDue.clients.add(client);
    queueFrame(
      client,
      statsDue.read.then((snapshots) => {
        const snapshot = snapshots.get(client.userId);
        return snapshot
          ? frameOf({ type: 'queue_stats', projectId: client.projectId, data: snapshot })
          : undefined;
      }),
    );
  };

  /** Queues the socket's queue_stats now, or once its interval ends (on the grid). */
  const scheduleStats = (client: Client) => {
    if (client.statsTimer) return;
    const dueAt = client.lastStatsAt + QUEUE_STATS_INTERVAL_MS;
    if (dueAt <= Date.now()) return queueStatsFor(client);
    const onGrid = Math.ceil(dueAt / QUEUE_STATS_GRID_MS) * QUEUE_STATS_GRID_MS;
    client.statsTimer = setTimeout(() => {
      client.statsTimer = null;
      queueStatsFor(client);
    }, onGrid - Date.now());
  };

  const deliver = (event: BusEvent) => {
    switch (event.kind) {
      case 'project':
        if (byProject.has(event.event.projectId))
          queueToProject(event.event.projectId, frameOf(event.event));
        return;
      case 'message': {
        if (!byProject.has(event.projectId)) return;
        const toFrame = (message: Message | undefined) =>
          message && frameOf({ type: 'chat_message', projectId: event.projectId, data: message });
        queueToProject(
          event.projectId,
          event.message ? toFrame(event.message) : load.message(event.messageId).then(toFrame),
        );
        return;
      }
      case 'code': {
        if (!byProject.has(event.projectId)) return;
        const toFrame = (code: GeneratedCode | null | undefined) =>
          code
            ? frameOf({ type: 'code_update', projectId: event.projectId, data: code })
            : undefined;
        queueToProject(
          event.projectId,
          event.code ? toFrame(event.code) : load.code(event.projectId).then(toFrame),
        );
        return;
      }
      case 'queue_changed':
        for (const userId of event.userIds) byUser.get(userId)?.forEach(scheduleStats);
        return;
      case 'job_enqueued':
        return;
    }
  };

  const unsubscribe = bus.subscribe(deliver);

  const addTo = <K>(map: Map<K, Set<Client>>, key: K, client: Client) => {
    const set = map.get(key) ?? new Set<Client>();
    set.add(client);
    map.set(key, set);
  };
  const removeFrom = <K>(map: Map<K, Set<Client>>, key: K, client: Client) => {
    const set = map.get(key);
    set?.delete(client);
    if (set?.size === 0) map.delete(key);
  };

  const closeSocket = (socket: WebSocket, code: number, reason: string) =>
    new Promise<void>((resolve) => {
      if (socket.readyState === socket.CLOSED) return resolve();
      const cutOff = setTimeout(() => socket.terminate(), CLOSE_HANDSHAKE_MS);
      socket.once('close', () => {
        clearTimeout(cutOff);
        resolve();
      });
      socket.close(code, reason);
    });

  return {
    /** Registers a socket; returns its sender for direct replies (errors). */
    attach(socket: WebSocket, userId: string, projectId: string) {
      if (closedWith) void closeSocket(socket, closedWith.code, closedWith.reason);
      const client: Client = {
        socket,
        userId,
        projectId,
        lastStatsAt: 0,
        statsTimer: null,
        outbox: Promise.resolve(),
      };
      addTo(byProject, projectId, client);
      addTo(byUser, userId, client);
      socket.on('close', () => {
        if (client.statsTimer) clearTimeout(client.statsTimer);
        removeFrom(byProject, projectId, client);
        removeFrom(byUser, userId, client);
      });
      return (event: ServerEvent) => sendFrame(client, frameOf(event));
    },
    connectionCount: () => [...byProject.values()].reduce((total, set) => total + set.size, 0),
    /**
     * Closes every socket with `code` and `reason` (and any attached from now on); resolves once
     * all are closed, the slow ones cut off after CLOSE_HANDSHAKE_MS.
     */
    async closeAll(code: number, reason: string) {
      closedWith ??= { code, reason };
      const sockets = [...byProject.values()].flatMap((set) =>
        [...set].map(({ socket }) => socket),
      );
      await Promise.all(sockets.map((socket) => closeSocket(socket, code, reason)));
    },
    /** Resolves once every event heard so far has been delivered. */
    drain: async () => {
      await Promise.all([...inFlight]);
    },
    close() {
      unsubscribe();
      for (const set of byProject.values())
        set.forEach((client) => client.statsTimer && clearTimeout(client.statsTimer));
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

import type { GeneratedCode, Message, QueueSnapshot } from '@appforge/shared/contracts/builder';
import type { ServerEvent } from '@appforge/shared/realtime-events';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { BusEvent, EventBus } from './event-bus';

/** A socket receives at most one queue_stats per this interval; changes in between are coalesced. */
export const QUEUE_STATS_INTERVAL_MS = 250;

interface Client {
  socket: WebSocket;
  userId: string;
  projectId: string;
  lastStatsAt: number;
  statsTimer: ReturnType<typeof setTimeout> | null;
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
  queueSnapshot(userId: string): Promise<QueueSnapshot>;
}

/** This process's sockets, grouped by project and by user, fed in order from the event bus. */
export function createRealtimeHub({ load, bus, log, queueSnapshot }: HubDeps) {
  const byProject = new Map<string, Set<Client>>();
  const byUser = new Map<string, Set<Client>>();
  // One chain: events that must be loaded first still reach sockets in the order they were emitted.
  let chain: Promise<void> = Promise.resolve();

  const sendFrame = (client: Client, frame: Buffer) => {
    if (client.socket.readyState === client.socket.OPEN)
      client.socket.send(frame, { binary: false });
  };
  const send = (client: Client, event: ServerEvent) =>
    sendFrame(client, Buffer.from(JSON.stringify(event)));
  // Serialized once per event, however many sockets watch the project.
  const sendToProject = (projectId: string, event: ServerEvent) => {
    const clients = byProject.get(projectId);
    if (!clients) return;
    const frame = Buffer.from(JSON.stringify(event));
    clients.forEach((client) => sendFrame(client, frame));
  };

  const sendStats = async (client: Client) => {
    client.lastStatsAt = Date.now();
    const snapshot = await queueSnapshot(client.userId);
    send(client, { type: 'queue_stats', projectId: client.projectId, data: snapshot });
  };

  const enqueueWork = (work: () => Promise<void>) => {
    chain = chain
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, 'realtime delivery failed'));
  };

  const scheduleStats = async (client: Client) => {
    if (client.statsTimer) return;
    const wait = client.lastStatsAt + QUEUE_STATS_INTERVAL_MS - Date.now();
    if (wait <= 0) return sendStats(client);
    client.statsTimer = setTimeout(() => {
      client.statsTimer = null;
      enqueueWork(() => sendStats(client));
    }, wait);
  };

  const deliver = async (event: BusEvent) => {
    switch (event.kind) {
      case 'project':
        return sendToProject(event.event.projectId, event.event);
      case 'message': {
        if (!byProject.has(event.projectId)) return;
        const message = event.message ?? (await load.message(event.messageId));
        if (message)
          sendToProject(event.projectId, {
            type: 'chat_message',
            projectId: event.projectId,
            data: message,
          });
        return;
      }
      case 'code': {
        if (!byProject.has(event.projectId)) return;
        const code = await load.code(event.projectId);
        if (code) {
          sendToProject(event.projectId, {
            type: 'code_update',
            projectId: event.projectId,
            data: code,
          });
        }
        return;
      }
      case 'queue_changed':
        for (const userId of event.userIds) {
          for (const client of byUser.get(userId) ?? []) await scheduleStats(client);
        }
        return;
      case 'job_enqueued':
        return;
    }
  };

  const unsubscribe = bus.subscribe((event) => enqueueWork(() => deliver(event)));

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

  return {
    /** Registers a socket; returns its sender for direct replies (errors). */
    attach(socket: WebSocket, userId: string, projectId: string) {
      const client: Client = { socket, userId, projectId, lastStatsAt: 0, statsTimer: null };
      addTo(byProject, projectId, client);
      addTo(byUser, userId, client);
      socket.on('close', () => {
        if (client.statsTimer) clearTimeout(client.statsTimer);
        removeFrom(byProject, projectId, client);
        removeFrom(byUser, userId, client);
      });
      return (event: ServerEvent) => send(client, event);
    },
    connectionCount: () => [...byProject.values()].reduce((total, set) => total + set.size, 0),
    /** Resolves once every event heard so far has been delivered. */
    drain: () => chain,
    close() {
      unsubscribe();
      for (const set of byProject.values())
        set.forEach((client) => client.statsTimer && clearTimeout(client.statsTimer));
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

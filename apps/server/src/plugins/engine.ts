import type { QueueSnapshot } from '@appforge/shared/contracts/builder';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { specProviderFor } from '../modules/ai/ai.service';
import { createChatService, type ChatService } from '../modules/builder/chat.service';
import {
  createGenerationRunner,
  type Generator,
} from '../modules/builder/generation/generation-runner';
import {
  createGenerationThreads,
  generationThreadCount,
} from '../modules/builder/generation/generation-threads';
import { createQueueSnapshots } from '../modules/builder/generation/queue-snapshots';
import { createWorkerPool } from '../modules/builder/generation/worker-pool';
import {
  createModelEditsService,
  type ModelEditsService,
} from '../modules/builder/model-edits.service';
import { createProjectsService, type ProjectsService } from '../modules/builder/projects.service';
import { createLocalEventBus, type EventBus } from '../realtime/event-bus';
import { createRealtimeHub, type RealtimeHub } from '../realtime/hub';
import { createPgNotifyEventBus } from '../realtime/pg-notify-bus';
import { GENERATION_STOP_DEADLINE_MS, SERVICE_RESTART_CLOSE } from '../shutdown';

export interface EngineOptions {
  config: AppConfig;
  /**
   * The code generator, run on the server's thread; tests pass a slowed or failing one. Without
   * it, `generate()` runs on generation threads (decision 015).
   */
  generator?: Generator;
}

declare module 'fastify' {
  interface FastifyInstance {
    engine: {
      bus: EventBus;
      hub: RealtimeHub;
      chat: ChatService;
      projects: ProjectsService;
      modelEdits: ModelEditsService;
      queueSnapshot(userId: string): Promise<QueueSnapshot>;
      workersRunning(): boolean;
    };
  }
}

/** The builder's services, the generation queue, its workers and the realtime hub that streams their events. */
export const enginePlugin = fp<EngineOptions>(
  async (app, { config, generator }) => {
    const { db } = app;
    // The configured language model understands prompts, or else the built-in generator; either
    // runs on threads of its own, so a generation never holds the thread that answers sockets.
    // The threads start only when used: never, when a generator is supplied.
    const providerLabel = specProviderFor(config.llm).label;
    const threadCount = generator ? 0 : generationThreadCount(config.workers);
    const threads = createGenerationThreads({ llm: config.llm, threads: threadCount });
    if (threadCount > 0)
      app.log.info(
        `prompts are understood by ${providerLabel}, on ${threadCount} generation threads`,
      );
    const bus = config.databaseUrl
      ? await createPgNotifyEventBus(config.databaseUrl, (error) =>
          app.log.error({ err: error }, 'event bus error'),
        )
      : createLocalEventBus();
    const snapshots = createQueueSnapshots(db, bus, config.workers);
    const chat = createChatService({ db, bus, maxPendingPerUser: config.maxPendingPerUser });
    const projects = createProjectsService({ db, bus });
    const modelEdits = createModelEditsService({ db, bus });
    const hub = createRealtimeHub({
      bus,
      log: app.log,
      queueSnapshots: snapshots.shared,
      load: { message: chat.message, code: projects.currentCode },
    });
    const runner = app.metrics.measureGenerations(
      createGenerationRunner({
        db,
        bus,
        generator: generator ?? threads.generator,
        leaseMs: config.generationLeaseMs,
        log: app.log,
      }),
      providerLabel,
    );
    app.metrics.watchSockets(hub.connectionCount);
    const pool = createWorkerPool({
      db,
      bus,
      runner,
      log: app.log,
      workers: config.workers,
      leaseMs: config.generationLeaseMs,
      soleProcess: !config.databaseUrl,
      promptsStored: chat.promptsStored,
    });
    let started = false;

    app.decorate('engine', {
      bus,
      hub,
      chat,
      projects,
      modelEdits,
      queueSnapshot: snapshots.fresh,
      workersRunning: () => started && config.workers > 0,
    });
    app.addHook('onReady', async () => {
      await pool.start();
      started = true;
      // Loaded now rather than by the first prompt; unused threads never hold the process open.
      if (threadCount > 0) void threads.warmUp();
    });
    // Sockets and claiming stop first (browsers reconnect to another process, or to this one
    // restarted, while the jobs in hand finish or go back to the queue); the bus closes last.
    app.addHook('preClose', async () => {
      const socketsClosed = hub.closeAll(SERVICE_RESTART_CLOSE.code, SERVICE_RESTART_CLOSE.reason);
      if (started) await pool.stop({ deadlineMs: GENERATION_STOP_DEADLINE_MS });
      started = false;
      await threads.close();
      await socketsClosed;
      await hub.drain();
      hub.close();
      snapshots.close();
      await bus.close();
    });
  },
  { name: 'engine', dependencies: ['db', 'metrics'] },
);

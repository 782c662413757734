import { generate } from '@appforge/codegen/index';
import type { QueueSnapshot } from '@appforge/shared/contracts/builder';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { specProviderFor } from '../modules/ai/ai.service';
import { createChatService, type ChatService } from '../modules/builder/chat.service';
import {
  createGenerationRunner,
  type Generator,
} from '../modules/builder/generation/generation-runner';
import { createQueueSnapshots } from '../modules/builder/generation/queue-snapshots';
import { createWorkerPool } from '../modules/builder/generation/worker-pool';
import { createProjectsService, type ProjectsService } from '../modules/builder/projects.service';
import { createLocalEventBus, type EventBus } from '../realtime/event-bus';
import { createRealtimeHub, type RealtimeHub } from '../realtime/hub';
import { createPgNotifyEventBus } from '../realtime/pg-notify-bus';

export interface EngineOptions {
  config: AppConfig;
  /** The code generator; tests pass a slowed or failing one. */
  generator?: Generator;
}

declare module 'fastify' {
  interface FastifyInstance {
    engine: {
      bus: EventBus;
      hub: RealtimeHub;
      chat: ChatService;
      projects: ProjectsService;
      queueSnapshot(userId: string): Promise<QueueSnapshot>;
      workersRunning(): boolean;
    };
  }
}

/** The builder's services, the generation queue, its workers and the realtime hub that streams their events. */
export const enginePlugin = fp<EngineOptions>(
  async (app, { config, generator }) => {
    const { db } = app;
    // The configured language model understands prompts, or else the built-in generator.
    const provider = specProviderFor(config.llm);
    const generateApp: Generator =
      generator ?? ((input, options) => generate(input, { ...options, provider }));
    if (!generator) app.log.info(`prompts are understood by ${provider.label}`);
    const bus = config.databaseUrl
      ? await createPgNotifyEventBus(config.databaseUrl, (error) =>
          app.log.error({ err: error }, 'event bus error'),
        )
      : createLocalEventBus();
    const snapshots = createQueueSnapshots(db, bus, config.workers);
    const chat = createChatService({ db, bus, maxPendingPerUser: config.maxPendingPerUser });
    const projects = createProjectsService({ db, bus });
    const hub = createRealtimeHub({
      bus,
      log: app.log,
      queueSnapshot: snapshots.shared,
      load: { message: chat.message, code: projects.currentCode },
    });
    const runner = createGenerationRunner({
      db,
      bus,
      generator: generateApp,
      leaseMs: config.generationLeaseMs,
      log: app.log,
    });
    const pool = createWorkerPool({
      db,
      bus,
      runner,
      log: app.log,
      workers: config.workers,
      leaseMs: config.generationLeaseMs,
      soleProcess: !config.databaseUrl,
    });
    let started = false;

    app.decorate('engine', {
      bus,
      hub,
      chat,
      projects,
      queueSnapshot: snapshots.fresh,
      workersRunning: () => started && config.workers > 0,
    });
    app.addHook('onReady', async () => {
      await pool.start();
      started = true;
    });
    app.addHook('preClose', async () => {
      if (started) await pool.stop();
      started = false;
      await hub.drain();
      hub.close();
      snapshots.close();
      await bus.close();
    });
  },
  { name: 'engine', dependencies: ['db'] },
);

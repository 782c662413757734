import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type {
  GenerationOutcome,
  GenerationRunner,
} from '../modules/builder/generation/generation-runner';
import { countQueuedJobs } from '../modules/builder/generation/queue-reads.repository';
import type { AppBundleResult } from '../modules/builder/preview/app-bundles';
import { HttpError } from './errors';

export interface AppMetrics {
  /** Everything GET /metrics reports: this app's metrics and the process's. */
  registry: Registry;
  /** `runner` with each job measured: its wait in the queue, then its duration and outcome. */
  measureGenerations: (runner: GenerationRunner, provider: string) => GenerationRunner;
  /** The open sockets are counted by `count` at each scrape. */
  watchSockets: (count: () => number) => void;
  /** A preview bundle was asked for; only actual builds are counted, not cache hits. */
  previewBundled: (result: AppBundleResult) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
  interface FastifyContextConfig {
    /**
     * false: the route's requests are not timed. For load balancers' probes and Prometheus's
     * scrapes: machinery rather than traffic, and the cheaper the better.
     */
    requestMetrics?: false;
  }
}

/** Requests are mostly milliseconds; the top buckets catch slow exports and analyses. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Generations and the waits before them run from a second to minutes with a language model. */
const GENERATION_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];
const PREVIEW_BUILD_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A request no route matched: one label however many paths are tried. */
const UNMATCHED_ROUTE = 'unmatched';
const STATUS_CLASSES = ['other', '1xx', '2xx', '3xx', '4xx', '5xx'];
const HTTP_5XX = { kind: 'http_5xx' } as const;
const GENERATION_FAILED = { kind: 'generation_failed' } as const;

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event loop, GC) belong to the process, not to an app:
 * collected once however many apps it builds, as the tests do.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's characters nor its length show in the timing. */
function bearerMatches(authorization: string | undefined, tokenDigest: Buffer): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(sha256(presented), tokenDigest);
}

function createAppMetrics(db: Database, log: FastifyBaseLogger) {
  const own = new Registry();
  const registers = [own];
  const httpDuration = new Histogram({
    name: 'appforge_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const errors = new Counter({
    name: 'appforge_errors_total',
    help: 'Requests answered 5xx (http_5xx) and generations that failed (generation_failed)',
    labelNames: ['kind'] as const,
    registers,
  });
  new Gauge({
    name: 'appforge_generation_queue_jobs',
    help: 'Generation jobs waiting (pending) and running (processing), in the whole database',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      try {
        const { pending, processing } = await countQueuedJobs(db);
        this.set({ state: 'pending' }, pending);
        this.set({ state: 'processing' }, processing);
      } catch (error) {
        // No series rather than stale ones: a gap says the count is unknown.
        this.reset();
        log.warn({ err: error }, 'could not count the generation queue');
      }
    },
  });
  const queueWait = new Histogram({
    name: 'appforge_generation_queue_wait_seconds',
    help: 'Time from a prompt entering the queue to a worker claiming it',
    buckets: GENERATION_BUCKETS,
    registers,
  });
  const generationDuration = new Histogram({
    name: 'appforge_generation_duration_seconds',
    help: 'Generations run by this process, by provider and outcome',
    labelNames: ['provider', 'outcome'] as const,
    buckets: GENERATION_BUCKETS,
    registers,
  });
  let countSockets = () => 0;
  new Gauge({
    name: 'appforge_websocket_connections',
    help: 'Open live sockets on this process',
    registers,
    collect() {
      this.set(countSockets());
    },
  });
  const previewBuilds = new Counter({
    name: 'appforge_preview_builds_total',
    help: 'Preview bundles built (cache hits excluded), by outcome',
    labelNames: ['outcome'] as const,
    registers,
  });
  const previewBuildDuration = new Histogram({
    name: 'appforge_preview_build_duration_seconds',
    help: 'Time to build a preview bundle, by outcome',
    labelNames: ['outcome'] as const,
    buckets: PREVIEW_BUILD_BUCKETS,
    registers,
  });
  // Series that are zero until something happens still show, so rates and alerts see them.
  errors.inc(HTTP_5XX, 0);
  errors.inc(GENERATION_FAILED, 0);
  for (const outcome of ['ok', 'failed']) previewBuilds.inc({ outcome }, 0);

  /** One label object per method, route and status class, built on first use. */
  const labelSets = new Map<string, { method: string; route: string; status_class: string }>();

  const metrics: AppMetrics = {
    registry: Registry.merge([own, processMetrics()]),

    measureGenerations(runner, provider) {
      const run: GenerationRunner['run'] = async (job, ...rest) => {
        if (job.startedAt)
          queueWait.observe((job.startedAt.getTime() - job.createdAt.getTime()) / 1000);
        const started = performance.now();
        // A run that throws leaves its job leased: it returns to the queue when the lease ends.
        let outcome: GenerationOutcome = 'interrupted';
        try {
          outcome = await runner.run(job, ...rest);
          return outcome;
        } finally {
          generationDuration.observe({ provider, outcome }, (performance.now() - started) / 1000);
          if (outcome === 'failed') errors.inc(GENERATION_FAILED);
        }
      };
      // Called from outside only for jobs whose process died: they fail here, not in a run.
      const failJob: GenerationRunner['failJob'] = async (...args) => {
        await runner.failJob(...args);
        errors.inc(GENERATION_FAILED);
      };
      return { ...runner, run, failJob };
    },

    watchSockets(count) {
      countSockets = count;
    },

    previewBundled({ source, build, ms }) {
      if (source === 'cache') return;
      const outcome = build.ok ? 'ok' : 'failed';
      previewBuilds.inc({ outcome });
      previewBuildDuration.observe({ outcome }, ms / 1000);
    },
  };

  function observeRequest(method: string, route: string, statusCode: number, ms: number) {
    const statusClass = STATUS_CLASSES[Math.floor(statusCode / 100)] ?? 'other';
    const key = `${method} ${route} ${statusClass}`;
    let labels = labelSets.get(key);
    if (!labels) {
      labels = { method, route, status_class: statusClass };
      labelSets.set(key, labels);
    }
    httpDuration.observe(labels, ms / 1000);
    if (statusCode >= 500) errors.inc(HTTP_5XX);
  }

  return { metrics, observeRequest };
}

/**
 * Prometheus metrics at GET /metrics, outside /api: no session, no rate limit. With METRICS_TOKEN
 * set the scraper must send it as a bearer token. Every request is timed by its route pattern,
 * never its raw path, so the number of series stays bounded.
 */
export const metricsPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const { metrics, observeRequest } = createAppMetrics(app.db, app.log);
    app.decorate('metrics', metrics);
    // Fastify already times every response (reply.elapsedTime), so one hook at the end suffices.
    app.addHook('onResponse', (request, reply, done) => {
      const { url, config: routeConfig } = request.routeOptions;
      if (routeConfig.requestMetrics !== false)
        observeRequest(request.method, url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime);
      done();
    });

    const tokenDigest = config.metricsToken ? sha256(config.metricsToken) : undefined;
    const scrapeOptions = {
      logLevel: 'warn',
      config: { requestMetrics: false },
      schema: { hide: true },
    } as const;
    app.get('/metrics', scrapeOptions, async (request, reply) => {
      if (tokenDigest && !bearerMatches(request.headers.authorization, tokenDigest)) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(
          401,
          'unauthorized',
          'Send the metrics token as the header Authorization: Bearer <token>.',
        );
      }
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);

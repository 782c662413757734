import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specProviderFor } from '../modules/ai/ai.service';
import { createRecordingGenerator } from '../test/fake-generator';
import { connect, newVisitor, wsUrl } from '../test/live-client';
import { backends, createTestApp, type TestApp } from '../test/test-app';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:\\.|[^"\\])*",?)*)\})? (-?[0-9.e+-]+|[Nn][Aa][Nn]|[+-]Inf)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:\\.|[^"\\])*)"/g;

/** The samples of a Prometheus text exposition; throws on a line neither a sample nor a comment. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = SAMPLE_LINE.exec(line);
    if (!match) throw new Error(`Not a sample line: ${line}`);
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(LABEL)].map(([, key, value]) => [key, value]),
    );
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

async function scrape(app: FastifyInstance, authorization?: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });
  expect(response.statusCode).toBe(200);
  return parseExposition(response.body);
}

/** The value of the one sample named `name` whose labels include `labels`, or undefined. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value;
}

/** Scrapes until `name{labels}` reads `expected`; fails with the last value after `timeoutMs`. */
async function untilValue(
  app: FastifyInstance,
  name: string,
  labels: Record<string, string>,
  expected: number,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  let value: number | undefined;
  while (Date.now() < deadline) {
    value = valueOf(await scrape(app), name, labels);
    if (value === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${name} ${JSON.stringify(labels)} is ${value}, expected ${expected}`);
}

describe.each(backends)('GET /metrics on %s', (backend) => {
  describe('without a token, workers 0', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp(backend);
      testApp.app.get('/test-only/failure', async () => {
        throw new Error('a failure for the metrics test');
      });
    });
    afterAll(() => testApp.close());

    it('answers the Prometheus text format, every line a comment or a sample', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(Registry.PROMETHEUS_CONTENT_TYPE);
      const samples = parseExposition(response.body);
      expect(response.body).toContain('# TYPE appforge_http_request_duration_seconds histogram');
      expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(valueOf(samples, 'appforge_errors_total', { kind: 'generation_failed' })).toBe(0);
    });

    it('times requests by route pattern, unmatched paths under one label', async () => {
      const token = 'no-such-preview-token';
      const page = await testApp.app.inject({ method: 'GET', url: `/preview/${token}/ios` });
      expect(page.statusCode).toBe(404);
      const unknown = await testApp.app.inject({ method: 'GET', url: '/api/no-such-route/42' });
      expect(unknown.statusCode).toBe(404);

      const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
      const samples = parseExposition(response.body);
      const count = (route: string) =>
        valueOf(samples, 'appforge_http_request_duration_seconds_count', {
          method: 'GET',
          route,
          status_class: '4xx',
        });
      expect(count('/preview/:previewToken/:platform')).toBe(1);
      expect(count('unmatched')).toBe(1);
      expect(response.body).not.toContain(token);
      expect(response.body).not.toContain('no-such-route');
    });

    it('leaves health probes and scrapes untimed', async () => {
      expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(
        200,
      );
      await scrape(testApp.app);
      const routes = (await scrape(testApp.app))
        .filter((sample) => sample.name === 'appforge_http_request_duration_seconds_count')
        .map((sample) => sample.labels.route);
      expect(routes.length).toBeGreaterThan(0);
      expect(routes).not.toContain('/api/health');
      expect(routes).not.toContain('/metrics');
    });

    it('counts 5xx answers as errors', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/test-only/failure' });
      expect(response.statusCode).toBe(500);
      const samples = await scrape(testApp.app);
      expect(valueOf(samples, 'appforge_errors_total', { kind: 'http_5xx' })).toBe(1);
      expect(
        valueOf(samples, 'appforge_http_request_duration_seconds_count', {
          route: '/test-only/failure',
          status_class: '5xx',
        }),
      ).toBe(1);
    });

    it('reads the queue depth at scrape time', async () => {
      expect(
        valueOf(await scrape(testApp.app), 'appforge_generation_queue_jobs', { state: 'pending' }),
      ).toBe(0);
      const visitor = await newVisitor(testApp.app);
      const project = await visitor.createProject();
      for (const prompt of ['a todo app', 'now with tags']) {
        const response = await visitor.inject('POST', `/api/projects/${project.id}/generate`, {
          prompt,
        });
        expect(response.statusCode).toBe(202);
      }
      const samples = await scrape(testApp.app);
      expect(valueOf(samples, 'appforge_generation_queue_jobs', { state: 'pending' })).toBe(2);
      expect(valueOf(samples, 'appforge_generation_queue_jobs', { state: 'processing' })).toBe(0);
    });
  });

  describe('with METRICS_TOKEN set', () => {
    const metricsToken = 'a-scraper-token-of-some-length';
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp(backend, { metricsToken });
    });
    afterAll(() => testApp.close());

    it.each([
      ['no Authorization header', undefined],
      ['a wrong token', 'Bearer a-scraper-token-of-some-lengtH'],
      ['the token without the Bearer scheme', metricsToken],
    ])('refuses %s with 401', async (_case, authorization) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
    });

    it('answers the scraper that sends the token', async () => {
      const samples = await scrape(testApp.app, `Bearer ${metricsToken}`);
      expect(valueOf(samples, 'appforge_websocket_connections')).toBe(0);
    });
  });

  describe('with a worker and live sockets', () => {
    const recorder = createRecordingGenerator(0, /^fail/);
    const provider = specProviderFor(null).label;
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp(backend, { workers: 1 }, { generator: recorder.generator });
      await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => testApp.close());

    it('observes each generation with its provider and outcome, and its wait in the queue', async () => {
      const visitor = await newVisitor(testApp.app);
      const project = await visitor.createProject();
      const generate = (prompt: string) =>
        visitor.inject('POST', `/api/projects/${project.id}/generate`, { prompt });
      const durations = 'appforge_generation_duration_seconds_count';

      expect((await generate('a habit tracker')).statusCode).toBe(202);
      await untilValue(testApp.app, durations, { provider, outcome: 'completed' }, 1);
      expect((await generate('fail this one')).statusCode).toBe(202);
      await untilValue(testApp.app, durations, { provider, outcome: 'failed' }, 1);

      const samples = await scrape(testApp.app);
      expect(valueOf(samples, 'appforge_errors_total', { kind: 'generation_failed' })).toBe(1);
      expect(valueOf(samples, 'appforge_generation_queue_wait_seconds_count')).toBe(2);
      expect(valueOf(samples, 'appforge_generation_queue_jobs', { state: 'processing' })).toBe(0);
    });

    it('counts open sockets as they open and close', async () => {
      const visitor = await newVisitor(testApp.app);
      const project = await visitor.createProject();
      const gauge = 'appforge_websocket_connections';
      const first = await connect(wsUrl(testApp.app, project.id), visitor.cookie);
      const second = await connect(wsUrl(testApp.app, project.id), visitor.cookie);
      await untilValue(testApp.app, gauge, {}, 2);
      await first.close();
      await untilValue(testApp.app, gauge, {}, 1);
      await second.close();
      await untilValue(testApp.app, gauge, {}, 0);
    });
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  Message,
  ProjectVersionSummary,
  QueueSnapshot,
} from '@appforge/shared/contracts/builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_STOP_DEADLINE_MS, SERVICE_RESTART_CLOSE, SHUTDOWN_GRACE_MS } from './shutdown';
import { getJson, visitorWithProject } from './test/http-visitor';
import { chatMessage, connect, type LiveClient } from './test/live-client';
import { startServer, type ServerProcess } from './test/server-process';
import { backends, createTestDatabase, type TestDatabase } from './test/test-app';

const PROMPTS = ['Build a task manager app', 'add a notes field', 'make it purple'];

/** Resolves once the server has printed a line matching `pattern` (its own progress signals). */
function untilOutput(server: ServerProcess, pattern: RegExp, timeoutMs = 20_000) {
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!pattern.test(server.output())) return;
      server.child.stdout?.off('data', check);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      server.child.stdout?.off('data', check);
      reject(new Error(`no ${pattern} in:\n${server.output().slice(-2000)}`));
    }, timeoutMs);
    server.child.stdout?.on('data', check);
    check();
  });
}

/** A POST whose headers and first bytes are sent now and the rest of its body on `finish()`. */
function postInTwoParts(url: string, cookie: string, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body));
  const call = request(url, {
    method: 'POST',
    agent: false,
    headers: {
      cookie,
      'content-type': 'application/json',
      'content-length': payload.length,
    },
  });
  const response = new Promise<{ status: number; body: { promptId?: string } }>(
    (resolve, reject) => {
      call.on('response', (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            body: JSON.parse(text) as { promptId?: string },
          }),
        );
      });
      call.on('error', reject);
    },
  );
  // Reported by finish(); a test that fails before that must not leave it unhandled.
  response.catch(() => undefined);
  call.write(payload.subarray(0, 10));
  return {
    finish() {
      call.end(payload.subarray(10));
      return response;
    },
  };
}

const acknowledged = (client: LiveClient) =>
  client.events.flatMap((event) => (event.type === 'prompt_enqueued' ? [event.data.promptId] : []));

async function untilAllFinished(base: string, cookie: string, count: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { userItems } = await getJson<QueueSnapshot>(`${base}/api/queue`, cookie);
    const finished = userItems.filter(
      (item) => item.status === 'completed' || item.status === 'failed',
    );
    if (finished.length === count) return userItems;
    if (Date.now() > deadline)
      throw new Error(`queue: ${userItems.map((item) => item.status).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Longer than the test waits after the restart: a job left processing would not be retried in time. */
const LEASE_MS = 60_000;

// On PostgreSQL a job left processing waits for its lease to run out before another process takes
// it again, so there the prompts completing after the restart show that they were handed back.
describe.each(backends)('SIGTERM while work is in flight (%s)', (backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'appforge-shutdown-'));
  const running: ServerProcess[] = [];
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  const start = async (generatorDelayMs: number) => {
    const server = startServer(dataDir, {
      entry: 'slow-server',
      env: {
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        TEST_GENERATOR_DELAY_MS: String(generatorDelayMs),
        WORKERS: '2',
        GENERATION_LEASE_MS: String(LEASE_MS),
        // At debug level the server logs each request as it arrives: the test waits on that line.
        LOG_LEVEL: 'debug',
      },
    });
    running.push(server);
    return { server, base: `http://127.0.0.1:${await server.listening}` };
  };
  afterAll(async () => {
    running.forEach((server) => server.child.kill('SIGKILL'));
    await Promise.all(running.map((server) => server.exited));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('closes sockets with 1012, finishes the request, hands back generations and loses none', async () => {
    // Each generation outlasts the deadline, so the two running at the signal are handed back.
    const { server, base } = await start(GENERATION_STOP_DEADLINE_MS * 4);
    const visitors = await Promise.all(
      [0, 1, 2].map((index) => visitorWithProject(base, `Shutdown ${index}`)),
    );
    const sockets = await Promise.all(
      visitors.map((visitor) =>
        connect(`${base.replace('http', 'ws')}/ws?projectId=${visitor.projectId}`, visitor.cookie),
      ),
    );
    const closes = sockets.map(
      (client) =>
        new Promise<{ code: number; reason: string }>((resolve) =>
          client.socket.once('close', (code, reason) =>
            resolve({ code, reason: reason.toString() }),
          ),
        ),
    );
    visitors.forEach((visitor, index) =>
      PROMPTS.forEach((prompt) => sockets[index]!.send(chatMessage(visitor.projectId, prompt))),
    );
    await Promise.all(
      sockets.map((client) => client.waitFor(() => acknowledged(client).length === PROMPTS.length)),
    );
    await Promise.any(
      sockets.map((client) => client.waitFor((event) => event.type === 'prompt_processing')),
    );

    const generateUrl = `${base}/api/projects/${visitors[0]!.projectId}/generate`;
    const inFlight = postInTwoParts(generateUrl, visitors[0]!.cookie, {
      prompt: 'add a due date',
    });
    await untilOutput(
      server,
      new RegExp(`${visitors[0]!.projectId}/generate"[^\n]*"msg":"incoming request"`),
    );
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    await untilOutput(server, /shutting down/);
    const accepted = await inFlight.finish();
    expect(accepted.status).toBe(202);

    for (const close of closes)
      expect(await close).toEqual({ code: 1012, reason: SERVICE_RESTART_CLOSE.reason });
    expect(await server.exited).toBe(0);
    expect(performance.now() - signalledAt).toBeLessThan(SHUTDOWN_GRACE_MS);

    // Started again on the same data, every prompt completes exactly once.
    const restarted = await start(0);
    for (const [index, { cookie, projectId }] of visitors.entries()) {
      const promptIds = acknowledged(sockets[index]!);
      if (index === 0) promptIds.push(accepted.body.promptId!);
      const items = await untilAllFinished(restarted.base, cookie, promptIds.length);
      expect(items.map((item) => item.id).sort()).toEqual([...promptIds].sort());
      expect(items.every((item) => item.status === 'completed')).toBe(true);
      const project = `${restarted.base}/api/projects/${projectId}`;
      const messages = await getJson<Message[]>(`${project}/messages`, cookie);
      expect(messages.filter((message) => message.isUser)).toHaveLength(promptIds.length);
      expect(messages.filter((message) => !message.isUser)).toHaveLength(promptIds.length);
      const versions = await getJson<ProjectVersionSummary[]>(`${project}/versions`, cookie);
      expect(versions).toHaveLength(promptIds.length);
    }
    restarted.server.child.kill('SIGTERM');
    expect(await restarted.server.exited).toBe(0);
  }, 120_000);
});

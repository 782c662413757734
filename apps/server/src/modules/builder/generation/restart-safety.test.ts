import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../../test/server-process';
import { INTERRUPTED_MESSAGE } from './generation-queue.repository';

interface QueueItem {
  id: string;
  status: string;
  error: string | null;
}

async function visitorOf(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const session = await fetch(`${base}/api/session`, { method: 'POST' });
  const cookie = session.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { cookie, base };
}

const call = async (port: number, cookie: string, path: string, body?: unknown) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
};

async function waitForItem(
  port: number,
  cookie: string,
  id: string,
  status: string[],
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const queue = (await call(port, cookie, '/api/queue')) as { userItems: QueueItem[] };
    const item = queue.userItems.find((candidate) => candidate.id === id);
    if (item && status.includes(item.status)) return item;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} never reached ${status.join('/')}`);
}

describe('a server killed mid-generation (PGlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'appforge-restart-'));
  const running: ServerProcess[] = [];
  const start = async (delayMs: number) => {
    const server = startServer(dataDir, {
      entry: 'slow-server',
      env: { TEST_GENERATOR_DELAY_MS: String(delayMs), WORKERS: '1' },
    });
    running.push(server);
    return { server, port: await server.listening };
  };
  const kill = async (server: ServerProcess) => {
    server.child.kill('SIGKILL');
    await server.exited;
  };
  afterAll(() => {
    running.forEach((server) => server.child.kill('SIGKILL'));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('retries the job once after a restart, and fails it with a message after a second kill', async () => {
    let { server, port } = await start(10_000);
    const { cookie } = await visitorOf(port);
    const project = (await call(port, cookie, '/api/projects', { name: 'Restart test' })) as {
      id: string;
    };
    const first = (await call(port, cookie, `/api/projects/${project.id}/generate`, {
      prompt: 'survive a crash',
    })) as {
      promptId: string;
    };
    await waitForItem(port, cookie, first.promptId, ['processing']);
    await kill(server);

    ({ server, port } = await start(0));
    const retried = await waitForItem(port, cookie, first.promptId, ['completed', 'failed']);
    expect(retried.status).toBe('completed');
    const messages = (await call(port, cookie, `/api/projects/${project.id}/messages`)) as {
      isUser: boolean;
    }[];
    expect(messages.map((message) => message.isUser)).toEqual([true, false]);
    expect(
      ((await call(port, cookie, `/api/projects/${project.id}`)) as { currentVersion: number })
        .currentVersion,
    ).toBe(1);
    await kill(server);

    ({ server, port } = await start(10_000));
    const second = (await call(port, cookie, `/api/projects/${project.id}/generate`, {
      prompt: 'crash twice',
    })) as {
      promptId: string;
    };
    await waitForItem(port, cookie, second.promptId, ['processing']);
    await kill(server);
    ({ server, port } = await start(10_000));
    await waitForItem(port, cookie, second.promptId, ['processing']);
    await kill(server);

    ({ server, port } = await start(0));
    const failed = await waitForItem(port, cookie, second.promptId, ['completed', 'failed']);
    expect(failed).toMatchObject({ status: 'failed', error: INTERRUPTED_MESSAGE });
    const after = (await call(port, cookie, `/api/projects/${project.id}/messages`)) as {
      content: string;
    }[];
    expect(after).toHaveLength(4);
    expect(after[3]?.content).toContain(INTERRUPTED_MESSAGE);
    await kill(server);
  }, 120_000);
});

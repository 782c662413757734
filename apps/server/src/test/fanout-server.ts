import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildApp } from '../app';
import { loadConfig } from '../config';

// bench:fanout's Appforge side: the real app, its event bus, realtime hub and /ws, with one project.
// Reads "go <count>" lines on stdin, publishes that many progress_update events and answers "sent".
const dataDir = mkdtempSync(join(tmpdir(), 'appforge-bench-fanout-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  workers: 0,
  webDistDir: join(dataDir, 'none'),
};
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const session = await app.inject({ method: 'POST', url: '/api/session' });
const cookie = String(session.headers['set-cookie']).split(';')[0] ?? '';
const created = await app.inject({
  method: 'POST',
  url: '/api/projects',
  headers: { cookie },
  payload: { name: 'Fanout' },
});
const projectId = created.json<{ id: string }>().id;
const { port } = app.server.address() as { port: number };
console.log(JSON.stringify({ url: `ws://127.0.0.1:${port}/ws?projectId=${projectId}`, cookie }));

const promptId = '00000000-0000-4000-8000-000000000000';
for await (const line of createInterface({ input: process.stdin })) {
  const count = Number(/^go (\d+)$/.exec(line)?.[1] ?? 0);
  for (let index = 0; index < count; index += 1) {
    const progress = index % 101;
    await app.engine.bus.publish(app.db, [
      {
        kind: 'project',
        event: {
          type: 'progress_update',
          projectId,
          data: { promptId, status: 'generating', progress },
        },
      },
    ]);
  }
  await app.engine.hub.drain();
  console.log('sent');
}
await app.close();
rmSync(dataDir, { recursive: true, force: true });

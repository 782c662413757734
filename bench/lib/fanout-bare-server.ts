import { createInterface } from 'node:readline';
import { WebSocketServer } from 'ws';

// bench:fanout's floor: a bare `ws` server broadcasting one pre-serialized message to every client.
const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as { port: number };
console.log(JSON.stringify({ url: `ws://127.0.0.1:${port}/`, cookie: '' }));

const projectId = '00000000-0000-4000-8000-000000000001';
const promptId = '00000000-0000-4000-8000-000000000000';
for await (const line of createInterface({ input: process.stdin })) {
  const count = Number(/^go (\d+)$/.exec(line)?.[1] ?? 0);
  for (let index = 0; index < count; index += 1) {
    const progress = index % 101;
    const message = JSON.stringify({
      type: 'progress_update',
      projectId,
      data: { promptId, status: 'generating', progress },
    });
    server.clients.forEach((client) => client.send(message));
  }
  console.log('sent');
}
server.close();

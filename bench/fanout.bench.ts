import WebSocket from 'ws';
import { spawnLines } from './lib/child-lines.ts';
import { printMachine } from './lib/processes.ts';

const SOCKETS = 1000;
const MESSAGES = 200;
const WARMUP_MESSAGES = 20;
const ROUNDS = 3;

const servers = {
  bare: ['bench/lib/fanout-bare-server.ts'],
  appforge: ['--import', 'tsx', 'apps/server/src/test/fanout-server.ts'],
};

/** Opens `SOCKETS` clients; `received()` counts every message they got. */
async function openClients(url: string, cookie: string) {
  let received = 0;
  const sockets = await Promise.all(
    Array.from({ length: SOCKETS }, () => {
      const socket = new WebSocket(url, { headers: cookie ? { cookie } : {} });
      socket.on('message', () => (received += 1));
      return new Promise<WebSocket>((resolve, reject) => {
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      });
    }),
  );
  return { sockets, received: () => received };
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
};

async function measure(name: keyof typeof servers, round: number) {
  const server = spawnLines(servers[name]);
  try {
    const { url, cookie } = JSON.parse(await server.next()) as { url: string; cookie: string };
    const clients = await openClients(url, cookie);
    let expected = 0;
    const broadcast = async (count: number) => {
      expected += count * SOCKETS;
      server.send(`go ${count}`);
      await until(() => clients.received() >= expected);
      await server.next();
    };
    await broadcast(WARMUP_MESSAGES);
    const started = performance.now();
    await broadcast(MESSAGES);
    const seconds = (performance.now() - started) / 1000;
    const rate = (MESSAGES * SOCKETS) / seconds;
    const extra = clients.received() - expected;
    console.log(
      `round ${round} ${name}: ${Math.round(rate)} messages/s (${MESSAGES * SOCKETS} in ${seconds.toFixed(2)} s, unexpected ${extra})`,
    );
    clients.sockets.forEach((socket) => socket.terminate());
    return rate;
  } finally {
    await server.stop();
  }
}

printMachine();
console.log(
  `load: ${SOCKETS} sockets on one project, ${MESSAGES} progress_update broadcasts each, ${ROUNDS} rounds`,
);
const ratios: number[] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  const bare = await measure('bare', round);
  const appforge = await measure('appforge', round);
  ratios.push(appforge / bare);
}
const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)] ?? 0;
console.log(`ratio appforge/bare per round: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}`);
console.log(`ratio appforge/bare, median: ${median.toFixed(2)} (target ≥ 0.70)`);

import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

/** A backend that answers every connection with its name, after the client's first bytes. */
async function namedBackend(name: string) {
  const server = createServer((socket) => socket.once('data', () => socket.end(name)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** One connection through the proxy: the name of the backend that answered it. */
function whoAnswers(proxyPort: number) {
  return new Promise<string>((resolve, reject) => {
    let answer = '';
    const socket = connect({ port: proxyPort, host: '127.0.0.1' }, () => socket.write('hello'));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the round-robin proxy', () => {
  const backends: Server[] = [];
  let proxy: RoundRobinProxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    await Promise.all(
      backends.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
    );
  });

  it('sends each new connection to the next backend', async () => {
    backends.push(await namedBackend('a'), await namedBackend('b'));
    proxy = await startRoundRobinProxy(backends.map(portOf));
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await whoAnswers(proxy.port));
    expect(answers).toEqual(['a', 'b', 'a', 'b']);
  });

  it('skips a backend that is gone, for connections opened together too', async () => {
    backends.push(await namedBackend('a'), await namedBackend('b'));
    proxy = await startRoundRobinProxy(backends.map(portOf));
    const gone = backends.shift()!;
    await new Promise((resolve) => gone.close(resolve));
    const answers = await Promise.all(Array.from({ length: 6 }, () => whoAnswers(proxy!.port)));
    expect(answers).toEqual(Array.from({ length: 6 }, () => 'b'));
  });
});

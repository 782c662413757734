import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP load balancer on loopback for tests and benches: each new connection goes to the next
 * backend port in turn, and a backend that refuses the connection (its process is gone) is
 * skipped for the one after it. Bytes are relayed untouched, so HTTP and WebSocket both pass.
 * Imports only Node's own modules: the benches load it without a bundler.
 */
export async function startRoundRobinProxy(backendPorts: number[]) {
  let turn = 0;
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  };

  /** Tries the backends in order from `first`, each once, until one accepts. */
  const relay = (client: Socket, first: number, tried = 0) => {
    if (tried === backendPorts.length || client.destroyed) return client.destroy();
    const port = backendPorts[(first + tried) % backendPorts.length]!;
    const backend = connect({ port, host: '127.0.0.1' });
    const refused = () => {
      backend.destroy();
      relay(client, first, tried + 1);
    };
    backend.once('error', refused);
    backend.once('connect', () => {
      backend.off('error', refused);
      track(backend);
      // A backend's end reaches the client through the pipe once its last bytes are delivered;
      // a failed backend (a killed process resets its connections) drops the client at once.
      backend.on('error', () => client.destroy());
      client.on('close', () => backend.destroy());
      client.pipe(backend);
      backend.pipe(client);
    });
  };

  const server = createServer((client) => {
    track(client);
    client.on('error', () => client.destroy());
    relay(client, turn);
    turn += 1;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    port,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      open.forEach((socket) => socket.destroy());
      await closed;
    },
  };
}

export type RoundRobinProxy = Awaited<ReturnType<typeof startRoundRobinProxy>>;

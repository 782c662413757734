import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

/** The anvil binary the `@foundry-rs/anvil-<platform>` package installed beside the wrapper. */
export function anvilBinaryPath(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`;
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  return createRequire(import.meta.url).resolve(`${pkg}/bin/${binary}`);
}

export interface AnvilOptions {
  chainId: number;
  /** Loaded at start when present, dumped every second and on exit. */
  stateFile: string;
  /** How long to wait for "Listening on"; a cold start takes about 0.1 s. */
  startTimeoutMs?: number;
}

export interface AnvilProcess {
  rpcUrl: string;
  stop(): Promise<void>;
}

/**
 * One anvil dev chain on 127.0.0.1 and a free port, its state kept in `stateFile` across
 * restarts. Its RPC (with anvil's cheat methods) is for the server alone: it never leaves this
 * host, and the browser reaches a dev chain only through the allow-listed proxy.
 */
export function startAnvil(options: AnvilOptions): Promise<AnvilProcess> {
  const child = spawn(
    anvilBinaryPath(),
    [
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--chain-id',
      String(options.chainId),
      '--accounts',
      '1',
      '--state',
      options.stateFile,
      '--state-interval',
      '1',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    const errors: string[] = [];
    const lines = createInterface({ input: child.stdout! });
    child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    const fail = (reason: string) => {
      clearTimeout(timer);
      lines.close();
      child.kill('SIGKILL');
      reject(new Error(`anvil (chain ${options.chainId}) did not start: ${reason}`));
    };
    const timer = setTimeout(
      () => fail(`no answer within ${options.startTimeoutMs ?? 10_000} ms`),
      options.startTimeoutMs ?? 10_000,
    );
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code) => fail(`it exited with ${code}: ${errors.join('').trim()}`));
    lines.on('line', (line) => {
      const listening = /^Listening on (127\.0\.0\.1:\d+)/.exec(line);
      if (!listening) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      lines.close();
      // Its request log keeps coming: read and dropped, so a full pipe never blocks the chain.
      child.stdout!.resume();
      resolve({ rpcUrl: `http://${listening[1]}`, stop: () => stopAnvil(child) });
    });
  });
}

/** SIGINT lets anvil write its state once more before it exits. */
function stopAnvil(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGINT');
  });
}

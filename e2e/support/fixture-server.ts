import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { testServerPath } from '../../apps/server/src/test/server-process';

export interface FixtureServerInfo {
  base: string;
  tokens: { fixture: string; empty: string };
}

/**
 * apps/server/src/test/preview-server.ts, from its bundle: the real server with the fixture app
 * saved as a project. `ready` resolves with the line it prints once it is listening.
 */
export function startFixtureServer() {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', testServerPath('preview-server')],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  /** The next line of ours (the server's own log lines are JSON objects without `base`). */
  const next = async (): Promise<string> => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error('The preview fixture server exited.');
      const line = value as string;
      if (line.startsWith('{"base"') || line.startsWith('saved ')) return line;
    }
  };
  return {
    ready: next().then((line) => JSON.parse(line) as FixtureServerInfo),
    next,
    send: (line: string) => child.stdin.write(`${line}\n`),
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}

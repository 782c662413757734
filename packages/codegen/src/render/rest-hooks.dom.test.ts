// @vitest-environment happy-dom
/// <reference lib="dom" />
import nodeConsole from 'node:console';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { writeBackendTo } from './backend-test-support.ts';
import { renderApp } from './index.ts';
import { ASYNC_STORAGE_STUB, loadGenerated } from './test-bundle.ts';
import { start } from './dom-harness.ts';
import { EVERYTHING, TINY } from './test-specs.ts';

/**
 * The generated hooks over the REST store, in a DOM: a list whose API is not running says why and
 * reads again on retry once it is, then follows changes.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../.generated-test-hooks/');

const ENTRY = `import { createRoot } from 'react-dom/client';
import { useRecord, useRecords } from '../src/hooks';
import { storage } from '../src/storage';

function Guides() {
  const { items, ready, error, retry } = useRecords(storage.guides);
  return (
    <div>
      <p>{ready ? \`\${items.length} guides\` : 'Loading'}</p>
      {error ? <p role="alert">{error}</p> : null}
      <button onClick={retry}>Retry</button>
    </div>
  );
}

function OneGuide({ id }: { id: string }) {
  const { record, ready } = useRecord(storage.guides, id);
  return <p>{ready ? (record?.name ?? 'Gone') : 'Loading'}</p>;
}

export const mount = (container: Element) => createRoot(container).render(<Guides />);
export const mountOne = (container: Element, id: string) =>
  createRoot(container).render(<OneGuide id={id} />);
export { storage };
`;

interface Probe {
  mount: (container: Element) => void;
  mountOne: (container: Element, id: string) => void;
  storage: {
    guides: {
      save(input: object, id?: string): Promise<{ id: string }>;
      remove(id: string): Promise<void>;
    };
  };
}

let server: FastifyInstance | undefined;

afterAll(async () => {
  await server?.close();
  rmSync(ROOT, { recursive: true, force: true });
});

/** A port nothing listens on, for now. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the generated hooks against the API', () => {
  it('show why records cannot be read, and read them on retry once the API runs', async () => {
    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const probe = await loadGenerated<Probe>(
      { ...renderApp(EVERYTHING).frontend, 'test/entry.tsx': ENTRY },
      'test/entry.tsx',
      {
        platform: 'browser',
        apiUrl,
        stubs: { '@react-native-async-storage/async-storage': ASYNC_STORAGE_STUB },
      },
    );
    const container = document.createElement('div');
    document.body.append(container);
    const text = () => container.textContent ?? '';
    // happy-dom's fetch also reports the refused connection, on Node's own console.
    const logged = vi.spyOn(nodeConsole, 'error').mockImplementation(() => undefined);
    probe.mount(container);

    await vi.waitFor(() => expect(text()).toContain(`Cannot reach the server at ${apiUrl}.`));
    expect(text()).toContain('Loading');
    logged.mockRestore();

    const dir = writeBackendTo(join(ROOT, EVERYTHING.slug), EVERYTHING);
    const { buildServer } = (await import(pathToFileURL(join(dir, 'src/server.ts')).href)) as {
      buildServer: (options: { dataFile: string }) => FastifyInstance;
    };
    server = buildServer({ dataFile: join(dir, 'data', 'records.sqlite') });
    await server.listen({ port, host: '127.0.0.1' });

    container.querySelector('button')!.click();
    await vi.waitFor(() => expect(text()).toContain('0 guides'));
    expect(container.querySelector('[role="alert"]')).toBeNull();

    await probe.storage.guides.save({ name: 'Ada', languages: '' });
    await vi.waitFor(() => expect(text()).toContain('1 guides'));
  });

  it('a list screen says why it has no records and offers to try again', async () => {
    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const logged = vi.spyOn(nodeConsole, 'error').mockImplementation(() => undefined);
    const app = await start(TINY, { apiUrl });
    await vi.waitFor(() => expect(app.text()).toContain('Couldn’t load notes'));
    expect(app.text()).toContain(`Cannot reach the server at ${apiUrl}.`);
    logged.mockRestore();

    const dir = writeBackendTo(join(ROOT, TINY.slug), TINY);
    const { buildServer } = (await import(pathToFileURL(join(dir, 'src/server.ts')).href)) as {
      buildServer: (options: { dataFile: string }) => FastifyInstance;
    };
    await server?.close();
    server = buildServer({ dataFile: join(dir, 'data', 'records.sqlite') });
    await server.listen({ port, host: '127.0.0.1' });
    await app.press('Try again');
    await vi.waitFor(() => expect(app.text()).toContain('No notes yet'));
  });

  it('read one record by its id, and follow its changes', async () => {
    const dir = writeBackendTo(join(ROOT, 'one-record'), EVERYTHING);
    const { buildServer } = (await import(pathToFileURL(join(dir, 'src/server.ts')).href)) as {
      buildServer: (options: { dataFile: string }) => FastifyInstance;
    };
    const api = buildServer({ dataFile: join(dir, 'data', 'records.sqlite') });
    const reads: string[] = [];
    api.addHook('onRequest', async (request) => {
      if (request.method === 'GET') reads.push(request.url);
    });
    const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
    const probe = await loadGenerated<Probe>(
      { ...renderApp(EVERYTHING).frontend, 'test/entry.tsx': ENTRY },
      'test/entry.tsx',
      {
        platform: 'browser',
        apiUrl,
        stubs: { '@react-native-async-storage/async-storage': ASYNC_STORAGE_STUB },
      },
    );
    const { id } = await probe.storage.guides.save({ name: 'Ada', languages: '' });
    const container = document.createElement('div');
    document.body.append(container);
    probe.mountOne(container, id);

    await vi.waitFor(() => expect(container.textContent).toBe('Ada'));
    expect(reads).toEqual([`/api/guides/${id}`]);
    await probe.storage.guides.save({ name: 'Grace' }, id);
    await vi.waitFor(() => expect(container.textContent).toBe('Grace'));
    await probe.storage.guides.remove(id);
    await vi.waitFor(() => expect(container.textContent).toBe('Gone'));
    await api.close();
  });
});

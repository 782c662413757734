import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleBody, writeBackendTo } from './backend-test-support.ts';
import { renderApp } from './index.ts';
import { buildModel } from './model.ts';
import { ASYNC_STORAGE_STUB, loadGenerated } from './test-bundle.ts';
import { EVERYTHING } from './test-specs.ts';

/**
 * The generated app's REST store against the generated backend, over real HTTP: a corpus app's
 * backend listens on a free port, and the app's src/storage.ts is bundled with EXPO_PUBLIC_API_URL
 * pointing at it, as `EXPO_PUBLIC_API_URL=… npx expo start` builds it.
 */

const ROOT = fileURLToPath(new URL('../../.generated-test-api/', import.meta.url));
const model = buildModel(EVERYTHING);

type Row = Record<string, unknown> & { id: string; createdAt: string };
interface Collection {
  list(): Promise<Row[]>;
  get(id: string): Promise<Row | undefined>;
  save(input: object, id?: string): Promise<Row>;
  update(id: string, changes: object): Promise<Row | undefined>;
  remove(id: string): Promise<void>;
  subscribe(listener: () => void): () => void;
}
interface GeneratedStorage {
  storage: Record<'guides' | 'trips' | 'photos' | 'expenses', Collection>;
  removeGuide(id: string): Promise<void>;
  clearAllData(): Promise<void>;
}

const loadStorage = (apiUrl: string) =>
  loadGenerated<GeneratedStorage>(renderApp(EVERYTHING).frontend, 'src/storage.ts', {
    apiUrl,
    stubs: { '@react-native-async-storage/async-storage': ASYNC_STORAGE_STUB },
  });

let server: FastifyInstance | undefined;
let apiUrl = '';
let app: GeneratedStorage;

beforeAll(async () => {
  const dir = writeBackendTo(join(ROOT, EVERYTHING.slug), EVERYTHING);
  const { buildServer } = (await import(pathToFileURL(join(dir, 'src/server.ts')).href)) as {
    buildServer: (options: { dataFile: string }) => FastifyInstance;
  };
  server = buildServer({ dataFile: join(dir, 'data', 'records.sqlite') });
  apiUrl = await server.listen({ port: 0, host: '127.0.0.1' });
  app = await loadStorage(apiUrl);
});

afterAll(async () => {
  await server?.close();
  rmSync(ROOT, { recursive: true, force: true });
});

/** The record as the backend has it, read past the app. */
async function onServer(path: string) {
  const answer = await fetch(`${apiUrl}${path}`);
  return answer.status === 404 ? undefined : ((await answer.json()) as unknown);
}

describe('the generated REST store', () => {
  it('creates, lists, updates, reads and deletes records through the API', async () => {
    const { guides, trips } = app.storage;
    const guide = await guides.save(exampleBody(model.entity('Guide'), {}));
    let changes = 0;
    const stop = trips.subscribe(() => (changes += 1));

    const input = exampleBody(model.entity('Trip'), { Guide: guide.id });
    const created = await trips.save(input);
    expect(created).toMatchObject({
      ...input,
      favorite: false,
      tags: [],
      id: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(await onServer(`/api/trips/${created.id}`)).toEqual(created);
    expect(await trips.list()).toEqual([created]);

    expect(await trips.update(created.id, { favorite: true })).toMatchObject({ favorite: true });
    // Saving the form changes what it edits and keeps the rest.
    await trips.save({ ...input, title: 'Alps', tags: ['snow'] }, created.id);
    const read = await trips.get(created.id);
    expect(read).toMatchObject({
      title: 'Alps',
      tags: ['snow'],
      favorite: true,
      createdAt: created.createdAt,
    });
    expect(await onServer(`/api/trips/${created.id}`)).toEqual(read);

    await trips.remove(created.id);
    expect(await trips.get(created.id)).toBeUndefined();
    expect(await trips.list()).toEqual([]);
    expect(await onServer(`/api/trips/${created.id}`)).toBeUndefined();
    // Deleting what is already gone is no error; changing it finds nothing.
    await trips.remove(created.id);
    expect(await trips.update(created.id, { favorite: false })).toBeUndefined();
    stop();
    expect(changes).toBe(5);
  });

  it('throws the backend’s message when it refuses a record', async () => {
    const { guides, trips } = app.storage;
    const guide = await guides.save(exampleBody(model.entity('Guide'), {}));
    const invalid = { ...exampleBody(model.entity('Trip'), { Guide: guide.id }), contact: 'ada' };
    const answer = await fetch(`${apiUrl}/api/trips`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(invalid),
    });
    expect(answer.status).toBe(400);
    const { message } = (await answer.json()) as { message: string };
    expect(message).toBe('Contact email must be an email address.');

    await expect(trips.save(invalid)).rejects.toMatchObject({ status: 400, message });
    await expect(
      trips.save({ ...invalid, contact: 'ada@example.com', guide: 'ghost' }),
    ).rejects.toThrow('No guide with this id.');
    await expect(trips.save({ ...invalid, contact: 'ada@example.com' }, 'ghost')).rejects.toThrow(
      'No trip with id ghost',
    );
    expect(await trips.list()).toEqual([]);
  });

  it('deletes a record with what needs it, unlinks the rest, and every list hears of it', async () => {
    const { guides, trips, photos } = app.storage;
    const guide = await guides.save(exampleBody(model.entity('Guide'), {}));
    const trip = await trips.save(exampleBody(model.entity('Trip'), { Guide: guide.id }));
    const photo = await photos.save(exampleBody(model.entity('Photo'), { Trip: trip.id }));
    let heard = 0;
    const stop = photos.subscribe(() => (heard += 1));

    await app.removeGuide(guide.id);
    stop();
    expect(heard).toBe(1);
    expect(await guides.get(guide.id)).toBeUndefined();
    expect(await trips.get(trip.id)).toBeUndefined();
    // The API drops the link; the app reads it as an empty one, as on the device.
    expect(await photos.get(photo.id)).toMatchObject({ id: photo.id, trip: '' });

    await app.clearAllData();
    for (const path of ['/api/guides', '/api/trips', '/api/photos', '/api/expenses'])
      expect(await onServer(path)).toEqual([]);
  });

  it('tells a save only to the screens reading its own kind of record', async () => {
    const { guides, trips, photos, expenses } = app.storage;
    const heard: Record<string, number> = { guides: 0, trips: 0, photos: 0, expenses: 0 };
    const stops = Object.entries({ guides, trips, photos, expenses }).map(([name, collection]) =>
      collection.subscribe(() => (heard[name]! += 1)),
    );
    const guide = await guides.save(exampleBody(model.entity('Guide'), {}));
    await trips.save(exampleBody(model.entity('Trip'), { Guide: guide.id }));
    await guides.update(guide.id, { name: 'Renamed' });
    stops.forEach((stop) => stop());
    expect(heard).toEqual({ guides: 2, trips: 1, photos: 0, expenses: 0 });
    await app.removeGuide(guide.id);
  });

  it('says so when the backend cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await loadStorage(`http://127.0.0.1:${port}/`);
    await expect(unreachable.storage.trips.list()).rejects.toThrow(
      `Cannot reach the server at http://127.0.0.1:${port}. Check that the backend is running`,
    );
  });

  it('lets a web page on another origin send its requests (CORS)', async () => {
    const preflight = await fetch(`${apiUrl}/api/trips/some-id`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8081',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/PATCH.*DELETE/);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
  });
});

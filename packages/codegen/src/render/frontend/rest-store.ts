/**
 * src/data/rest-store.ts: the records kept by the generated backend, through its REST API (list,
 * read, create, PATCH, delete), its `{ error, message }` answers thrown as errors with that
 * message, and a server that cannot be reached said in so many words.
 */
export const REST_STORE_FILE = `import type { StoredRecord } from '../types';
import type { Collection, RecordKind, Store } from './collection';

/** How long the server may take to answer before it counts as unreachable. */
const TIMEOUT_MS = 10_000;

/** An error answer of the API, with the message of its \`{ error, message }\` body. */
class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The message of an error answer: the API's own, or its status when the body has none. */
async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON (a proxy's error page, say): the status says what happened.
  }
  return \`The server answered \${response.status}\${response.statusText ? \` \${response.statusText}\` : ''}.\`;
}

/** The answer, or undefined when the API has no such record (404). */
async function unlessMissing<T>(answer: Promise<T>): Promise<T | undefined> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * Records kept by the backend (../backend), through its REST API at \`apiUrl\`. A change is heard
 * by the screens reading its own kind of record, and a delete also by those reading the kinds the
 * API deletes or unlinks with it (\`dependents\`): one save reads one list again, not every list.
 */
export function createRestStore(apiUrl: string): Store {
  const base = apiUrl.replace(/\\/+$/, '');
  const listeners = new Map<string, Set<() => void>>();
  const listenersOf = (key: string) => {
    const found = listeners.get(key) ?? new Set<() => void>();
    listeners.set(key, found);
    return found;
  };
  const changed = (keys: string[]) =>
    new Set(keys).forEach((key) => listenersOf(key).forEach((listener) => listener()));

  async function request<T>(method: string, path: string, body?: object): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(base + path, {
        method,
        headers: body ? { 'content-type': 'application/json' } : undefined,
        body: body ? JSON.stringify(body) : undefined,
        signal: controller.signal,
      });
    } catch {
      throw new Error(
        \`Cannot reach the server at \${base}. Check that the backend is running and that this device is on the same network.\`,
      );
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  function collection<T extends StoredRecord, Input extends object>(
    { key, path, defaults, dependents = [] }: RecordKind<T>,
  ): Collection<T, Input> {
    const url = (id: string) => \`\${path}/\${encodeURIComponent(id)}\`;
    // Values the server leaves out (an unlinked relation) read as on the device.
    const withDefaults = (record: T): T => ({ ...defaults, ...record });

    /** Creates (POST) or changes (PATCH) a record, then tells this kind's listeners. */
    async function send(method: 'POST' | 'PATCH', target: string, body: object) {
      const saved = withDefaults(await request<T>(method, target, body));
      changed([key]);
      return saved;
    }

    // Already gone (deleted with the record it needed, say) is what was asked for.
    const remove = (id: string) => unlessMissing(request('DELETE', url(id)));

    return {
      async list() {
        return (await request<T[]>('GET', path)).map(withDefaults);
      },
      get: (id) => unlessMissing(request<T>('GET', url(id)).then(withDefaults)),
      // PATCH changes what the form edits and keeps the rest.
      save: (input, id) =>
        id === undefined
          ? send('POST', path, { ...defaults, ...input })
          : send('PATCH', url(id), input),
      update: (id, changes) => unlessMissing(send('PATCH', url(id), changes)),
      async remove(id) {
        await remove(id);
        changed([key, ...dependents]);
      },
      async clear() {
        const records = await request<T[]>('GET', path);
        await Promise.all(records.map((record) => remove(record.id)));
        changed([key, ...dependents]);
      },
      subscribe(listener) {
        listenersOf(key).add(listener);
        return () => {
          listenersOf(key).delete(listener);
        };
      },
    };
  }

  return { collection };
}
`;

import { describe, expect, it } from 'vitest';
import { HOST_SOURCE, parseStorageSnapshot, type StorageChanges } from './messages';
import { syncedStore } from './storage-backing';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function recordedStore(entries: [string, string][] = []) {
  const batches: StorageChanges[] = [];
  const store = syncedStore(entries, (batch) => batches.push(batch));
  return { store, batches };
}

describe('syncedStore', () => {
  it('starts with the parent’s entries and reads its own writes at once', () => {
    const { store } = recordedStore([['tasks', '[1]']]);
    expect(store.get('tasks')).toBe('[1]');
    store.set('tasks', '[1,2]');
    store.set('settings', '{}');
    expect(store.get('tasks')).toBe('[1,2]');
    expect(store.keys()).toEqual(['tasks', 'settings']);
  });

  it('sends the writes of one task as one batch, the last write of a key winning', async () => {
    const { store, batches } = recordedStore();
    store.set('a', '1');
    store.set('b', '2');
    store.set('a', '3');
    store.remove('b');
    expect(batches).toEqual([]);
    await nextTask();
    expect(batches).toEqual([
      {
        clear: false,
        changes: [
          ['a', '3'],
          ['b', null],
        ],
      },
    ]);
  });

  it('drops the writes before a clear but keeps the ones after it', async () => {
    const { store, batches } = recordedStore([['old', 'x']]);
    store.set('a', '1');
    store.clear();
    store.set('b', '2');
    await nextTask();
    expect(store.keys()).toEqual(['b']);
    expect(batches).toEqual([{ clear: true, changes: [['b', '2']] }]);
  });

  it('sends the writes of later tasks in later batches, in order', async () => {
    const { store, batches } = recordedStore();
    store.set('a', '1');
    await nextTask();
    store.set('a', '2');
    await nextTask();
    expect(batches.map((batch) => batch.changes)).toEqual([[['a', '1']], [['a', '2']]]);
  });
});

describe('parseStorageSnapshot', () => {
  const answer = (fields: Record<string, unknown>) => ({
    source: HOST_SOURCE,
    type: 'storage-snapshot',
    requestId: 'r1',
    entries: [['tasks', '[]']],
    ...fields,
  });

  it('returns the entries of the answer to this request', () => {
    expect(parseStorageSnapshot(answer({}), 'r1')).toEqual([['tasks', '[]']]);
    expect(parseStorageSnapshot(answer({ entries: [] }), 'r1')).toEqual([]);
  });

  it.each([
    ['another request', answer({ requestId: 'r2' })],
    ['another sender', answer({ source: 'appforge-preview' })],
    ['another type', answer({ type: 'storage-write' })],
    ['entries that are not a list', answer({ entries: { tasks: '[]' } })],
    ['a value that is not text', answer({ entries: [['tasks', 1]] })],
    ['an entry of three items', answer({ entries: [['tasks', '[]', 'x']] })],
    ['no object', 'storage-snapshot'],
    ['null', null],
  ])('ignores %s', (_name, data) => {
    expect(parseStorageSnapshot(data, 'r1')).toBeNull();
  });
});

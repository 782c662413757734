import { describe, expect, it } from 'vitest';
import type { StorageEntry } from './preview-storage-messages';
import {
  createPreviewStorage,
  type ScopeWrite,
  type StorageBackend,
  type StorageScope,
} from './preview-storage';

const ios: StorageScope = { projectId: 'p1', platform: 'ios' };
const android: StorageScope = { projectId: 'p1', platform: 'android' };

/** A backend over a Map that records its transactions; each write waits until `release` when held. */
function memoryBackend() {
  const items = new Map<string, Map<string, string>>();
  const writes: ScopeWrite[][] = [];
  let held: Promise<void> | null = null;
  let release = () => {};
  const scoped = (scope: StorageScope) => {
    const key = `${scope.projectId}/${scope.platform}`;
    if (!items.has(key)) items.set(key, new Map());
    return items.get(key)!;
  };
  const backend: StorageBackend = {
    async write(batch) {
      writes.push(batch);
      if (held) await held;
      for (const { scope, clear, changes } of batch) {
        const values = scoped(scope);
        if (clear) values.clear();
        for (const [key, value] of changes) {
          if (value === null) values.delete(key);
          else values.set(key, value);
        }
      }
    },
    read: async (scope) => [...scoped(scope)] as StorageEntry[],
  };
  return {
    backend,
    writes,
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

describe('createPreviewStorage', () => {
  it('stores writes per scope and loads them back', async () => {
    const memory = memoryBackend();
    const storage = createPreviewStorage(async () => memory.backend);
    await storage.write(ios, { clear: false, changes: [['tasks', '[1]']] });
    await storage.write(android, { clear: false, changes: [['tasks', '[2]']] });
    expect(await storage.load(ios)).toEqual([['tasks', '[1]']]);
    expect(await storage.load(android)).toEqual([['tasks', '[2]']]);
  });

  it('merges the writes that arrive while a transaction runs into the next one, losing none', async () => {
    const memory = memoryBackend();
    const storage = createPreviewStorage(async () => memory.backend);
    memory.hold();
    const first = storage.write(ios, { clear: false, changes: [['a', '1']] });
    await Promise.resolve(); // the first transaction starts and waits
    const rest = [
      storage.write(ios, { clear: false, changes: [['a', '2']] }),
      storage.write(ios, { clear: false, changes: [['b', '1']] }),
      storage.write(android, { clear: false, changes: [['a', 'x']] }),
      storage.write(ios, { clear: false, changes: [['b', null]] }),
    ];
    const loaded = storage.load(ios);
    memory.release();
    await Promise.all([first, ...rest]);
    expect(memory.writes).toHaveLength(2);
    expect(memory.writes[1]!.map(({ scope, changes }) => [scope.platform, [...changes]])).toEqual([
      [
        'ios',
        [
          ['a', '2'],
          ['b', null],
        ],
      ],
      ['android', [['a', 'x']]],
    ]);
    expect(await loaded).toEqual([['a', '2']]);
  });

  it('clears one scope, keeping the writes asked for after the clear', async () => {
    const memory = memoryBackend();
    const storage = createPreviewStorage(async () => memory.backend);
    await storage.write(ios, { clear: false, changes: [['a', '1']] });
    await storage.write(android, { clear: false, changes: [['a', '1']] });
    void storage.write(ios, { clear: false, changes: [['b', '1']] });
    void storage.clear(ios);
    await storage.write(ios, { clear: false, changes: [['c', '1']] });
    expect(await storage.load(ios)).toEqual([['c', '1']]);
    expect(await storage.load(android)).toEqual([['a', '1']]);
  });

  it('rejects the writes of a failed transaction, and opens the backend again for the next', async () => {
    const memory = memoryBackend();
    let opens = 0;
    const storage = createPreviewStorage(async () => {
      opens += 1;
      if (opens === 1) throw new Error('QuotaExceededError');
      return memory.backend;
    });
    await expect(storage.write(ios, { clear: false, changes: [['a', '1']] })).rejects.toThrow(
      'QuotaExceededError',
    );
    await storage.write(ios, { clear: false, changes: [['b', '1']] });
    expect(await storage.load(ios)).toEqual([['b', '1']]);
    expect(opens).toBe(2);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createThreadPool, type ThreadPool } from './thread-pool';
import type { SpinSpan, TestWork } from './thread-pool-test-worker';

describe('createThreadPool', () => {
  const pools: ThreadPool<TestWork, unknown, number>[] = [];
  const poolOf = (size: number, maxOldGenerationSizeMb?: number) => {
    const pool = createThreadPool<TestWork, unknown, number>(
      import.meta.url,
      'thread-pool-test-worker',
      'The test thread',
      { size, resourceLimits: maxOldGenerationSizeMb ? { maxOldGenerationSizeMb } : undefined },
    );
    pools.push(pool);
    return pool;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.close()));
  });

  it('passes progress to onProgress in order, and answers after the last call finished', async () => {
    const pool = poolOf(1);
    const seen: number[] = [];
    const result = await pool.run(
      { kind: 'count-up', to: 5 },
      {
        onProgress: async (step) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          seen.push(step);
        },
      },
    );
    expect(result).toBe('counted');
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it('runs two tasks at the same time on two threads', async () => {
    const pool = poolOf(2);
    await pool.warmUp();
    const [first, second] = (await Promise.all([
      pool.run({ kind: 'spin', ms: 400 }),
      pool.run({ kind: 'spin', ms: 400 }),
    ])) as SpinSpan[];
    expect(first!.threadId).not.toBe(second!.threadId);
    // Each task holds its thread's event loop for its whole span: the spans can only overlap in
    // time when the threads really run side by side.
    expect(first!.startedAt).toBeLessThan(second!.endedAt);
    expect(second!.startedAt).toBeLessThan(first!.endedAt);
  });

  it('fails only the crashed thread’s task, and replaces the thread', async () => {
    const pool = poolOf(2);
    await pool.warmUp();
    const survivor = pool.run({ kind: 'spin', ms: 300 });
    await expect(pool.run({ kind: 'crash' })).rejects.toThrow('The test thread crashed: boom');
    const survived = (await survivor) as SpinSpan;
    expect(pool.threadCount()).toBe(1);

    expect(await pool.run({ kind: 'thread-id' })).toBe(survived.threadId);
    const spans = (await Promise.all([
      pool.run({ kind: 'spin', ms: 50 }),
      pool.run({ kind: 'spin', ms: 50 }),
    ])) as SpinSpan[];
    expect(pool.threadCount()).toBe(2);
    expect(new Set(spans.map((span) => span.threadId)).size).toBe(2);
  });

  it('fails the task of a thread that runs out of its memory, not the server', async () => {
    const pool = poolOf(1, 32);
    await expect(pool.run({ kind: 'exhaust-memory' })).rejects.toThrow(
      /^The test thread crashed: .*out of memory/i,
    );
    expect(await pool.run({ kind: 'count-up', to: 1 })).toBe('counted');
  });

  it('refuses work that cannot be copied to a thread, and stays usable', async () => {
    const pool = poolOf(1);
    const uncopyable = { kind: 'thread-id', reply: () => {} } as unknown as TestWork;
    await expect(pool.run(uncopyable)).rejects.toThrow(/could not be cloned/);
    expect(await pool.run({ kind: 'count-up', to: 1 })).toBe('counted');
  });

  it('answers a cancelled task at once with the reason, and tells its thread', async () => {
    const pool = poolOf(1);
    const controller = new AbortController();
    const held = pool.run({ kind: 'hold-until-cancelled' }, { signal: controller.signal });
    controller.abort(new Error('no longer needed'));
    await expect(held).rejects.toThrow('no longer needed');
    expect(await pool.run({ kind: 'cancellations-seen' })).toBe(1);
  });

  it('cancels a task whose progress call throws, with that error', async () => {
    const pool = poolOf(1);
    const seen: number[] = [];
    const run = pool.run(
      { kind: 'count-up', to: 4 },
      {
        onProgress: (step) => {
          if (step === 2) throw new Error('lease lost');
          seen.push(step);
        },
      },
    );
    await expect(run).rejects.toThrow('lease lost');
    expect(seen).toEqual([1]);
  });

  it('ends its threads on close, answering their tasks, and starts new ones for later work', async () => {
    const pool = poolOf(1);
    const held = pool.run({ kind: 'hold-until-cancelled' });
    const before = await pool.run({ kind: 'thread-id' });
    await pool.close();
    await expect(held).rejects.toThrow('The test thread was stopped.');
    expect(pool.threadCount()).toBe(0);
    expect(await pool.run({ kind: 'thread-id' })).not.toBe(before);
  });
});

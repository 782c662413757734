import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

describe('createGroupCommit', () => {
  it('writes what arrives together as one batch, and what arrives meanwhile as the next', async () => {
    const batches: number[][] = [];
    let release = () => {};
    const firstWritten = new Promise<void>((resolve) => (release = resolve));
    const { submit } = createGroupCommit(async (items: number[]) => {
      batches.push(items);
      if (batches.length === 1) await firstWritten;
      return items.map((item) => item * 10);
    }, 100);

    const together = [1, 2, 3].map(submit);
    await new Promise((resolve) => setImmediate(resolve));
    const meanwhile = [4, 5].map(submit);
    release();

    expect(await Promise.all([...together, ...meanwhile])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('splits at the batch limit, keeping the order of arrival', async () => {
    const batches: number[][] = [];
    const { submit } = createGroupCommit(async (items: number[]) => {
      batches.push(items);
      return items;
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map(submit))).toEqual([1, 2, 3, 4, 5]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('refuses one item for its error, and the whole batch when the write throws', async () => {
    let fail = false;
    const { submit } = createGroupCommit(async (items: number[]) => {
      if (fail) throw new Error('database down');
      return items.map((item) => (item === 2 ? new Error('not this one') : item));
    }, 10);
    const answers = await Promise.allSettled([1, 2, 3].map(submit));
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    fail = true;
    await expect(submit(4)).rejects.toThrow('database down');
  });

  it('is idle once every batch is written', async () => {
    const written: number[] = [];
    const commit = createGroupCommit(async (items: number[]) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      written.push(...items);
      return items;
    }, 10);
    await commit.idle();
    const submitted = [1, 2].map(commit.submit);
    await commit.idle();
    expect(written).toEqual([1, 2]);
    await Promise.all(submitted);
  });
});

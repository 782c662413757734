import { describe, expect, it } from 'vitest';
import { percentile } from './load-test.ts';

describe('percentile', () => {
  it('takes the nearest rank of the sorted values', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile([3, 1, 2], 0.95)).toBe(3);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.95)).toBeNull();
  });
});

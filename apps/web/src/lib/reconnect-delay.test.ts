import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('doubles from 0.5 s and stops at the 2 s cap', () => {
    const slowest = () => 1;
    expect([0, 1, 2, 3, 10, 50].map((attempt) => reconnectDelay(attempt, slowest))).toEqual([
      500, 1000, 2000, 2000, 2000, 2000,
    ]);
  });

  it('jitters each wait down to half of its ceiling, never above it', () => {
    expect(reconnectDelay(5, () => 0)).toBe(RECONNECT_MAX_MS / 2);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const delay = reconnectDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(250);
      expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
    }
  });
});

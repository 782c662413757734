import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration (spec 01 §9)', () => {
  it('says "< 1s" under a second, then seconds, minutes and hours', () => {
    expect(formatDuration(0)).toBe('< 1s');
    expect(formatDuration(999)).toBe('< 1s');
    expect(formatDuration(1000)).toBe('1s');
    expect(formatDuration(42_400)).toBe('42s');
    expect(formatDuration(60_000)).toBe('1 min');
    expect(formatDuration(59_900)).toBe('59s');
    expect(formatDuration(3_599_999)).toBe('59 min');
    expect(formatDuration(3_600_000)).toBe('1h');
    expect(formatDuration(5_400_000)).toBe('1.5h');
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatAbsoluteTime,
  formatClockTime,
  formatDuration,
  formatRelativeTime,
} from './format-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatDuration (spec 01 §9)', () => {
  it('says "< 1s" under a second, then seconds, minutes and hours', () => {
    expect(formatDuration(0)).toBe('< 1s');
    expect(formatDuration(999)).toBe('< 1s');
    expect(formatDuration(Number.NaN)).toBe('< 1s');
    expect(formatDuration(1000)).toBe('1s');
    expect(formatDuration(42_400)).toBe('42s');
    expect(formatDuration(60_000)).toBe('1 min');
    expect(formatDuration(59_900)).toBe('59s');
    expect(formatDuration(3_599_999)).toBe('59 min');
    expect(formatDuration(3_600_000)).toBe('1h');
    expect(formatDuration(5_400_000)).toBe('1.5h');
  });
});

describe('formatRelativeTime', () => {
  it('says how long ago, in the largest whole unit up to days', () => {
    expect(formatRelativeTime(ago(5_000), now)).toBe('Just now');
    expect(formatRelativeTime(ago(-5_000), now)).toBe('Just now');
    expect(formatRelativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(3 * 3_600_000 + 10), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(30 * 3_600_000), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 86_400_000), now)).toBe('3 days ago');
  });

  it('gives the date for anything older than a week, and nothing for a broken date', () => {
    expect(formatRelativeTime(ago(30 * 86_400_000), now)).toBe(
      formatAbsoluteTime(ago(30 * 86_400_000)),
    );
    expect(formatRelativeTime(ago(30 * 86_400_000), now)).toMatch(/2026/);
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('formatClockTime', () => {
  it('gives hours and minutes only, and nothing for a broken date', () => {
    const at = new Date(2026, 2, 10, 14, 5, 30).toISOString();
    expect(formatClockTime(at)).toMatch(/^(14:05|02:05\s?PM)$/);
    expect(formatClockTime('not a date')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { formatAbsoluteTime, formatRelativeTime } from './format-relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

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

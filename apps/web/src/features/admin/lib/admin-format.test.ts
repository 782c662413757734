import { describe, expect, it } from 'vitest';
import { formatDay, formatShortDay } from './admin-format';

describe('admin days', () => {
  it('names the UTC calendar day, whatever the time of day', () => {
    expect(formatDay('2025-03-01T00:30:00.000Z')).toBe('Mar 1, 2025');
    expect(formatDay('2025-03-01T23:59:00.000Z')).toBe('Mar 1, 2025');
    expect(formatShortDay('2025-03-01')).toBe('Mar 1');
  });

  it('shows a dash for a date that is not there, e.g. no payment yet', () => {
    expect(formatDay(null)).toBe('—');
  });
});

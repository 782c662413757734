import { describe, expect, it } from 'vitest';
import { GATE_STATUS_LOOKS, KPI_STATUS_LOOKS, verdictLook } from './status-tones';

describe('status tones', () => {
  it('colours READY green, BLOCKED red, NEEDS_REVIEW yellow and anything else grey (spec 02 §4)', () => {
    expect(verdictLook('READY')).toEqual({ tone: 'success', label: 'READY' });
    expect(verdictLook('BLOCKED')).toEqual({ tone: 'destructive', label: 'BLOCKED' });
    expect(verdictLook('NEEDS_REVIEW')).toEqual({ tone: 'warning', label: 'NEEDS REVIEW' });
    expect(verdictLook('ON_HOLD')).toEqual({ tone: 'neutral', label: 'ON HOLD' });
    expect(verdictLook('toString')).toEqual({ tone: 'neutral', label: 'toString' });
    expect(verdictLook('')).toEqual({ tone: 'neutral', label: 'UNKNOWN' });
  });

  it('gives a failing gate or KPI the destructive tone and an unmeasured one the neutral tone', () => {
    expect(GATE_STATUS_LOOKS.fail.tone).toBe('destructive');
    expect(GATE_STATUS_LOOKS.review.tone).toBe('warning');
    expect(GATE_STATUS_LOOKS.not_measured).toEqual({ tone: 'neutral', label: 'Not measured' });
    expect(KPI_STATUS_LOOKS.FAIL.tone).toBe('destructive');
    expect(KPI_STATUS_LOOKS.NOT_MEASURED.tone).toBe('neutral');
  });
});

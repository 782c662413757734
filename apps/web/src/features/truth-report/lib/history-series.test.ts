import { describe, expect, it } from 'vitest';
import { aReport, anUnmeasuredReport } from '../testing/report-fixtures';
import { historySeries } from './history-series';

describe('the history series', () => {
  it('turns the newest-first history into chart points, oldest first', () => {
    const newest = aReport({ version: 5, kpis: { timeToExecutableMs: 38_260 } });
    const middle = anUnmeasuredReport({ version: 4, kpis: { timeToExecutableMs: null } });
    const oldest = aReport({ version: 3 });
    expect(historySeries([newest, middle, oldest])).toEqual([
      {
        id: oldest.id,
        label: 'v3',
        timestamp: oldest.timestamp,
        p95Ms: 212,
        coveragePercent: 83.4,
        testsPassed: 38,
        timeToExecutableS: 45.3,
      },
      {
        id: middle.id,
        label: 'v4',
        timestamp: middle.timestamp,
        p95Ms: null,
        coveragePercent: null,
        testsPassed: 30,
        timeToExecutableS: null,
      },
      expect.objectContaining({ label: 'v5', timeToExecutableS: 38.3 }),
    ]);
  });
});

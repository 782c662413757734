import { describe, expect, it } from 'vitest';
import { sampleActivity } from '../testing/productivity-fixtures';
import { activityTotals, hasActivity } from './activity-series';

describe('the activity series', () => {
  it('sums each series over the period', () => {
    expect(activityTotals(sampleActivity())).toEqual({
      builds: 9,
      successfulBuilds: 6,
      experience: 360,
    });
  });

  it('has nothing to draw when no day had a build or XP', () => {
    const quiet = sampleActivity().map((day) => ({
      ...day,
      builds: 0,
      successfulBuilds: 0,
      experience: 0,
    }));
    expect(hasActivity(quiet)).toBe(false);
    expect(hasActivity([...quiet.slice(1), { ...quiet[0]!, experience: 5 }])).toBe(true);
  });
});

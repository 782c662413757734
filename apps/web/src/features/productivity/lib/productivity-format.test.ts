import { describe, expect, it } from 'vitest';
import {
  describeElapsed,
  formatBuildTime,
  formatDays,
  formatElapsed,
  formatLines,
  formatMeasuredRate,
  formatRate,
  levelProgress,
} from './productivity-format';

describe('the tracker figures', () => {
  it('shows a running session as mm:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(4_999)).toBe('00:04');
    expect(formatElapsed(65_000)).toBe('01:05');
    expect(formatElapsed(3_599_999)).toBe('59:59');
    expect(formatElapsed(3_600_000)).toBe('1:00:00');
    expect(formatElapsed(3_725_000)).toBe('1:02:05');
    expect(formatElapsed(-5_000)).toBe('00:00');
  });

  it('says the same time in words', () => {
    expect(describeElapsed(0)).toBe('0 seconds');
    expect(describeElapsed(61_000)).toBe('1 minute 1 second');
    expect(describeElapsed(3_725_000)).toBe('1 hour 2 minutes 5 seconds');
    expect(describeElapsed(7_200_000)).toBe('2 hours');
  });

  it('shows rates with one decimal, and an unmeasured rate as such', () => {
    expect(formatRate(2 / 3)).toBe('66.7%');
    expect(formatRate(1)).toBe('100.0%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatMeasuredRate(null)).toBe('not measured yet');
    expect(formatMeasuredRate(0.755)).toBe('75.5%');
  });

  it('shows build time in seconds, days and lines with their units', () => {
    expect(formatBuildTime(12_345)).toBe('12.3 s');
    expect(formatBuildTime(800)).toBe('0.8 s');
    expect(formatBuildTime(null)).toBe('No builds yet');
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(12)).toBe('12 days');
    expect(formatLines(1)).toBe('1 line');
    expect(formatLines(4_321)).toBe('4,321 lines');
  });

  it("measures the level's bar as XP earned in the level over the level's XP", () => {
    const level = {
      level: 3,
      experience: 120,
      totalExperienceForLevel: 300,
      experienceToNext: 180,
    };
    expect(levelProgress(level)).toBe(40);
    expect(levelProgress({ ...level, experience: 0 })).toBe(0);
    expect(levelProgress({ ...level, experience: 400 })).toBe(100);
  });
});

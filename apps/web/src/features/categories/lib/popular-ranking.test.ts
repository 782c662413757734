import { describe, expect, it } from 'vitest';
import { POPULAR_APPS, POPULAR_GROUPS } from '../data/popular-apps';
import { appsInGroup, downloadsValue, mostPopular } from './popular-ranking';

describe('the most popular apps (spec 02 §9)', () => {
  it('ranks install bands as numbers and keeps the top 8', () => {
    expect(downloadsValue('5B+')).toBe(5e9);
    expect(downloadsValue('500M+')).toBe(5e8);
    expect(downloadsValue('10M+')).toBe(1e7);
    const top = mostPopular(POPULAR_APPS);
    expect(top).toHaveLength(8);
    expect(top[0]!.name).toBe('YouTube');
    expect(
      top.every(
        (app, index) =>
          index === 0 || downloadsValue(top[index - 1]!.downloads) >= downloadsValue(app.downloads),
      ),
    ).toBe(true);
  });

  it('lists the top 8 under Most Popular and each other group’s own apps', () => {
    expect(appsInGroup(POPULAR_APPS, 'Most Popular')).toEqual(mostPopular(POPULAR_APPS));
    for (const group of POPULAR_GROUPS.filter((name) => name !== 'Most Popular')) {
      expect(
        appsInGroup(POPULAR_APPS, group).every((app) => app.category === group),
        group,
      ).toBe(true);
    }
    expect(
      POPULAR_GROUPS.filter((group) => group !== 'Most Popular').reduce(
        (sum, group) => sum + appsInGroup(POPULAR_APPS, group).length,
        0,
      ),
    ).toBe(POPULAR_APPS.filter((app) => app.category !== 'Most Popular').length);
  });
});

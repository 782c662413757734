import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../data/categories';
import {
  categoryTotals,
  filterCategories,
  filtersFromParams,
  NO_FILTERS,
  paramsFromFilters,
} from './category-filters';

const ids = (filters: Partial<typeof NO_FILTERS>) =>
  filterCategories(CATEGORIES, { ...NO_FILTERS, ...filters }).map((category) => category.id);

describe('filterCategories (spec 02 §5)', () => {
  it('shows everything with no filter', () => {
    expect(ids({})).toHaveLength(28);
  });

  it('matches the search in the name or the description, ignoring case and spaces around it', () => {
    expect(ids({ search: 'GAMES' })).toEqual([
      'games_casual',
      'games_action',
      'games_casino',
      'games_strategy',
      'games_rpg',
      'games_sports',
    ]);
    expect(ids({ search: '  recipes ' })).toEqual(['food_drink']);
    expect(ids({ search: 'no such thing' })).toEqual([]);
  });

  it('keeps the categories on the chosen platform and of the chosen difficulty, together', () => {
    expect(ids({ platform: 'ios' })).toHaveLength(26);
    expect(ids({ platform: 'android' })).toHaveLength(28);
    const beginner = CATEGORIES.filter((category) => category.difficulty === 'beginner').map(
      (category) => category.id,
    );
    expect(ids({ difficulty: 'beginner' })).toEqual(beginner);
    expect(ids({ platform: 'ios', difficulty: 'advanced' })).not.toContain('dating');
  });
});

describe('filters in the URL', () => {
  it('round-trips and ignores values it does not know', () => {
    const filters = {
      search: 'fit',
      platform: 'ios' as const,
      difficulty: 'intermediate' as const,
    };
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
    expect(paramsFromFilters(NO_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams('platform=web&difficulty=hard'))).toEqual(
      NO_FILTERS,
    );
  });
});

describe('totals', () => {
  it('sums the templates and counts the platforms from the data', () => {
    const totals = categoryTotals(CATEGORIES);
    expect(totals).toEqual({ categories: 28, templates: 596, ios: 26, android: 28 });
    expect(categoryTotals(CATEGORIES.slice(0, 2))).toEqual({
      categories: 2,
      templates: 24 + 35,
      ios: 2,
      android: 2,
    });
  });
});

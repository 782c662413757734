import type { AppCategory, Difficulty, Platform } from '../data/category-types';

export type PlatformFilter = 'all' | Platform;
export type DifficultyFilter = 'all' | Difficulty;

export interface CategoryFilters {
  search: string;
  platform: PlatformFilter;
  difficulty: DifficultyFilter;
}

export const NO_FILTERS: CategoryFilters = { search: '', platform: 'all', difficulty: 'all' };

/**
 * spec 02 §5: a category is shown when its name or description contains the search text
 * (case-insensitive) and its platform and difficulty match the selections or the selection is all.
 */
export function filterCategories(
  categories: AppCategory[],
  { search, platform, difficulty }: CategoryFilters,
) {
  const needle = search.trim().toLocaleLowerCase();
  return categories.filter(
    (category) =>
      (needle === '' ||
        category.name.toLocaleLowerCase().includes(needle) ||
        category.description.toLocaleLowerCase().includes(needle)) &&
      (platform === 'all' || category.platforms.includes(platform)) &&
      (difficulty === 'all' || category.difficulty === difficulty),
  );
}

/** Filters kept in the URL (?q=&platform=&difficulty=), so a filtered view can be shared and survives reload. */
export function filtersFromParams(params: URLSearchParams): CategoryFilters {
  const platform = params.get('platform');
  const difficulty = params.get('difficulty');
  return {
    search: params.get('q') ?? '',
    platform: platform === 'ios' || platform === 'android' ? platform : 'all',
    difficulty:
      difficulty === 'beginner' || difficulty === 'intermediate' || difficulty === 'advanced'
        ? difficulty
        : 'all',
  };
}

export function paramsFromFilters({ search, platform, difficulty }: CategoryFilters) {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (platform !== 'all') params.set('platform', platform);
  if (difficulty !== 'all') params.set('difficulty', difficulty);
  return params;
}

/** spec 02 §9: the four summary figures; templates are summed from the data. */
export function categoryTotals(categories: AppCategory[]) {
  return {
    categories: categories.length,
    templates: categories.reduce((sum, category) => sum + category.templateCount, 0),
    ios: categories.filter((category) => category.platforms.includes('ios')).length,
    android: categories.filter((category) => category.platforms.includes('android')).length,
  };
}

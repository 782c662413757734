import { understand } from '@appforge/codegen/understand/understand';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { POPULAR_APPS, POPULAR_GROUPS } from './popular-apps';

/** spec 02 §3 (its list names 27 ids; the 28th is medical). */
const SPEC_IDS = [
  'business', 'productivity', 'finance', 'social', 'communication', 'dating', 'entertainment', 'music', 'photo_video',
  'lifestyle', 'health_fitness', 'food_drink', 'utilities', 'tools', 'weather', 'education', 'books', 'news', 'travel',
  'navigation', 'shopping', 'medical', 'games_casual', 'games_action', 'games_casino', 'games_strategy', 'games_rpg',
  'games_sports',
];

describe('the category data', () => {
  it('has the 28 categories of the spec, dating and tools on Android only', () => {
    expect(CATEGORIES.map((category) => category.id)).toEqual(SPEC_IDS);
    const androidOnly = CATEGORIES.filter((category) => !category.platforms.includes('ios')).map((category) => category.id);
    expect(androidOnly).toEqual(['dating', 'tools']);
    expect(CATEGORIES.every((category) => category.platforms.includes('android'))).toBe(true);
  });

  it('keeps template counts between 8 and 35, with real descriptions, subcategories and examples', () => {
    for (const category of CATEGORIES) {
      expect(category.templateCount, category.id).toBeGreaterThanOrEqual(8);
      expect(category.templateCount, category.id).toBeLessThanOrEqual(35);
      expect(category.description.length, category.id).toBeGreaterThan(40);
      expect(category.subcategories.length, category.id).toBeGreaterThanOrEqual(2);
      expect(category.examples.length, category.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('starts every category with prompts the built-in generator files under that category', () => {
    const misplaced = CATEGORIES.flatMap((category) =>
      [category.starterPrompt, ...category.templates]
        .map((prompt) => [category.id, understand(prompt).spec.category, prompt])
        .filter(([id, understood]) => id !== understood),
    );
    expect(misplaced).toEqual([]);
  });
});

describe('the popular apps', () => {
  it('has 24 apps over the seven groups, each with the facts the modal shows', () => {
    expect(POPULAR_APPS).toHaveLength(24);
    expect(new Set(POPULAR_APPS.map((app) => app.category))).toEqual(new Set(POPULAR_GROUPS));
    for (const app of POPULAR_APPS) {
      expect(app.rating, app.id).toBeGreaterThan(0);
      expect(app.rating, app.id).toBeLessThanOrEqual(5);
      expect(app.downloads, app.id).toMatch(/^\d+[MB]\+$/);
      expect(app.features.length, app.id).toBeGreaterThanOrEqual(3);
      expect(CATEGORIES.some((category) => category.id === app.categoryId), app.id).toBe(true);
    }
  });

  it('builds a similar app in the category it belongs to', () => {
    const misplaced = POPULAR_APPS.map((app) => [app.id, app.categoryId, understand(app.similarPrompt).spec.category]).filter(
      ([, expected, understood]) => expected !== understood,
    );
    expect(misplaced).toEqual([]);
  });

  it('names the app in its Build Similar App prompt and lists the fields to keep', () => {
    for (const app of POPULAR_APPS) {
      const shortName = app.name.replace(/^Google | (Saga|Shopping|Workplace)$/g, '');
      expect(app.similarPrompt, app.id).toMatch(new RegExp(`^Build an app like ${shortName}\\b`));
      const [main] = understand(app.similarPrompt).spec.entities;
      expect(main!.fields.length, app.id).toBeGreaterThanOrEqual(3);
    }
  });
});

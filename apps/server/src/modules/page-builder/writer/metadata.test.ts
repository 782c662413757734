import { PAGE_TYPES } from '@appforge/shared/contracts/page-builder';
import { describe, expect, it } from 'vitest';
import { appFacts } from './facts';
import { DESCRIPTION_LENGTH, pageMetadata, TITLE_LENGTH } from './metadata';
import type { PageSource } from './page-source';
import { UNGENERATED_SOURCE } from './writer-test-apps';

const NAMES = [
  'X',
  'Go',
  'Gym Log',
  'Board Game Night Planner',
  'The Extremely Thorough Household Plant Watering And Fertilising Companion For Busy People',
  'Supercalifragilisticexpialidocious'.repeat(3),
  `${'Word '.repeat(19)}Word`,
  'A'.repeat(100),
  'Tom & Jerry’s "Best" <Recipes>',
];

const variants: PageSource[] = NAMES.flatMap((appName) =>
  (['ios', 'android', 'both'] as const).flatMap((platform) => [
    { ...UNGENERATED_SOURCE, appName, platform, description: '' },
    { ...UNGENERATED_SOURCE, appName, platform, category: 'health_fitness' },
    { ...UNGENERATED_SOURCE, appName, platform, description: 'x'.repeat(2000) },
  ]),
);

describe('page metadata', () => {
  it('fits the title to 30–60 and the description to 70–160 characters for any name of 1–100 characters', () => {
    for (const source of variants) {
      const facts = appFacts(source);
      for (const type of PAGE_TYPES) {
        const { title, description } = pageMetadata(type, facts, 'Short.');
        const where = `${type} for "${source.appName}"`;
        expect(title.length, `${where}: ${title}`).toBeGreaterThanOrEqual(TITLE_LENGTH.min);
        expect(title.length, `${where}: ${title}`).toBeLessThanOrEqual(TITLE_LENGTH.max);
        expect(description.length, `${where}: ${description}`).toBeGreaterThanOrEqual(
          DESCRIPTION_LENGTH.min,
        );
        expect(description.length, `${where}: ${description}`).toBeLessThanOrEqual(
          DESCRIPTION_LENGTH.max,
        );
      }
    }
  });

  it('cuts long names on a word and keeps short ones whole', () => {
    const facts = appFacts({ ...UNGENERATED_SOURCE, appName: NAMES[4] as string });
    const { title } = pageMetadata('privacy', facts, '');
    expect(title).toMatch(/^Privacy Policy – The Extremely Thorough .*…$/);
    expect(title).not.toMatch(/\s…$/);
    const gymLog = appFacts({ ...UNGENERATED_SOURCE, appName: 'Gym Log' });
    expect(pageMetadata('faq', gymLog, '').title).toBe('Questions and answers – Gym Log');
    expect(pageMetadata('home', gymLog, '').title).toBe('Home – Gym Log, an app for iPhone');
  });

  it('gives keywords from the name, category, record types, features and platforms, without duplicates', () => {
    const facts = appFacts({ ...UNGENERATED_SOURCE, category: 'travel' });
    const { keywords } = pageMetadata('landing', facts, '');
    expect(keywords).toEqual([
      'Tide & Trail',
      'travel app',
      'Tide times for each walk',
      'Offline maps <for> remote beaches',
      'iPhone app',
    ]);
  });
});

import { COMMUNITY_KINDS } from './kinds-community.ts';
import { GAMES_KINDS } from './kinds-games.ts';
import { HEALTH_KINDS } from './kinds-health.ts';
import { LEARNING_KINDS } from './kinds-learning.ts';
import { LIFE_KINDS } from './kinds-life.ts';
import { MEDIA_KINDS } from './kinds-media.ts';
import { MONEY_KINDS } from './kinds-money.ts';
import { PEOPLE_KINDS } from './kinds-people.ts';
import { PLACES_KINDS } from './kinds-places.ts';
import { SERVICES_KINDS } from './kinds-services.ts';
import { TABLETOP_KINDS } from './kinds-tabletop.ts';
import { UTILITY_KINDS } from './kinds-utility.ts';
import { WORK_KINDS } from './kinds-work.ts';
import type { AppKind } from './types.ts';

export { CATEGORIES } from './categories.ts';
export { CATEGORY_IDS } from './types.ts';
export type { AppKind, Category, CategoryId, EntityTemplate } from './types.ts';

/**
 * Every kind of app the built-in generator knows, grouped by area. Each noun and topic names
 * exactly one kind (the vocabulary test checks it), so the order does not decide any match.
 */
export const APP_KINDS: AppKind[] = [
  ...WORK_KINDS,
  ...MONEY_KINDS,
  ...PEOPLE_KINDS,
  ...MEDIA_KINDS,
  ...LEARNING_KINDS,
  ...LIFE_KINDS,
  ...HEALTH_KINDS,
  ...UTILITY_KINDS,
  ...PLACES_KINDS,
  ...GAMES_KINDS,
  ...TABLETOP_KINDS,
  ...COMMUNITY_KINDS,
  ...SERVICES_KINDS,
];

import { APP_CATEGORIES } from './categories-apps';
import { GAMES_CATEGORIES } from './categories-games';
import type { AppCategory } from './category-types';

/** The 28 categories of the browser (spec 02 §3; the 28th, medical, is where the spec's list stops at 27). */
export const CATEGORIES: AppCategory[] = [...APP_CATEGORIES, ...GAMES_CATEGORIES];

import type { Feature } from '../../app-spec.ts';

/**
 * The 28 app categories of the category browser (spec 02 §3 names 27 ids and counts 28; the
 * 28th is `medical`, a category of both app stores).
 */
export const CATEGORY_IDS = [
  'business',
  'productivity',
  'finance',
  'social',
  'communication',
  'dating',
  'entertainment',
  'music',
  'photo_video',
  'lifestyle',
  'health_fitness',
  'food_drink',
  'utilities',
  'tools',
  'weather',
  'education',
  'books',
  'news',
  'travel',
  'navigation',
  'shopping',
  'medical',
  'games_casual',
  'games_action',
  'games_casino',
  'games_strategy',
  'games_rpg',
  'games_sports',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number] | 'custom';

/**
 * A record type an app keeps, written as a person would type it. Field phrases go through the
 * prompt parser: "name", "ingredients (long text)", "cook time (minutes)", "price (currency)",
 * "difficulty (Easy, Medium, Hard)", "rating (rating)", "photo (image)", "address (location)",
 * "email (email)", "website (url)", "phone (phone)", "due date (date)", "starts at (datetime)",
 * "done (yes/no)", "servings (number)", "recipe (relation to recipe)".
 */
export interface EntityTemplate {
  /** Singular noun, lower case ("recipe", "shopping item"). */
  entity: string;
  /** The text field that titles a record in lists; must be one of `fields` (by its words). */
  titleField: string;
  fields: string[];
}

/** A common kind of app: the words that name it, and the model it gets when the prompt lists no fields. */
export interface AppKind extends EntityTemplate {
  id: string;
  category: Exclude<CategoryId, 'custom'>;
  /** Default app name ("Recipe Book"). */
  appName: string;
  /** Singular nouns (one or two words, lower case) that name the kind's records ("recipe", "dish"). */
  nouns: string[];
  /** Words or two-word phrases that name the kind without naming its records ("cooking", "meal prep"). */
  topics: string[];
  /** Catalogue features such an app has by default. */
  features: Feature[];
  /** Further record types the app keeps alongside the main one (at most 2). */
  extraEntities?: EntityTemplate[];
}

export interface Category {
  id: Exclude<CategoryId, 'custom'>;
  /** Display label ("Food & Drink"). */
  label: string;
  /** Words that name the category itself ("food", "drinks", "culinary"). */
  topics: string[];
  /** The kind used when only the category is named. */
  defaultKind: string;
}

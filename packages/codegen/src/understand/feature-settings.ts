import type { AppSpec, Entity, Field } from '../app-spec.ts';
import { fieldIdentifier, singularOf, wordsOf } from './text.ts';

/**
 * Feature phrases that set how a feature works, not fields: "sorted by rating" (the list's first
 * order), "monthly stats" / "totals per week" (the period the stats screen groups by).
 */

export type StatsPeriod = NonNullable<AppSpec['statsPeriod']>;
export type Sort = NonNullable<Entity['sort']>;

/** "sorted by rating", "sort pets alphabetically by name, A-Z": the words between, the field, the rest. */
const SORT_PHRASE =
  /\b(?:sort|order|rank|arrange|list)(?:s|ed|d)?\s+((?:[\p{L}-]+\s+){0,3}?)by\s+([^,.;!?]+)([^.;!?]*)/iu;
const DESCENDING = /\b(?:highest|most|largest|biggest|latest|newest|recent|descending|best|top)\b/i;
const ASCENDING =
  /\b(?:lowest|least|smallest|oldest|earliest|ascending|soonest|upcoming|next|a-z|alphabetical(?:ly)?)\b/i;
const FILLER = new Set(['the', 'their', 'its', 'a', 'an', 'my', 'first', 'order', 'then']);

/** Words that name a kind of value rather than a field: "sorted by date" is by the record's date. */
const TYPE_WORDS: Record<string, Field['type'][]> = {
  date: ['date', 'datetime'],
  day: ['date', 'datetime'],
  time: ['datetime', 'date'],
  when: ['date', 'datetime'],
  price: ['currency'],
  cost: ['currency'],
  amount: ['currency', 'number'],
  value: ['currency', 'number'],
  stars: ['rating'],
  score: ['rating', 'number'],
  name: ['text'],
  title: ['text'],
};

/** The field a phrase names on an entity: by name, by its last word, or by the kind of value. */
function fieldNamed(entity: Entity, words: string[]): Field | undefined {
  const wanted = [
    fieldIdentifier(words.join(' ')),
    fieldIdentifier(singularOf(words.at(-1) ?? '')),
  ];
  const byName = entity.fields.find(
    (field) =>
      wanted.includes(field.name) ||
      wanted.some((name) => name && field.name.endsWith(capital(name))),
  );
  if (byName) return byName;
  const types = TYPE_WORDS[singularOf(words.at(-1) ?? '')];
  return types
    ? types.map((type) => entity.fields.find((field) => field.type === type)).find(Boolean)
    : undefined;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Numbers, ratings and dates start highest or newest; words start at A. */
const descendingByDefault = (field: Field) =>
  ['number', 'currency', 'rating', 'date', 'datetime'].includes(field.type);

/** "sorted by rating", "order them by due date, soonest first": which entity, which field, which way. */
export function sortIn(
  text: string,
  entities: Entity[],
): { entity: Entity; sort: Sort } | undefined {
  const match = SORT_PHRASE.exec(text);
  if (!match) return undefined;
  // "sorted alphabetically by name", "by due date, soonest first": the way may come before or after.
  const said = match[2] ?? '';
  const way = `${match[1] ?? ''} ${said} ${match[3] ?? ''}`;
  const words = wordsOf(said)
    .filter((word) => !FILLER.has(word) && !DESCENDING.test(word) && !ASCENDING.test(word))
    .slice(0, 2);
  if (words.length === 0) return undefined;
  // "pets … sorted by …" and "sort pets by …" both name the records.
  const before = wordsOf(`${text.slice(0, match.index)} ${match[1] ?? ''}`).map(singularOf);
  const lastSaid = (entity: Entity) =>
    before.lastIndexOf(
      entity.name
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(' ')
        .at(-1) ?? '',
    );
  // "payments … sorted by amount" sorts the payments, the records named last before it.
  const named = entities
    .filter((entity) => lastSaid(entity) >= 0)
    .sort((a, b) => lastSaid(a) - lastSaid(b));
  const candidates = named.length > 0 ? named.slice(-1) : entities;
  for (const entity of candidates) {
    const field = fieldNamed(entity, words) ?? fieldNamed(entity, words.slice(0, 1));
    if (!field) continue;
    const descending = DESCENDING.test(way)
      ? true
      : ASCENDING.test(way)
        ? false
        : descendingByDefault(field);
    return { entity, sort: { field: field.name, descending } };
  }
  return undefined;
}

const PERIODS: Record<string, StatsPeriod> = {
  daily: 'day',
  day: 'day',
  weekly: 'week',
  week: 'week',
  monthly: 'month',
  month: 'month',
  yearly: 'year',
  annual: 'year',
  year: 'year',
};
const STATS_WORDS =
  '(?:stats|statistics|totals|summar(?:y|ies)|reports?|breakdowns?|charts?|overview)';
const PERIOD_FIRST = new RegExp(`\\b(daily|weekly|monthly|yearly|annual)\\s+${STATS_WORDS}`, 'i');
const PERIOD_AFTER = new RegExp(
  `\\b${STATS_WORDS}\\s+(?:per|by|each|every|for each)\\s+(day|week|month|year)\\b`,
  'i',
);

/** "monthly stats", "weekly totals", "a summary per month": the period the stats group by. */
export function statsPeriodIn(text: string): StatsPeriod | undefined {
  const word = PERIOD_FIRST.exec(text)?.[1] ?? PERIOD_AFTER.exec(text)?.[1];
  return word ? PERIODS[word.toLowerCase()] : undefined;
}

/** How a sort reads: "rating, highest first", "due date, earliest first", "name, A–Z". */
export function sortWording(field: Field, descending: boolean) {
  const way = ['number', 'currency', 'rating'].includes(field.type)
    ? `${descending ? 'highest' : 'lowest'} first`
    : ['date', 'datetime'].includes(field.type)
      ? `${descending ? 'latest' : 'earliest'} first`
      : descending
        ? 'Z–A'
        : 'A–Z';
  return `${field.label.toLowerCase()}, ${way}`;
}

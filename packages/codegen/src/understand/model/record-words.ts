import pluralize from 'pluralize';
import { isFeaturePhrase } from '../features.ts';
import { fieldFromPhrase } from '../fields.ts';
import { singularOf } from '../text.ts';
import type { NounPhrase } from './chunks.ts';
import { APP_WORDS } from './vocabulary.ts';

/** Heads that name a feature of the app ("reminders", "stats"), never records of their own. */
const FEATURE_HEADS = new Set([
  'reminder',
  'notification',
  'alert',
  'stat',
  'statistic',
  'chart',
  'graph',
  'dashboard',
]);

export const head = (phrase: { words: string[] }) => singularOf(phrase.words.at(-1) ?? '');
export const isUncountable = (word: string) =>
  pluralize.isPlural(word) && pluralize.isSingular(word);

/** Phrases that name a typed value ("phone numbers", "due dates") are fields, not records. */
const VALUE_TYPES = new Set([
  'currency',
  'date',
  'datetime',
  'phone',
  'email',
  'url',
  'boolean',
  'rating',
]);
export const typeOf = (words: string[]) => fieldFromPhrase(words.join(' '), [])?.type ?? 'text';
export const namesValue = (phrase: NounPhrase) =>
  VALUE_TYPES.has(typeOf(phrase.words)) &&
  (VALUE_TYPES.has(typeOf(phrase.words.slice(-1))) || typeOf(phrase.words.slice(-1)) === 'number');

/**
 * "a CAA id", "grid refs", "NRCPD no.": what tells records apart is a value of theirs ("refs" alone
 * may be referees).
 */
export const namesIdentifier = (words: string[]) => {
  const last = singularOf(words.at(-1) ?? '');
  return last === 'id' || last === 'no' || (last === 'ref' && words.length >= 2);
};

/** "names", "nicknames" said of records: what each one is called, a value even in the plural. */
export const namesWhatEachIsCalled = (words: string[]) =>
  /^(?:nick)?name$/.test(singularOf(words.at(-1) ?? ''));

/** Words for what is known of something: its values, never records of their own. */
const KNOWN_OF = new Set(['detail', 'info', 'information', 'particulars', 'data']);
/**
 * "every spring", "each winter", "pick by hand", "go on foot": a season is when, a hand or a foot
 * how, said as one alone; never a kind of record.
 */
const WHEN_OR_HOW = /^(?:spring|summer|autumn|winter|hand|foot)$/;
/** The one figure of some that is most so: "best", "latest". */
const SUPERLATIVE =
  /^(?:best|worst|highest|lowest|biggest|smallest|longest|shortest|fastest|slowest|heaviest|lightest|latest|newest)$/;
/** Words that stand for any record at all. */
const GENERIC = new Set(['thing', 'stuff']);

/** A noun that may name records: not the app, not a value or a feature ("monthly stats") unless linked ("reports for each site"). */
export const mayNameRecords = (phrase: NounPhrase, linked = false) =>
  // "a grocery list" is the app; "each campaign is sent to one list" counts lists.
  !(
    APP_WORDS.has(head(phrase)) &&
    !phrase.plural &&
    !['each', 'one'].includes(phrase.quantifier ?? '')
  ) &&
  // "stored on my phone", "orders for my bakery": the person's one thing is no record type.
  !(phrase.personal && !phrase.plural && !isUncountable(head(phrase))) &&
  // "sms reminders", "weekly charts": what the app does, not what it keeps.
  !FEATURE_HEADS.has(head(phrase)) &&
  // "the longer ones", "the ones that expired": records named before, never a kind of their own.
  phrase.words.at(-1) !== 'ones' &&
  // "postcards, mostly 1900s to 1950s": a decade or a figure is when or how many, never a kind.
  !/^\d/.test(head(phrase)) &&
  // "hirers with their licence details": what is known of a record is its values.
  !KNOWN_OF.has(head(phrase)) &&
  // "a better way to log things": what a record is, said of nothing in particular.
  !(phrase.words.length === 1 && GENERIC.has(head(phrase)) && !linked) &&
  !(phrase.words.length === 1 && !phrase.plural && WHEN_OR_HOW.test(phrase.words[0] ?? '')) &&
  // "total dividends received per holding": a sum asked for, never records; "each player's best
  // jump", "the latest reading": one figure asked for.
  !(phrase.words.length > 1 && /^(?:total|average)$/.test(phrase.words[0] ?? '')) &&
  !(phrase.words.length > 1 && !phrase.plural && SUPERLATIVE.test(phrase.words[0] ?? '')) &&
  (linked || (!namesValue(phrase) && !isFeaturePhrase(phrase.words.join(' '))));

/** "names", "firing temperatures" had by many: the one value each has. */
export const oneOf = (phrase: NounPhrase): NounPhrase =>
  phrase.plural
    ? { ...phrase, words: [...phrase.words.slice(0, -1), head(phrase)], plural: false }
    : phrase;

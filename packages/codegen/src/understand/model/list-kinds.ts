import pluralize from 'pluralize';
import { isFeaturePhrase } from '../features.ts';
import { fieldFromPhrase } from '../fields.ts';
import { isMeasure } from '../measured-nouns.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { wordsOf } from '../text.ts';
import type { ListItem, TextList } from './lists.ts';
import type { Token } from './parse.ts';
import { namesIdentifier, namesWhatEachIsCalled } from './record-words.ts';

/**
 * Whether a list names record types ("songs, gigs and setlists") or the values of one record
 * ("title, author and rating"), item by item: records are counted in the plural, values are
 * named one at a time, typed ("dates", "prices") or said as a clause ("how I felt").
 */

/**
 * How an item reads: a record type, a value, either ("photos", "notes", "comments", "a driver"),
 * or a thing named by a mass noun ("packaging", "equipment"), a record only among records.
 */
export type ItemKind = 'record' | 'value' | 'either' | 'mass';

/** A list as the reader took it: record types or values, item by item. */
export interface ReadList {
  list: TextList;
  namesRecords: boolean;
  kinds: ItemKind[];
}

/** "how I felt", "who borrowed it", "whether it is paid": a clause, so a value. */
export const QUESTION = /^(?:how|whether|when|who|whom|where|what|which|why|if)$/;
export const SUBJECT_PRONOUNS = new Set(['i', 'we', 'it', 'they', 'he', 'she', 'you']);
/** Types that say a value, whatever its number ("dates", "prices", "hours", "points"). */
export const VALUE_TYPES = new Set([
  'date',
  'datetime',
  'number',
  'currency',
  'boolean',
  'rating',
  'email',
  'url',
  'phone',
  'enum',
]);
/** Types a plural may have as records as well as values ("photos", "notes", "comments"). */
const EITHER_TYPES = new Set(['imageUrl', 'longText']);
const LEADING = new Set(['determiner', 'number', 'adjective', 'possessive']);

const isUncountable = (word: string) => pluralize.isPlural(word) && pluralize.isSingular(word);

/**
 * A singular that may still name records: many of them ("homework", "staff", "crew"), or a
 * person or a thing taking part ("booked by a member with a trainer", "each trip has a vehicle").
 */
const namesRecordsToo = (words: string[]) => {
  const head = words.at(-1) ?? '';
  return (
    isUncountable(head) ||
    canBe(words, 'group', 0.5) ||
    canBe(words, 'person', 0.5) ||
    canBe(words, 'thing', 0.5)
  );
};

const LEADING_WORDS =
  /^(?:(?:a|an|the|my|our|their|its|his|her|all|each|every|some|many|several|few|one)(?:\s+|$))+/i;

/** The naming words of an item's text, up to a preposition ("the loot of each quest" → loot). */
export const namingWordsOf = (text: string) =>
  wordsOf(
    text.replace(LEADING_WORDS, '').split(/\s+(?:of|in|on|at|for|per|from|by|with|to)\s+/i)[0] ??
      '',
  );

export const tokensOf = (item: ListItem, tokens: Token[]) =>
  tokens.filter((token) => token.start >= item.start && token.start < item.end);

/**
 * "the notes written for each sprint", "daily reports for each site": the item goes on past the
 * list's end with a phrase that places it, so it names records of its own.
 */
export function placedAfter(item: ListItem, tokens: Token[]) {
  const next = tokens.findIndex((token) => token.start >= item.end);
  const [preposition, object] = [tokens[next], tokens[next + 1]];
  return (
    preposition?.pos === 'preposition' &&
    !['with', 'like', 'as'].includes(preposition.word) &&
    (object?.pos === 'noun' || /^(?:each|every|one|a|an|the)$/.test(object?.word ?? ''))
  );
}

/** The item's naming nouns, past its determiners and adjectives, and what follows them. */
export function namingRun(tokens: Token[]) {
  let index = 0;
  while (LEADING.has(tokens[index]?.pos ?? '')) index += 1;
  // "one of our physios", "each of the rooms": one of the records named after "of".
  if (index > 0 && tokens[index]?.word === 'of') {
    index += 1;
    while (LEADING.has(tokens[index]?.pos ?? '')) index += 1;
  }
  const start = index;
  while (tokens[index]?.pos === 'noun') index += 1;
  return {
    nouns: tokens.slice(start, index),
    leading: tokens.slice(0, start),
    rest: tokens.slice(index),
  };
}

const SMALL_WORDS = new Set(['other', 'determiner', 'preposition', 'conjunction']);

/** "then", "too": an item of small words only, asking nothing, names no value ("done", "systolic" do). */
export function namesNothing(item: ListItem, tokens: Token[]) {
  const own = tokensOf(item, tokens);
  const first = own[0];
  const asks = QUESTION.test(first?.word ?? '') || SUBJECT_PRONOUNS.has(first?.word ?? '');
  const small = own.every((token) => SMALL_WORDS.has(token.pos));
  return own.length > 0 && !asks && small;
}

/** "sets", "visits", "laps": typed as a count. */
export function countedValue(item: ListItem, tokens: Token[]) {
  const words = namingRun(tokensOf(item, tokens)).nouns.map((token) => token.word);
  return fieldFromPhrase(words.join(' '), [])?.type === 'number';
}

/** Whether an item names its things in the plural ("kills", "the guests"). */
export const isPluralItem = (item: ListItem, tokens: Token[]) =>
  Boolean(namingRun(tokensOf(item, tokens)).nouns.at(-1)?.plural);

/** "…, every unit has models": the word's singular after "each" or "every", a verb right after. */
const saidOfEachLater = (head: Token, later: Token[]) =>
  later.some(
    (token, index) =>
      token.word === pluralize.singular(head.word) &&
      ['each', 'every'].includes(later[index - 1]?.word ?? '') &&
      later[index + 1]?.pos === 'verb',
  );

/** "campaigns with a brand" beside "brands" named elsewhere: one of those records. */
const oneOfNamedElsewhere = (head: Token, item: ListItem, tokens: Token[]) =>
  tokens.some(
    (token) =>
      token.pos === 'noun' &&
      token.plural &&
      (token.start < item.start || token.start >= item.end) &&
      pluralize.singular(token.word) === head.word,
  );

/** How one item of a list reads (see ItemKind). */
export function itemKind(item: ListItem, tokens: Token[]): ItemKind {
  const own = tokensOf(item, tokens);
  const first = own[0];
  // "which room each appliance is in", "which market it was done at": the record each one is in.
  const whereEach =
    first?.word === 'which' &&
    own[1]?.pos === 'noun' &&
    ['each', 'it', 'they'].includes(own[2]?.word ?? '');
  if (whereEach) return 'record';
  if (!first || QUESTION.test(first.word) || isFeaturePhrase(item.text)) return 'value';
  // "how I felt", "I read": a clause; "the plans I write each athlete": records and a clause.
  if (SUBJECT_PRONOUNS.has(first.word)) return 'value';
  const { nouns, leading, rest } = namingRun(own);
  const words = nouns.map((token) => token.word);
  const head = nouns.at(-1);
  if (!head || words.length > 3) return 'value';
  const placed = placedAfter(item, tokens);
  // "each kid's savings goals", "every payment": an item counted one by one is a record,
  // whatever its values.
  const eachOne = /^(?:each|every)$/.test(first.word);
  if (eachOne && (!own[1]?.possessor || head.plural)) return 'record';
  // "repairers we have used", "the spots I ride": the person's own records, a clause after them.
  const theirs = SUBJECT_PRONOUNS.has(rest[0]?.word ?? '') && rest[1]?.pos === 'verb';
  // …but "the minutes I played", "the pages I read": an amount of what they did is a figure.
  const amount = countedValue(item, tokens) && (isMeasure(head.word) || canBe(words, 'value', 0.5));
  if (theirs && head.plural && !amount) return 'record';
  // "the certificate a delegate receives", "the lessons each pupil takes": what one of another
  // record does something with, in a clause of its own, is a record too.
  const countedDoer = /^(?:a|an|each|every|one)$/.test(rest[0]?.word ?? '');
  if (countedDoer && rest[1]?.pos === 'noun' && rest[2]?.pos === 'verb') return 'record';
  // "the score of each player in each match": one for each pair is a record of its own.
  const next = tokens.filter((token) => token.start >= item.end);
  const ofEach = rest[0]?.word === 'of' && rest[1]?.word === 'each';
  if (ofEach && next[0]?.pos === 'preposition' && next[1]?.word === 'each') return 'record';
  // "frogs seen", "books read": a participle closing the item says a value of the record.
  // …but "the car used" is the car: a definite thing or person, said how it takes part.
  const definite = leading.some((token) => token.word === 'the');
  const closing = rest.length === 1 && rest[0]?.pos === 'verb' && !/ing$/.test(rest[0].word);
  if (closing && !placed)
    return definite && namesRecordsToo(words) && !head.plural ? 'either' : 'value';
  // "each army has units, every unit has models": what each of is said of later is a record.
  if (head.plural && saidOfEachLater(head, next)) return 'record';
  const type = fieldFromPhrase(words.join(' '), [])?.type ?? (placed ? 'text' : undefined);
  if (!type) return 'value';
  // "many photos", "several lessons": counted records.
  const many = leading.some((token) => /^(?:many|several|multiple)$/.test(token.word));
  if (many && head.plural) return 'record';
  // "visits", "rounds", "pages": counted in records as well as named as a count; "visits for each
  // boiler" are records placed in another.
  const measure = canBe(words, 'value', 0.5) || canBe(words, 'idea', 0.5);
  if (type === 'number' && head.plural && !measure) return placed ? 'record' : 'either';
  if (VALUE_TYPES.has(type) || namesIdentifier(words) || namesWhatEachIsCalled(words))
    return 'value';
  // "addresses" are values; "venues", "sites", "spots" are places kept as records.
  if (type === 'location' && !canBe(words, 'thing', 0.5)) return 'value';
  const counted = leading.some((token) =>
    /^(?:each|every|one|many|several|multiple)$/.test(token.word),
  );
  // "a care plan per resident", "a feeding plan per horse": one kept for each record.
  const oneEach = rest[0]?.word === 'per' && leading.some((token) => /^(?:a|an)$/.test(token.word));
  // "the operator who did it": someone; "which yard it ended up in": where the record is.
  const who = tokens.find((token) => token.start >= item.end)?.word === 'who';
  const stranded =
    rest.at(-1)?.pos === 'preposition' ||
    (next[0]?.pos === 'preposition' && (!next[1] || next[1].word === 'and' || next[0].comma));
  const placing = rest.some((token) => token.pos === 'verb') && stranded;
  // "the protocol used for each experiment": the one of each named; "the buoy each mooring
  // uses": the one each has; "the barista working each shift": the one doing it for each.
  const forEach =
    (rest[0]?.word === 'each' && rest.some((token) => token.pos === 'verb')) ||
    (rest[0]?.pos === 'verb' && ['each', 'every'].includes(rest[1]?.word ?? ''));
  const theOneOf = (placed || forEach) && leading.some((token) => token.word === 'the');
  if (!head.plural && !counted) {
    const named = oneOfNamedElsewhere(head, item, tokens);
    if (namesRecordsToo(words) || oneEach || who || placing || theOneOf || named) return 'either';
    // "packaging" among "ingredients, packaging and finished goods", "paper" among "paper, inks
    // and envelopes"; not "loot", "status".
    const valued = ['value', 'possession', 'idea'].some((role) =>
      canBe(words, role as 'value', 0.5),
    );
    const stuff = canBe(words, 'act', 0.3) || canBe(words, 'thing', 0.4);
    return type === 'text' && !valued && stuff ? 'mass' : 'value';
  }
  // "a habit tracker with daily streaks": a plural that is mostly a value is worked out, not kept.
  if (!placed && !counted && canBe(words, 'value', 0.5) && !canBe(words, 'thing', 0.3))
    return 'either';
  // "the notes I take in each book": placed in a record, photos and notes are records too.
  return EITHER_TYPES.has(type) && !placed ? 'either' : 'record';
}

import { isAmountOfThings } from '../field-clauses.ts';
import { fieldFromPhrase } from '../fields.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import {
  countedValue,
  isPluralItem,
  itemKind,
  namingRun,
  placedAfter,
  tokensOf,
  VALUE_TYPES,
  type ItemKind,
  type ReadList,
} from './list-kinds.ts';
import type { ListItem, TextList } from './lists.ts';
import type { Token } from './parse.ts';

/** A whole list read item by item: record types or the values of one record (see list-kinds.ts). */

/** "ingredients, …, finished goods": things counted in the plural, typed or not as text or pictures. */
function isPluralThing(item: ListItem, tokens: Token[], kind: ItemKind) {
  if (kind === 'value' || !isPluralItem(item, tokens)) return false;
  const words = namingRun(tokensOf(item, tokens)).nouns.map((token) => token.word);
  return !VALUE_TYPES.has(fieldFromPhrase(words.join(' '), [])?.type ?? 'text');
}

/** "workouts with date, duration, exercises with sets, reps …": an item a list of its own describes. */
export const describedBy = (item: ListItem, lists: TextList[]) =>
  lists.some(
    (list) =>
      list.marker === 'with' &&
      !list.afterComma &&
      list.start > item.end &&
      list.start - item.end <= 2,
  );

/** "total", "date": a value named alone, one of it. */
const isSingularValue = (item: ListItem, tokens: Token[]) => {
  const { nouns, leading } = namingRun(tokensOf(item, tokens));
  return (
    leading.length === 0 &&
    nouns.length > 0 &&
    !nouns.at(-1)?.plural &&
    itemKind(item, tokens) === 'value'
  );
};

/**
 * "with total, hits, golds", "with date, wins, assists": after a value named alone, a bare plural that is no
 * person, group or thing (an act, a possession) is a count the record keeps.
 */
function isTally(item: ListItem | undefined, tokens: Token[]) {
  if (!item || placedAfter(item, tokens)) return false;
  const { nouns, leading, rest } = namingRun(tokensOf(item, tokens));
  const words = nouns.map((token) => token.word);
  return (
    leading.length === 0 &&
    rest.length === 0 &&
    Boolean(nouns.at(-1)?.plural) &&
    !(['person', 'group', 'thing'] as const).some((role) => canBe(words, role, 0.5))
  );
}

/**
 * What a whole list names: records when two or more items are records, or any and no value. An
 * item counted in the plural that a list of its own describes is a record ("game nights with …").
 */
export function readList(list: TextList, tokens: Token[], others: TextList[] = []): ReadList {
  const read = list.items.map((item) => {
    // "how many stickers it needs": a number kept, whatever it counts.
    if (list.marker === 'per' || isAmountOfThings(item.text)) return 'value' as const;
    const described = describedBy(item, others) && isPluralItem(item, tokens);
    return described ? ('record' as const) : itemKind(item, tokens);
  });
  const counts = read.map(
    (kind, index) =>
      kind === 'record' &&
      list.marker === 'with' &&
      list.items.slice(0, index).some((item) => isSingularValue(item, tokens)) &&
      isTally(list.items[index], tokens),
  );
  // "with title, date, attendees and decisions": beside a person or a thing kept, they are records.
  const tallies = read.every((kind, index) => kind !== 'record' || counts[index])
    ? counts
    : counts.map(() => false);
  const kinds = read.map((kind, index) => (tallies[index] ? ('either' as const) : kind));
  const records = kinds.filter((kind) => kind === 'record').length;
  const values = kinds.filter((kind) => kind === 'value' || kind === 'mass').length;
  // "sets, reps": counts that could be records do not make a list of records.
  const either = list.items.filter(
    (item, index) => kinds[index] === 'either' && !countedValue(item, tokens),
  ).length;
  // Things counted in the plural, two or more and at least half the items, are what is kept.
  const plural = list.items.filter(
    (item, index) => !tallies[index] && isPluralThing(item, tokens, kinds[index] as ItemKind),
  ).length;
  // "teams, rounds and scores": every item counted in the plural, one a record, names records.
  const allPlural =
    kinds.length >= 2 && records >= 1 && list.items.every((item) => isPluralItem(item, tokens));
  // "Vet app: visits where …": a list of nothing but what may be records names them.
  const onlyEither =
    values === 0 &&
    kinds.some((kind) => kind === 'either') &&
    ['colon', 'other'].includes(list.marker);
  const namesRecords =
    list.marker !== 'parentheses' &&
    (records >= 2 ||
      onlyEither ||
      allPlural ||
      (records >= 1 && values === 0) ||
      (records >= 1 && records + either > values + 1) ||
      (plural >= 2 && plural * 2 >= kinds.length));
  return { list, namesRecords, kinds };
}

import pluralize from 'pluralize';
import { fieldFromPhrase } from '../fields.ts';
import { canBe, isKnownNoun, isKnownVerb, type NounRole } from '../lexicon/noun-roles.ts';
import { wordsOf } from '../text.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { QUESTION, type ReadList } from './list-kinds.ts';
import type { ListItem, TextList } from './lists.ts';
import { namesIdentifier } from './record-words.ts';
import { recordOf, type RecordType } from './records.ts';
import { phraseBefore } from './owners.ts';

const KINDS_OF: NounRole[] = ['person', 'group', 'thing', 'act', 'document', 'possession', 'idea'];

/** Two or more of the items, and more than half, can be one role. */
function mostly(items: string[][], role: NounRole) {
  const alike = items.filter((words) => canBe(words, role, 0.2)).length;
  return alike >= 2 && alike * 2 > items.length;
}

/** The roles a phrase's examples would share: its own, or what they mostly are when it has none. */
function rolesOf(phrase: NounPhrase, items: string[][]): NounRole[] {
  // "staff (nurses, doctors, porters)": a group is of people.
  const named = KINDS_OF.filter((role) => canBe(phrase.words, role, 0.5)).map((role) =>
    role === 'group' ? 'person' : role,
  );
  // "the items in each kit (plasters, bandages, eyewash)": a word that says nothing of its own is
  // what its examples mostly are.
  return named.length > 0 ? named : KINDS_OF.filter((role) => mostly(items, role));
}

/**
 * "spare parts (inner tubes, brake pads, chains)", "exercises (bench press, squat, deadlift)": a
 * list in parentheses whose items are mostly what the phrase before is (things of things, acts of
 * acts), none of them typed, gives examples of it, not values it keeps. The phrase before is the
 * nearest, or the one a phrase after a preposition is said of ("supplies in our clinic (…)").
 */
export const namesExamples = (list: TextList, chunked: Chunk[][]) =>
  examplesOf(list, chunked) !== undefined;

/** The phrase a list in parentheses gives examples of (see namesExamples), if it gives any. */
export function examplesOf(list: TextList, chunked: Chunk[][]): NounPhrase | undefined {
  const before = chunked
    .flat()
    .filter(isNoun)
    .filter((phrase) => (phrase.end ?? Infinity) <= list.start);
  // "exercises to do every day (heel slides, …)": or the plural the words before go on from.
  const plural = before.findLast((phrase) => phrase.plural);
  const phrases = [before.at(-1), phraseBefore(chunked, list.start), plural].filter(
    (phrase): phrase is NounPhrase => phrase !== undefined,
  );
  return exampled(list, phrases);
}

/**
 * "the parts I used: valves, caps, transformers", "the crops we grow - beans, leeks": a list after
 * a colon or a dash that gives examples of the plural before it, as parentheses would.
 */
export const givesExamplesOf = (list: TextList, phrase: NounPhrase) =>
  exampled({ ...list, marker: 'parentheses' }, [phrase]) !== undefined;

/** Which of the phrases before a list in parentheses its items are examples of, if any. */
function exampled(list: TextList, phrases: NounPhrase[]): NounPhrase | undefined {
  if (list.marker !== 'parentheses' || list.items.length < 2) return undefined;
  const items = list.items.map((item) => wordsOf(item.text));
  // "(how many adults, which species)": what is asked of each is its values, never examples.
  if (items.some((words) => QUESTION.test(words[0] ?? ''))) return undefined;
  // "(front, back, learned yes/no)": a typed item makes them all values ("runs" may be counted).
  // …as does an identifier ("(part no, serial)") or a measure ("(weight, bait)").
  // …but one measure among kinds ("heel slides, quad sets, leg raises") is one of the examples.
  const typeOf = (item: ListItem) => {
    const type = fieldFromPhrase(item.text, [])?.type ?? 'text';
    const words = wordsOf(item.text);
    if (!['text', 'number'].includes(type) || namesIdentifier(words)) return 'typed';
    return type === 'number' && canBe(words, 'value', 0.5) ? 'measure' : 'plain';
  };
  const types = list.items.map(typeOf);
  const measures = types.filter((type) => type === 'measure').length;
  if (types.includes('typed') || measures * 2 >= types.length) return undefined;
  return phrases.find(
    (phrase) =>
      rolesOf(phrase, items).some((role) => mostly(items, role)) ||
      KINDS_OF.some((role) => canBe(phrase.words, role, 0.15) && allFirmly(items, role)) ||
      (phrase.plural && (mostlyNamedKinds(items) || mostlyNames(items))),
  );
}

/** "the tracks I race on (spa, monza, suzuka)": most items are words of no dictionary, names. */
const mostlyNames = (items: string[][]) =>
  items.filter((words) => words.every((word) => !isKnownNoun(word) && !isKnownVerb(word))).length *
    2 >
  items.length;

/**
 * "exercises (heel slides, quad sets, straight leg raises)": most items are plurals of two words
 * or more, which name kinds of the records; values are said in the singular or in one word
 * ("names, ages").
 */
const mostlyNamedKinds = (items: string[][]) =>
  items.length >= 2 &&
  items.filter(
    (words) =>
      words.length >= 2 && pluralize.isPlural(words.at(-1) ?? '') && !canBe(words, 'value', 0.5),
  ).length *
    2 >
    items.length;

/** "extras (firewood, gas bottle, ice)": every item firmly one role, which the phrase can be too. */
const allFirmly = (items: string[][], role: NounRole) =>
  items.length >= 3 && items.every((words) => canBe(words, role, 0.5));

/**
 * "services (full groom, bath & brush, nail clip)", "extras (firewood, gas bottle, ice)": record
 * types named with examples of what they are, other than kinds of people: what is on offer.
 */
export const offeredIn = (lists: ReadList[], chunked: Chunk[][], records: RecordType[]) =>
  lists
    .flatMap(({ list }) => [
      { list, phrase: examplesOf(list, chunked) },
      ...list.items
        .flatMap(parenthesesIn)
        .map((inner) => ({ list: inner.list, phrase: exampled(inner.list, [inner.named]) })),
    ])
    .flatMap(({ list, phrase }) => {
      const record = phrase && recordOf(phrase, records);
      const people = mostly(
        list.items.map((item) => wordsOf(item.text)),
        'person',
      );
      return record && !people ? [record] : [];
    });

/**
 * "a price list of extras (firewood, gas bottle, ice)" as an item of a list: its parentheses and
 * the word they follow.
 */
function parenthesesIn(item: ListItem): { list: TextList; named: NounPhrase }[] {
  const opened = /(\p{L}+)\s*\(([^()]+)\)/u.exec(item.text);
  if (!opened?.[1] || !opened[2]) return [];
  const word = opened[1].toLowerCase();
  const start = item.start + opened.index + opened[0].indexOf('(');
  let at = start + 1;
  const items = opened[2].split(',').map((part) => {
    const text = part.trim();
    const from = at + part.indexOf(text);
    at += part.length + 1;
    return { text, start: from, end: from + text.length };
  });
  const named: NounPhrase = {
    type: 'noun',
    words: [word],
    plural: pluralize.isPlural(word),
    owned: false,
    personal: false,
  };
  return [{ list: { start, end: item.end, marker: 'parentheses', items }, named }];
}

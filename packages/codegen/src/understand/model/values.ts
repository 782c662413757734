import { isFeaturePhrase } from '../features.ts';
import { isAmountOfThings } from '../field-clauses.ts';
import { baseOfIrregular } from '../lexicon/irregular-verbs.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { agentWordsOf } from './agent-nouns.ts';
import { isPluralNoun, wordsOf } from '../text.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { namingWordsOf, type ReadList } from './list-kinds.ts';
import { describedBy } from './read-list.ts';
import type { ListItem, TextList } from './lists.ts';
import { ownerAt, phraseBefore } from './owners.ts';
import { namesExamples } from './parenthesized-examples.ts';
import { figureOf } from './figures-of-records.ts';
import { recordOf, type RecordType } from './records.ts';
import { phrasesOfShortText } from './short-phrases.ts';

/** The values (field phrases, as the person wrote them) each record keeps, in order. */
export type Values = Map<RecordType, string[]>;

/** "donations (amount, date, campaign)" where campaigns are records: each donation has one. */
export interface ValueLink {
  child: RecordType;
  parent: RecordType;
  /** "editions (date, which readers recorded it)": several of them each, and each in several. */
  many?: boolean;
}

/** "which readers recorded it", "which players came": an item asking for several records. */
const WHICH_ONES = /^\s*which\s+(\p{L}+)/u;
const asksSeveral = (text: string) => isPluralNoun(WHICH_ONES.exec(text)?.[1] ?? '');

const LEADING = /^(?:(?:a|an|the|my|our|their|its|his|her|one|each|every|some|any|which)\s+)+/i;

/**
 * The record an item of a list names, when it names one: its first noun phrase, else its words;
 * none for an amount of things ("how many stickers it needs").
 */
export function recordOfItem(
  item: ListItem,
  chunked: Chunk[][],
  records: RecordType[],
): RecordType | undefined {
  if (isAmountOfThings(item.text)) return undefined;
  const phrase = phraseInside(item, chunked);
  if (phrase) return recordOf(phrase, records);
  const words = wordsOf(item.text.replace(LEADING, ''));
  const named = (said: string[]) =>
    recordOf({ type: 'noun', words: said, plural: false, owned: false, personal: false }, records);
  // "which engineer went", "which bay it was parked in": the record asked for by "which".
  const asked = /^\s*which\s/i.test(item.text) && words[0] ? named(words.slice(0, 1)) : undefined;
  return words.length > 0 && words.length <= 2 ? (named(words) ?? asked) : asked;
}

/**
 * "games: who played white, who played black, result": a value asking who did it names the
 * person kept for it, the doer of its verb ("played" → players) or the one kind of people kept.
 */
function doerAsked(text: string, records: RecordType[]): RecordType | undefined {
  const verb = /^who\s+(\p{L}+)/u.exec(text.trim().toLowerCase())?.[1];
  if (!verb) return undefined;
  // "drove" → drive, "played" → playe: the doer's words follow ("driver", "player").
  const agents = new Set(agentWordsOf(baseOfIrregular(verb) ?? verb.replace(/d$/, '')));
  const people = records.filter((record) => canBe(record.words, 'person', 0.5));
  return (
    people.find((record) => agents.has(record.words.at(-1) ?? '')) ??
    (people.length === 1 ? people[0] : undefined)
  );
}

/** The first noun phrase that starts inside an item. */
export function phraseInside(item: ListItem, chunked: Chunk[][]): NounPhrase | undefined {
  return chunked
    .flat()
    .find(
      (chunk): chunk is NounPhrase =>
        isNoun(chunk) &&
        chunk.start !== undefined &&
        chunk.start >= item.start &&
        chunk.start < item.end,
    );
}

/**
 * The record a value inside a list of records belongs to: money and possessions to the person who
 * has them ("characters, quests and loot"), anything else to the record named just before it
 * ("rooms, tasks and costs"), else just after it.
 */
function ownerInList(
  item: ListItem,
  before: (RecordType | undefined)[],
  after: (RecordType | undefined)[],
): RecordType | undefined {
  const nearest = [...before].reverse().find(Boolean) ?? after.find(Boolean);
  if (!canBe(namingWordsOf(item.text), 'possession', 0.5)) return nearest;
  const people = [...before, ...after].filter(
    (record): record is RecordType =>
      Boolean(record) && canBe((record as RecordType).words, 'person', 0.3),
  );
  return people.length === 1 ? people[0] : nearest;
}

export function addValue(
  values: Values,
  record: RecordType,
  phrase: string,
  records: RecordType[],
) {
  const text = phrase.trim();
  if (!text || isFeaturePhrase(text)) return;
  // "sessions" in a meditation session's list names the records themselves; "prompts with title,
  // prompt and model": one prompt is a prompt's own text.
  const words = wordsOf(text);
  const said = values.get(record) ?? [];
  if (said.some((value) => wordsOf(value).join(' ') === words.join(' '))) return;
  // "clients and their pianos": a record named among the values is no value; "several on each"
  // names nothing.
  // "how many stickers it needs": a number the record keeps, though it names other records.
  if (isAmountOfThings(text)) {
    values.set(record, [...said, text]);
    return;
  }
  const named = namingWordsOf(text);
  if (named.length === 0) return;
  const naming = {
    type: 'noun' as const,
    words: named.slice(-2),
    plural: true,
    owned: false,
    personal: false,
  };
  const other = named.length > 0 ? recordOf(naming, records) : undefined;
  if (other && other !== record) return;
  // "circuits and each lap time": the figure of a lap, kept by the lap.
  const figured = figureOf(named) && records.find((kept) => kept.words.join(' ') === named[0]);
  if (figured && figured !== record) return;
  if (
    words.length === 1 &&
    isPluralNoun(words[0] ?? '') &&
    recordOf({ type: 'noun', words, plural: true, owned: false, personal: false }, records) ===
      record
  )
    return;
  values.set(record, [...(values.get(record) ?? []), text]);
}

/**
 * "split bills with friends: description, amount, friend": a list that names the record of the
 * phrase before it among its items is said of the phrase before that one.
 */
function listedOwnerBefore(
  list: TextList,
  owner: RecordType,
  chunked: Chunk[][],
  records: RecordType[],
) {
  if (!list.items.some((item) => recordOfItem(item, chunked, records) === owner)) return undefined;
  const start = phraseBefore(chunked, list.start, list.afterComma)?.start;
  const earlier = start === undefined ? undefined : ownerAt(chunked, start, records, undefined);
  return earlier === owner ? undefined : earlier;
}

/**
 * Values from lists: a list of values belongs to the record it is said of ("each plant has …",
 * "donations (amount, …)", "checks of ponds with date, …"), else to the main record; a value
 * inside a list of records ("rooms, tasks and costs") belongs to the record before it.
 */
export function listValues(
  lists: ReadList[],
  chunked: Chunk[][],
  records: RecordType[],
  main: RecordType | undefined,
): { values: Values; links: ValueLink[]; enumerated: Set<RecordType> } {
  const values: Values = new Map();
  const links: ValueLink[] = [];
  const enumerated = new Set<RecordType>();
  const textLists = lists.map(({ list }) => list);
  for (const { list, namesRecords, kinds } of lists) {
    if (namesRecords) {
      const named = list.items.map((item, index) =>
        kinds[index] === 'value' ? undefined : recordOfItem(item, chunked, records),
      );
      list.items.forEach((item, index) => {
        if (named[index]) return;
        const owner = ownerInList(item, named.slice(0, index), named.slice(index + 1));
        if (owner) addValue(values, owner, item.text, records);
      });
      continue;
    }
    if (namesExamples(list, chunked)) continue;
    const host = list.host
      ? recordOf(
          { type: 'noun', words: wordsOf(list.host), plural: false, owned: false, personal: false },
          records,
        )
      : undefined;
    const said = host ?? ownerAt(chunked, list.start, records, main, list.afterComma);
    const owner =
      (said && !host && listedOwnerBefore(list, said, chunked, records)) ||
      said ||
      main ||
      records[0];
    if (owner && list.marker === 'parentheses') enumerated.add(owner);
    // "donations (amount, date, campaign)": a value that names a record type is a link instead
    // ("with a trainer" after a verb is left to the clause: "booked by a member with a trainer").
    for (const item of owner ? list.items : []) {
      const counted = list.marker === 'parentheses' ? recordsCountedIn(item, records) : [];
      if (counted.length >= 2) {
        for (const parent of counted.filter((record) => record !== owner))
          links.push({ child: owner as RecordType, parent });
        continue;
      }
      const record = recordOfItem(item, chunked, records) ?? doerAsked(item.text, records);
      const ownText = record === owner && !isPluralNoun(wordsOf(item.text).at(-1) ?? '');
      if (!record || ownText) addValue(values, owner as RecordType, item.text, records);
      else if (record === owner) continue;
      // "workouts with date, exercises with sets …": what a list says is held belongs to it.
      else if (describedBy(item, textLists))
        links.push({ child: record, parent: owner as RecordType });
      // "with which fridge it went into and which business gave it": asked of each, one of them.
      else if (list.marker !== 'with' || /^which\s/i.test(item.text))
        links.push({
          child: owner as RecordType,
          parent: record,
          ...(asksSeveral(item.text) ? { many: true } : {}),
        });
    }
  }
  return { values, links, enumerated };
}

/**
 * "shifts (one officer at one crossing on a date, …)": an item in parentheses that says each
 * record is one of a record with one of another names every record it counts by "one".
 */
function recordsCountedIn(item: ListItem, records: RecordType[]): RecordType[] {
  if (!/^\s*one\s/i.test(item.text)) return [];
  const counted = phrasesOfShortText(item.text).filter((phrase) =>
    ['one', 'single'].includes(phrase.quantifier ?? ''),
  );
  return [...new Set(counted.flatMap((phrase) => recordOf(phrase, records) ?? []))];
}

/** "Clients have a name, phone and address": values a clause says a record has. */
export function claimedValues(values: Values, claims: Claim[], records: RecordType[]) {
  for (const claim of claims) {
    if (claim.type !== 'attribute') continue;
    const owner = recordOf(claim.owner, records);
    if (owner && !recordOf(claim.attribute, records))
      addValue(values, owner, claim.attribute.words.join(' '), records);
  }
}

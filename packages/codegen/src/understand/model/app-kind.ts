import pluralize from 'pluralize';
import {
  contextWordOf,
  countedActivities,
  kindOfNoun,
  kindOfTopic,
  type AppKind,
} from '../app-kinds.ts';
import { singularOf, wordsOf } from '../text.ts';
import { resolveNoun, type ResolvedNoun } from '../entities.ts';
import { resultNoun } from '../measured-nouns.ts';
import { kindNounIn, kindTopicIn } from '../subject-choice.ts';
import type { RecordType } from './records.ts';
import { withoutAsks, withoutVerbIdioms } from './vocabulary.ts';

/**
 * The kind of app the vocabulary knows the prompt as: the main record's, the subject's, a
 * record's, else a kind's records named in passing ("a team announcements board": announcements)
 * or a topic before the records ("a swim team"), else a word anywhere (`byWord`). The kind adds
 * default fields, icons and wording; it never adds or removes a record type the person named.
 */
export function appKindOf(
  text: string,
  records: RecordType[],
  mainNoun: ResolvedNoun | undefined,
  subjectNouns: ResolvedNoun[],
): { kind?: AppKind; byWord?: boolean } {
  const context = wordsOf(text);
  const counted = countedActivities(text);
  const recordNouns = records.map((record) => recordNounOf(record, context, records, counted));
  const own = [mainNoun, ...subjectNouns, ...recordNouns].find((noun) => noun?.kind)?.kind;
  if (own) return { kind: own };
  const plain = withoutVerbIdioms(text).replace(COUNTED, '').replace(VERB_OF_ONE, '$1');
  const mentioned = kindNounIn(plain)?.kind;
  const named = records.flatMap((record) => [
    ...record.words,
    pluralize(record.words.at(-1) ?? ''),
  ]);
  const said = mentioned ?? kindTopicIn(plain, named);
  if (said) return { kind: said };
  const byWord = kindWordIn(plain, counted);
  return byWord ? { kind: byWord, byWord: true } : {};
}

/**
 * "the number of words", "how many guests": what a record counts as a figure names no records of
 * a kind, with the records themselves named; nor does "a couple of" name a couple.
 */
const COUNTED = /\b(?:(?:how\s+many|(?:the\s+)?(?:number|count)\s+of)\s+\p{L}+|couple\s+of\b)/giu;

/**
 * "a client books a cut", "each member sails a boat": after "a" or "each" and a noun, a word in
 * "-s" before what it acts on is its verb, never a plural naming a kind ("a few books" and "a
 * dozen eggs" are counts, "a team announcements board" a board).
 */
const VERB_OF_ONE =
  /\b((?:a|an|each|every|one)\s+(?!(?:few|couple|dozen|lot|number|bunch|hundred|thousand|pair|set|series)\b)\p{L}+)\s+\p{L}+s(?=\s+(?:a|an|the|their|his|her|its|our|my|one|each|every|it|them|with|in|on|at|for|to|from|up|off|out|back|and|or|\p{L}+s)\b|\s*[,.;!?]|\s*$)/giu;

/** A word or two-word phrase anywhere that names a kind ("wishlist of things I want"). */
function kindWordIn(text: string, counted: string[]): AppKind | undefined {
  // "…, show the heaviest goat": a verb asked of the app names no kind.
  const words = withoutAsks(wordsOf(text));
  const pairs = words.slice(0, -1).map((word, index) => `${word} ${words[index + 1]}`);
  for (const candidate of [...pairs, ...words]) {
    if (counted.includes(candidate)) continue;
    const kind = kindOfTopic(candidate) ?? kindOfNoun(singularOf(candidate));
    if (kind) return kind;
  }
  return undefined;
}

/** "order items" where orders are records too: the items are not orders. */
export const namedAfterAnother = (record: RecordType, records: RecordType[]) =>
  record.words
    .slice(0, -1)
    .some((word) => records.some((other) => other.words.join(' ') === singularOf(word)));

/**
 * The kind of a one-word record in the app's context: "matches" in a football app are football
 * matches, when the vocabulary knows the pair a word of the prompt makes with the noun; a record
 * named after another ("order items" beside orders) is read by its head alone.
 */
export function inContext(record: RecordType, context: string[], records: RecordType[]) {
  if (namedAfterAnother(record, records)) return record.words.slice(-1);
  if (record.phrase) return record.phrase;
  if (record.words.length !== 1) return record.words;
  const word = contextWordOf(record.words[0] ?? '', context);
  return word ? [word, ...record.words] : record.words;
}

/** What a phrase names, given the activities counted in the prompt (`countedActivities`). */
export function nounIn(words: string[], counted: string[]) {
  const [word] = words;
  return word && words.length === 1 && counted.includes(word)
    ? resultNoun(word)
    : resolveNoun(words);
}

/** What a record names in the app's context: "each reading" of a meter is the number it showed. */
export const recordNounOf = (
  record: RecordType,
  context: string[],
  records: RecordType[],
  counted: string[],
) => nounIn(inContext(record, context, records), counted);

/** Nouns that say nothing of what is kept: the kind's own record names them better. */
const GENERIC_HEADS = new Set(['person', 'people', 'thing', 'item', 'entry', 'record', 'stuff']);

export const isGenericRecord = (record: RecordType) =>
  record.words.length === 1 && GENERIC_HEADS.has(record.words[0] ?? '');

import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { recordOf, type RecordType } from './records.ts';
import { APP_WORDS, BE_FORMS } from './vocabulary.ts';

/** Prepositions that tie a phrase to the one before it ("checks of ponds", "plants in each bed"). */
const ATTACHING = new Set(['of', 'in', 'on', 'at', 'for', 'per', 'from', 'by', 'during', 'inside']);
/** "a list of books", "a number of pages": the phrase after "of" is what is meant. */
const AMOUNTS = new Set(['list', 'number', 'set', 'kind', 'type', 'collection', 'group']);

/**
 * The noun phrase a list or a clause at `at` is said of: the head of the phrase just before it,
 * past what attaches to that head ("checks of ponds with …" → checks, "the plants in each bed with
 * …" → plants), never an amount ("a list of books" → books).
 */
export function phraseBefore(
  chunked: Chunk[][],
  at: number,
  afterComma = false,
): NounPhrase | undefined {
  const endsBefore = (chunk: Chunk) => isNoun(chunk) && (chunk.end ?? Infinity) <= at;
  const clause = chunked.findLast((chunks) => chunks.some(endsBefore));
  if (!clause) return undefined;
  let index = clause.findLastIndex(endsBefore);
  // "each walk is for one dog, with date and price": after a comma, the clause's subject has them.
  const subject = clause.findIndex(isNoun);
  const verb = clause.findIndex((chunk, at) => chunk.type === 'verb' && at > subject);
  if (afterComma && verb > subject && verb < index) return clause[subject] as NounPhrase;
  for (;;) {
    const preposition = clause[index - 1];
    const before = clause[index - 2];
    if (preposition?.type !== 'preposition' || !ATTACHING.has(preposition.word) || !isNoun(before))
      break;
    if (AMOUNTS.has(before.words.at(-1) ?? '')) break;
    index -= 2;
  }
  // "a hire is one rider on one bike with start and end time": what the hire is, one of each, then
  // values: the hire's.
  const being = clause[verb];
  const counted = clause[index];
  const said =
    being?.type === 'verb' &&
    being.words.every((word) => BE_FORMS.has(word)) &&
    isNoun(counted) &&
    counted.quantifier === 'one';
  if (said && verb > subject && verb < index) return clause[subject] as NounPhrase;
  // "the results each swimmer gets at a meet (event, time)", "the notes I take in each book with
  // page and quote": the phrase a clause describes.
  const [at1, at2, at3] = [clause[index - 1], clause[index - 2], clause[index - 3]];
  const doer = (isNoun(at3) && at3.quantifier === 'each') || at3?.type === 'pronoun';
  // "picks organised in each zone (date, bags filled)": what the participle describes.
  // "a bid is placed by one bidder on one lot with amount and time": what is placed has them.
  const passive = at2?.type === 'verb' && BE_FORMS.has(at2.words[0] ?? '') && at2.words.length > 1;
  const described =
    at2?.type === 'verb' && isNoun(at3) && ((at2.participle && at3.plural) || passive)
      ? at3
      : undefined;
  if (at1?.type === 'preposition' && described) return described;
  if (at1?.type === 'preposition' && at2?.type === 'verb' && doer) {
    const described = clause[index - 4];
    if (isNoun(described)) return described;
  }
  return clause[index] as NounPhrase;
}

/** Whether a phrase names the app itself ("a sleep tracker", "the app for my shop"). */
export const namesTheApp = (phrase: NounPhrase) =>
  APP_WORDS.has(phrase.words.at(-1) ?? '') && !phrase.plural;

/**
 * The record a list at `at` is said of: the record its phrase names, the app's main record when
 * the phrase names the app or the person's own thing ("my hardware store"), else nothing.
 */
export function ownerAt(
  chunked: Chunk[][],
  at: number,
  records: RecordType[],
  main: RecordType | undefined,
  afterComma = false,
): RecordType | undefined {
  const phrase = phraseBefore(chunked, at, afterComma);
  if (!phrase) return main;
  const record = recordOf(phrase, records);
  if (record) return record;
  if (namesTheApp(phrase) || (phrase.personal && !phrase.plural)) return main;
  return undefined;
}

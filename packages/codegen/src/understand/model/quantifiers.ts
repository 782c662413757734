import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';

/** The words before a noun that say how many of it there are: each, many, one, a single one. */
const EACH = new Set(['each', 'every', 'per']);
const MANY = new Set(['many', 'several', 'multiple', 'numerous', 'some', 'all', 'few']);
/**
 * "different events", "various sites": several of them, in the plural ("a different tent" is one,
 * "at different depths" a value).
 */
const VARIED = new Set(['different', 'various']);
const SINGLE = new Set(['a', 'an']);

/** How many the words before a noun count (`varied`: a plural "different" counts several). */
export function quantifierOf(words: string[], varied: boolean): NounPhrase['quantifier'] {
  if (words.some((word) => EACH.has(word))) return 'each';
  if (words.some((word) => MANY.has(word) || (varied && VARIED.has(word)))) return 'many';
  // "entered by whichever member read it": one of them.
  if (words.some((word) => ['one', 'single', 'whichever', 'which'].includes(word))) return 'one';
  return words.some((word) => SINGLE.has(word)) ? 'single' : undefined;
}

/** "number of pages", "a list of books": an amount or a group of the records, not a record. */
export const QUANTITIES = new Set([
  'number',
  'amount',
  'count',
  'total',
  'list',
  'set',
  'kind',
  'type',
  'pair',
  'block',
  'batch',
  'bunch',
]);

/** "a pair of skates", "a set of keys": the phrase at `index` counts what follows "of". */
export const isQuantityOf = (chunks: Chunk[], index: number) => {
  const [phrase, of] = [chunks[index], chunks[index + 1]];
  return (
    isNoun(phrase) &&
    QUANTITIES.has(phrase.words.at(-1) ?? '') &&
    of?.type === 'preposition' &&
    of.word === 'of'
  );
};

/** A noun said bare, with no "a", "the", "each" or owner: "pickup", "butter", "apples". */
export const saidBare = (chunk: Chunk | undefined): chunk is NounPhrase =>
  isNoun(chunk) &&
  chunk.quantifier === undefined &&
  !chunk.definite &&
  !chunk.personal &&
  !chunk.owned;

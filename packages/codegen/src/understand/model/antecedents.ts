import { singularOf } from '../text.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Token } from './parse.ts';

/** Phrases that stand for records named before: a count alone, "each one" after a place. */

/** Counts that may stand alone for the records named before: "one", "a few", "two". */
const COUNTS = new Set(['one', 'two', 'three', 'few', 'several', 'many', 'some', 'couple']);

/**
 * "we have set menus and each event picks one": a count alone after a verb is that many of the
 * last plural named before the verb's subject ("one menu"); "one of the …" is read apart.
 */
export function elidedPhrase(
  chunks: Chunk[],
  earlier: Chunk[],
  leading: Token[],
  next: Token | undefined,
) {
  const [verb, subject] = [chunks.at(-1), chunks.at(-2)];
  const counted = leading.length > 0 && COUNTS.has(leading.at(-1)?.word ?? '');
  // "see which one did each repair": one of them, doing it.
  const which = verb?.type === 'other' && verb.word === 'which' && next?.pos === 'verb';
  if (!counted || next?.word === 'of') return;
  if (!which && (verb?.type !== 'verb' || !isNoun(subject))) return;
  // "each fixture has 3 referees and a referee does many": many of the others, not of its own.
  // ("a ref does many": "ref" is short for the referees).
  const own = isNoun(subject) ? subject : undefined;
  // "each property is owned by one landlord, though a landlord may own several": its clause's.
  const [clause, one] = [chunks.slice(0, which ? -1 : -2), leading.at(-1)?.word === 'one'];
  return (
    countedAntecedent(clause, own, one, true) ??
    countedAntecedent([...earlier, ...clause], own, one)
  );
}

/** One, or many, of the last plural (`eachToo`: or "each" one) named before, not the subject's. */
export function countedAntecedent(
  before: Chunk[],
  subject: NounPhrase | undefined,
  one: boolean,
  eachToo = false,
): NounPhrase | undefined {
  const own = subject ? singularOf(subject.words.at(-1) ?? '') : undefined;
  const itself = (head: string) => own !== undefined && head.startsWith(own);
  const named = before.findLast(
    (chunk) =>
      isNoun(chunk) &&
      (chunk.plural || (eachToo && chunk.quantifier === 'each')) &&
      !itself(singularOf(chunk.words.at(-1) ?? '')),
  );
  if (!isNoun(named)) return;
  const { owner: _owner, possessive: _possessive, ...antecedent } = named;
  return {
    ...antecedent,
    plural: !one,
    quantifier: one ? 'one' : 'many',
    owned: false,
    personal: false,
  } satisfies NounPhrase;
}

/** The plural before the phrase placed "at each one", counted one by one. */
export function eachOnePlace(chunks: Chunk[], earlier: Chunk[]): NounPhrase | undefined {
  const [preposition, placed] = [chunks.at(-1), chunks.at(-2)];
  if (preposition?.type !== 'preposition' || !isNoun(placed)) return undefined;
  const before = [...earlier, ...chunks.slice(0, -2)].findLast(
    (chunk): chunk is NounPhrase => isNoun(chunk) && chunk.plural,
  );
  if (!before) return undefined;
  const { owner: _owner, possessive: _possessive, start: _start, end: _end, ...each } = before;
  return { ...each, plural: false, quantifier: 'each', owned: false, personal: false };
}

/**
 * What a pronoun after a preposition stands for, among the phrases before it: "books written by
 * them" the last named; "each quiz and the questions in it" (`itToo`) the one counted with
 * "each", else the last one named in the singular.
 */
export function pronounAntecedent(pronoun: Chunk | undefined, before: Chunk[], itToo: boolean) {
  if (pronoun?.type !== 'pronoun') return undefined;
  if (['them', 'those'].includes(pronoun.word)) return before.findLast(isNoun);
  if (pronoun.word !== 'it' || !itToo) return undefined;
  const singular = before.filter(
    (chunk): chunk is NounPhrase => isNoun(chunk) && !chunk.plural && !chunk.personal,
  );
  return singular.findLast((phrase) => phrase.quantifier === 'each') ?? singular.at(-1);
}

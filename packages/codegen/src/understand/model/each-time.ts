import { canBe } from '../lexicon/noun-roles.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { head } from './record-words.ts';

/** "each time", "every time": a phrase that counts the times something is done. */
const isEachTime = (chunk: Chunk | undefined): chunk is NounPhrase =>
  isNoun(chunk) && chunk.words.join(' ') === 'time' && chunk.quantifier === 'each';

/**
 * "inkings - every time I fill one pen with one ink", "feeds: each time we feed one calf": what
 * the person does each time is what each of the records before the dash is, as "each inking
 * fills one pen with one ink" would say.
 */
export function eachTimeTold(
  chunks: Chunk[],
  before: NounPhrase,
  text: string,
): Chunk[] | undefined {
  const [time, speaker, verb] = chunks;
  if (!isEachTime(time)) return;
  if (speaker?.type !== 'pronoun' || !/^(?:i|we)$/.test(speaker.word) || verb?.type !== 'verb')
    return;
  if (time.start === undefined || before.end === undefined) return;
  if (!/^\s*[-–—:]\s*(?:every|each)\s+$/i.test(text.slice(before.end, time.start))) return;
  const each: NounPhrase = { ...before, quantifier: 'each', start: undefined, end: undefined };
  return [each, ...chunks.slice(2)];
}

/**
 * "each time a household collects a parcel we record it", "every time a member borrows a book":
 * what is done to one thing each time is said of each of those things, as "each parcel is
 * collected by a household" would say; "it" after that is the one thing. Only for a thing made
 * each time: one kept apart ("books") is no record of what was done.
 */
export function eachTimeDone(chunks: Chunk[], all: Chunk[]): Chunk[] | undefined {
  const at = chunks.findIndex(isEachTime);
  const [doer, verb, done] = [chunks[at + 1], chunks[at + 2], chunks[at + 3]];
  if (at < 0 || !isNoun(doer) || verb?.type !== 'verb' || verb.participle || !isNoun(done))
    return undefined;
  const one = (phrase: NounPhrase) => !phrase.plural && phrase.quantifier === 'single';
  if (!one(doer) || !one(done)) return undefined;
  // …but "every time a member borrows a book" where books are kept: an act between the two.
  if (keptApart(done, all)) return undefined;
  return [...chunks.slice(0, at), ...doneBy(done, verb, doer), ...chunks.slice(at + 4)];
}

/** "books" named in the plural somewhere: a thing kept apart, not made each time. */
const keptApart = (done: NounPhrase, all: Chunk[]) =>
  all.some((chunk) => isNoun(chunk) && chunk.plural && head(chunk) === head(done));

/** "each parcel collected by a household": what is done, as each of its records, and who did it. */
const doneBy = (
  done: NounPhrase,
  verb: Extract<Chunk, { type: 'verb' }>,
  doer: NounPhrase,
): Chunk[] => [
  { ...done, quantifier: 'each', start: undefined, end: undefined },
  { ...verb, participle: true },
  { type: 'preposition', word: 'by' },
  doer,
];

const BEING = new Set(['is', 'are', 'was', 'has', 'have', 'had', 'gets', 'get']);

/**
 * "each outing one operator drives one groomer on one trail", "every lesson one instructor takes
 * one pupil in one car": a clause opening with each of a record, then what one doer does to one
 * thing, tells what each of those records is, as "each outing is one operator driving one groomer
 * on one trail" would say; the doer and the thing take part in it, not in each other.
 */
export function eachOneDoing(chunks: Chunk[]): Chunk[] | undefined {
  const [each, doer, verb, done] = chunks;
  const one = (chunk: Chunk | undefined): chunk is NounPhrase =>
    isNoun(chunk) && !chunk.plural && (chunk.quantifier === 'one' || chunk.quantifier === 'single');
  if (!isNoun(each) || each.quantifier !== 'each' || canBe(each.words, 'value', 0.5)) return;
  if (!one(doer) || verb?.type !== 'verb' || verb.participle || !one(done)) return;
  if (BEING.has(verb.words.at(-1) ?? '')) return;
  return [
    each,
    { type: 'verb', words: ['is'], participle: false },
    doer,
    { ...verb, participle: true },
    { type: 'preposition', word: 'with' },
    ...chunks.slice(3),
  ];
}

const OCCASIONS = new Set(['in', 'at', 'during', 'on', 'for']);

/**
 * "in each lesson each student makes one arrangement", "at every session each pupil cooks a dish":
 * what each one does once on each occasion is a record of both, as "each arrangement made by a
 * student in a lesson" would say. Only for a thing made each time: one kept apart ("trucks") is
 * no record of what was done.
 */
export function eachOccasionDone(chunks: Chunk[], all: Chunk[]): Chunk[] | undefined {
  // At the clause's start, or after a comma ("students come to lessons, in each lesson …").
  const at = chunks.findIndex(
    (chunk, index) =>
      chunk.type === 'preposition' && (index === 0 || chunks[index - 1]?.type === 'and'),
  );
  if (at < 0) return;
  const [on, occasion, doer, verb, done] = chunks.slice(at);
  const each = (chunk: Chunk | undefined): chunk is NounPhrase =>
    isNoun(chunk) && !chunk.plural && chunk.quantifier === 'each';
  if (on?.type !== 'preposition' || !OCCASIONS.has(on.word) || !each(occasion) || !each(doer))
    return;
  if (verb?.type !== 'verb' || verb.participle || BEING.has(verb.words.at(-1) ?? '')) return;
  const one = isNoun(done) && !done.plural && ['one', 'single'].includes(done.quantifier ?? '');
  if (!one || keptApart(done, all)) return;
  return [
    ...chunks.slice(0, at),
    ...doneBy(done, verb, doer),
    on,
    occasion,
    ...chunks.slice(at + 5),
  ];
}

import { canBe } from '../lexicon/noun-roles.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { isQuantityOf } from './quantifiers.ts';

/** "for a few nights", "over the years": how long something lasts, never a record taking part. */
const isDurationAt = (chunks: Chunk[], index: number) => {
  const [chunk, before] = [chunks[index], chunks[index - 1]];
  return (
    isNoun(chunk) &&
    chunk.plural &&
    before?.type === 'preposition' &&
    ['for', 'over'].includes(before.word) &&
    canBe(chunk.words, 'value', 0.5)
  );
};

const AT = new Set(['in', 'at']);

/** "for a block of hours": an amount, and what it counts when that is a value. */
const isAmountAt = (chunks: Chunk[], index: number) => {
  const chunk = chunks[index];
  const counted = isQuantityOf(chunks, index - 2) && chunks[index - 1]?.type === 'preposition';
  const value = isNoun(chunk) && canBe(chunk.words, 'value', 0.5);
  return isQuantityOf(chunks, index) || (counted && value);
};

/** "we organise a trade show every spring": when it happens, said after what happens. */
const isEveryTimeAt = (chunks: Chunk[], index: number) => {
  const [chunk, before, after] = [chunks[index], chunks[index - 1], chunks[index + 1]];
  return (
    isNoun(chunk) &&
    chunk.quantifier === 'each' &&
    (isNoun(before) || before?.type === 'verb') &&
    after?.type !== 'verb' &&
    canBe(chunk.words, 'value', 0.6)
  );
};

/**
 * "for a service or breakdown", "for a week or a short break": what a record is for, one of a
 * few kinds, is a choice of it, not a record.
 */
const isAlternativeAt = (chunks: Chunk[], index: number) => {
  const chunk = chunks[index];
  if (!isNoun(chunk) || chunk.plural || canBe(chunk.words, 'person', 0.5)) return false;
  const [before, after] = [chunks[index - 1], chunks[index + 1]];
  const first = before?.type === 'preposition' && before.word === 'for' && after?.type === 'and';
  const second =
    before?.type === 'and' &&
    before.or === true &&
    chunks[index - 3]?.type === 'preposition' &&
    (chunks[index - 3] as { word: string }).word === 'for';
  return (first && after.or === true) || second;
};

/** "samples taken at different depths", "readings at set times": at a value, not at a place. */
const isMeasureAt = (chunks: Chunk[], index: number) => {
  const [chunk, before] = [chunks[index], chunks[index - 1]];
  return (
    isNoun(chunk) &&
    chunk.plural &&
    chunk.quantifier === undefined &&
    before?.type === 'preposition' &&
    [...AT, 'on'].includes(before.word) &&
    canBe(chunk.words, 'value', 0.6)
  );
};
const named = (phrase: NounPhrase) => phrase.words.at(-1)?.replace(/s$/, '') ?? '';

/**
 * "the boilers at their homes", "members host stations in their gardens": a place of the owners'
 * own, named once, says where each thing is, not a record. The thing is the owners' own: its
 * place is a value of it, and it points to them.
 */
function ownPlacesIn(chunks: Chunk[]): { places: Set<NounPhrase>; claims: Claim[] } {
  const places = new Set<NounPhrase>();
  const claims: Claim[] = [];
  const nouns = chunks.filter(isNoun);
  chunks.forEach((place, index) => {
    const [at, thing] = [chunks[index - 1], chunks[index - 2]];
    if (!isNoun(place) || !place.owned || !place.plural || !isNoun(thing)) return;
    if (at?.type !== 'preposition' || !AT.has(at.word)) return;
    if (canBe(place.words, 'person', 0.5) || canBe(place.words, 'group', 0.5)) return;
    if (nouns.filter((phrase) => named(phrase) === named(place)).length > 1) return;
    const owner = nouns
      .slice(0, nouns.indexOf(thing))
      .find((phrase) => phrase.plural && canBe(phrase.words, 'person', 0.5));
    if (!owner) return;
    places.add(place);
    claims.push(
      { type: 'belongs', child: thing, parent: owner, firm: true, explicit: false, owned: true },
      { type: 'attribute', owner: thing, attribute: place, typed: true },
    );
  });
  return { places, claims };
}

/**
 * "we are a pottery studio", "I am a dog walker": who the person is; "I walk a transect for the
 * county recorder": whom they work for. Neither is what the app keeps.
 */
const isSpeakerAt = (chunks: Chunk[], index: number) => {
  const [chunk, verb, speaker] = [chunks[index], chunks[index - 1], chunks[index - 2]];
  if (!isNoun(chunk) || chunk.plural) return false;
  const forThe =
    verb?.type === 'preposition' &&
    verb.word === 'for' &&
    chunk.quantifier === undefined &&
    !chunk.personal &&
    chunks.slice(0, index).some((before) => before.type === 'pronoun' && before.word === 'i');
  return (
    forThe ||
    (verb?.type === 'verb' &&
      ['am', 'are'].includes(verb.words[0] ?? '') &&
      speaker?.type === 'pronoun' &&
      ['i', 'we'].includes(speaker.word))
  );
};

/**
 * The claims of a clause without its circumstances: how long ("for a few nights"), at what value
 * ("at different depths") and where at the owners' own places ("at their homes") are no records
 * taking part.
 */
export function withoutCircumstances(chunks: Chunk[], claims: Claim[]): Claim[] {
  const durations = chunks.filter(
    (_chunk, index) =>
      isDurationAt(chunks, index) ||
      isEveryTimeAt(chunks, index) ||
      isAmountAt(chunks, index) ||
      isMeasureAt(chunks, index) ||
      isAlternativeAt(chunks, index) ||
      isSpeakerAt(chunks, index),
  );
  const owned = ownPlacesIn(chunks);
  const aside = new Set([...durations, ...owned.places]);
  const kept = claims.filter((claim) =>
    claim.type === 'belongs'
      ? !aside.has(claim.parent) && !aside.has(claim.child)
      : claim.type !== 'many' || (!aside.has(claim.a) && !aside.has(claim.b)),
  );
  return [...kept, ...owned.claims];
}

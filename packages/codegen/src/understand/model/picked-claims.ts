import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { isWhen } from './relative-claims.ts';

/** "which room of her house it is in": the one picked, not what it is part of. */
export function pickedOf(chunks: Chunk[], at: number): Chunk | undefined {
  const [of, picked] = [chunks[at - 1], chunks[at - 2]];
  const part = of?.type === 'preposition' && of.word === 'of';
  return part && isNoun(picked) && picked.quantifier === 'one' ? picked : chunks[at];
}

const DOERS = new Set(['i', 'we', 'you', 'they', 'she', 'he']);

/**
 * "list each item and which grandchild she has promised it to", "each tool and which shelf we
 * keep it on": the one picked is where "it", each of them, goes: each is that one's.
 */
export function pickedClaims(chunks: Chunk[]): Claim[] {
  return [...pickedPlaces(chunks), ...pickedMany(chunks)];
}

function pickedPlaces(chunks: Chunk[]): Claim[] {
  return chunks.flatMap((picked, index): Claim[] => {
    const [doer, verb, it, preposition, after] = chunks.slice(index + 1, index + 6);
    const shape =
      isNoun(picked) &&
      picked.quantifier === 'one' &&
      doer?.type === 'pronoun' &&
      DOERS.has(doer.word) &&
      verb?.type === 'verb' &&
      it?.type === 'pronoun' &&
      it.word === 'it' &&
      preposition?.type === 'preposition' &&
      (after === undefined || after.type === 'and');
    if (!shape) return [];
    const each = chunks
      .slice(0, index)
      .findLast((chunk): chunk is NounPhrase => isNoun(chunk) && chunk.quantifier === 'each');
    return each
      ? [{ type: 'belongs', child: each, parent: picked, firm: true, explicit: true }]
      : [];
  });
}

/**
 * "for every gig we note which songs were played", "which singers came to each rehearsal", "we
 * decide which musicians go", "which tools it needs", "which trails every walker has done": the
 * ones picked each time are many of each, and each of them is picked again and again.
 */
function pickedMany(chunks: Chunk[]): Claim[] {
  return chunks.flatMap((picked, index): Claim[] => {
    const which = chunks[index - 1];
    const doer = chunks[index + 1];
    // "which tools it needs", "which trails every walker has done": the one each is picked for
    // does the verb; "for every gig, which songs we played": the person does it for the one before.
    const person = doer?.type === 'pronoun' && ['i', 'we', 'you'].includes(doer.word);
    const eachDoes =
      person ||
      (doer?.type === 'pronoun' && ['it', 'they'].includes(doer.word)) ||
      (isNoun(doer) && doer.quantifier === 'each');
    const verb = index + (eachDoes ? 2 : 1);
    const asked =
      isNoun(picked) &&
      picked.plural &&
      (!person || picked.picked === true) &&
      !(eachDoes && isWhen(picked)) &&
      (picked.quantifier === 'one' || (which?.type === 'other' && which.word === 'which')) &&
      chunks[verb]?.type === 'verb';
    if (!asked) return [];
    // "which flowers are used in the arrangement": the one the verb places them in, or else
    // the one each time.
    const [preposition, placed] = [chunks[verb + 1], chunks[verb + 2]];
    const inPlace = preposition?.type === 'preposition' && isNoun(placed) && !placed.plural;
    // "my recipes and which spices they need": "they" are the plural named before.
    const they = doer?.type === 'pronoun' && doer.word === 'they';
    const plural = (chunk: Chunk): chunk is NounPhrase => isNoun(chunk) && chunk.plural;
    const each = inPlace
      ? placed
      : person
        ? eachAround(chunks.slice(0, index), index)
        : (eachAround(chunks, index) ??
          (they ? chunks.slice(0, index).findLast(plural) : undefined));
    return each ? [{ type: 'many', a: each, b: picked, explicit: true }] : [];
  });
}

/** The "each" phrase of a clause, the nearest before `at` or else after it ("each night's session": the session). */
function eachAround(chunks: Chunk[], at: number): NounPhrase | undefined {
  const isEach = (chunk: Chunk): chunk is NounPhrase =>
    isNoun(chunk) && chunk.quantifier === 'each';
  const before = chunks.slice(0, at).findLastIndex(isEach);
  const index =
    before >= 0 ? before : chunks.findIndex((chunk, later) => later > at && isEach(chunk));
  const [each, owned] = [chunks[index], chunks[index + 1]];
  if (!isNoun(each)) return undefined;
  return isNoun(owned) && owned.owned ? owned : each;
}

import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';

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

import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { canBe } from '../lexicon/noun-roles.ts';

/**
 * "spirit runs (date, abv, litres) each off one still", "shifts, each at one branch": an "each"
 * set apart after a list of records says where each of them is. The records are the nearest
 * plural before it that is no value ("litres" is what each run keeps).
 */
export function eachApartClaims(chunks: Chunk[]): Claim[] {
  const claims: Claim[] = [];
  chunks.forEach((chunk, index) => {
    const [preposition, target] = [chunks[index + 1], chunks[index + 2]];
    const each = (chunk.type === 'pronoun' || chunk.type === 'other') && chunk.word === 'each';
    if (!each || preposition?.type !== 'preposition' || preposition.word === 'of') return;
    if (!isNoun(target) || !['one', 'single'].includes(target.quantifier ?? '')) return;
    const records = chunks
      .slice(0, index)
      .filter(isNoun)
      .findLast((phrase: NounPhrase) => phrase.plural && !canBe(phrase.words, 'value', 0.8));
    if (records)
      claims.push({ type: 'belongs', child: records, parent: target, firm: true, explicit: true });
  });
  return claims;
}

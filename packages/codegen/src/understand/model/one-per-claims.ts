import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { canBe, type NounRole } from '../lexicon/noun-roles.ts';
import { isWhen } from './relative-claims.ts';

/** Words that join the phrases of one share: "one lifeguard at one beach", "one nurse and one room". */
const JOINING = new Set(['at', 'in', 'on', 'to', 'with', 'from', 'for']);

const NOT_SHARED: NounRole[] = ['value', 'act', 'document'];
/** A person, place or thing counted one at a time, not an amount, an act or a paper. */
const oneOfAKind = (chunk: Chunk | undefined): chunk is NounPhrase =>
  isNoun(chunk) &&
  chunk.quantifier === 'one' &&
  !chunk.plural &&
  !NOT_SHARED.some((role) => canBe(chunk.words, role, 0.5));

/**
 * "one lifeguard at one beach per shift", "one nurse and one room per appointment", "one coach per
 * squad": each record "per" counts has one of every phrase said "one" before it, and those are
 * linked to it, not to each other. Returns the claims and the phrases they read.
 */
export function onePerClaims(chunks: Chunk[]): { claims: Claim[]; read: Set<NounPhrase> } {
  const claims: Claim[] = [];
  const read = new Set<NounPhrase>();
  chunks.forEach((chunk, index) => {
    const host = chunks[index + 1];
    if (chunk.type !== 'preposition' || chunk.word !== 'per') return;
    if (
      !isNoun(host) ||
      host.plural ||
      isWhen(host) ||
      !['each', undefined].includes(host.quantifier)
    )
      return;
    const shared: NounPhrase[] = [];
    for (let at = index - 1; oneOfAKind(chunks[at]); at -= 2) {
      shared.unshift(chunks[at] as NounPhrase);
      const joining = chunks[at - 1];
      const joins =
        joining?.type === 'and' || (joining?.type === 'preposition' && JOINING.has(joining.word));
      if (!joins) break;
    }
    for (const one of shared) {
      read.add(one);
      claims.push({ type: 'belongs', child: host, parent: one, firm: true, explicit: true });
    }
  });
  return { claims, read };
}

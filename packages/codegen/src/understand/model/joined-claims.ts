import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { LOGGING_VERBS } from './vocabulary.ts';
import { saidBare } from './quantifiers.ts';

const ONE = new Set(['one', 'single']);

/** A person, group or thing each record can have one of: "the owner of each dog", "each pupil's class". */
export const ownsOne = (phrase: NounPhrase) =>
  (['person', 'group', 'thing'] as const).some((role) => canBe(phrase.words, role, 0.5));

/**
 * "we log the harvest of each tree", "I record the catch of every trip": what is logged of each
 * one is logged again and again, each pointing to it; a person ("the owner of each dog") is still
 * the one each has.
 */
export function loggedOfEach(chunks: Chunk[], index: number) {
  const [verb, phrase] = [chunks[index - 1], chunks[index]];
  return (
    verb?.type === 'verb' &&
    LOGGING_VERBS.test(verb.words.at(-1) ?? '') &&
    isNoun(phrase) &&
    !canBe(phrase.words, 'person', 0.5)
  );
}

/**
 * "each bottle of wine", "every sale of butter": what each one holds or is of, named bare in the
 * singular, is what it is, not a record it points to.
 */
export const heldIn = (counted: NounPhrase, held: NounPhrase) =>
  counted.quantifier === 'each' &&
  saidBare(held) &&
  !held.plural &&
  !canBe(held.words, 'person', 0.5);

/** "the hearse and the celebrant …": the single phrases joined to the one at `index` by "and". */
export function oneJoinedBefore(chunks: Chunk[], index: number): NounPhrase[] {
  const joined: NounPhrase[] = [];
  for (let at = index - 2; chunks[at + 1]?.type === 'and'; at -= 2) {
    const phrase = chunks[at];
    if (!isNoun(phrase) || phrase.plural || phrase.quantifier !== undefined || !ownsOne(phrase))
      break;
    joined.unshift(phrase);
  }
  return joined;
}

/**
 * "each session at one spot on one kite and one board": one record joined by "and" to one a
 * claim points to is pointed to the same way, when nothing else said anything of it.
 */
export function withJoinedParents(chunks: Chunk[], claims: Claim[]): Claim[] {
  const said = new Set<NounPhrase>(
    claims.flatMap((claim) =>
      claim.type === 'belongs'
        ? [claim.child, claim.parent]
        : claim.type === 'many'
          ? [claim.a, claim.b]
          : [claim.owner, claim.attribute],
    ),
  );
  const joined = claims.flatMap((claim): Claim[] => {
    if (claim.type !== 'belongs' || !ONE.has(claim.parent.quantifier ?? '')) return [];
    const at = chunks.indexOf(claim.parent);
    const [and, next] = [chunks[at + 1], chunks[at + 2]];
    if (at < 0 || and?.type !== 'and' || and.comma || and.or || !isNoun(next)) return [];
    if (!ONE.has(next.quantifier ?? '') || said.has(next)) return [];
    return [{ ...claim, parent: next }];
  });
  return [...claims, ...joined];
}

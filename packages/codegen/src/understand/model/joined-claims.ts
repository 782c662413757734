import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';

const ONE = new Set(['one', 'single']);

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

import { canBe } from '../lexicon/noun-roles.ts';
import type { NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { quantified } from './verb-claims.ts';

/**
 * "one family's kids", "one fox's position": what one of the phrases named has, all of it or a
 * detail of it, is that phrase's; "one client's dog" is a dog of its own.
 */
const ownerTakingPart = (objects: NounPhrase[]) =>
  objects.flatMap((object) => {
    const { owner } = object;
    const detail = object.plural || canBe(object.words, 'value', 0.25);
    if (!owner || owner.quantifier !== 'one' || !detail) return [object];
    return objects.includes(owner) ? [] : [owner];
  });

/**
 * "each match is one team playing another team": each match has both; "one comedian doing 5
 * mins": a time or an amount is what it has, not who takes part, unless it is kept as a record
 * ("sevadars, days and duties … each duty is one job done by one sevadar on one day").
 */
export const takingPart = (subjects: NounPhrase[], objects: NounPhrase[]): Claim[] =>
  subjects.flatMap((subject) =>
    ownerTakingPart(objects).map((parent) => ({
      type: 'belongs' as const,
      child: subject,
      parent,
      firm: true,
      explicit: quantified(subject),
      ...(canBe(parent.words, 'value', 0.6) ? { passing: true } : {}),
    })),
  );

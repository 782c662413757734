import { eventStrength } from '../lexicon/acts.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { phraseOf } from './links.ts';
import { recordOf, type RecordType } from './records.ts';
import { BEING, HAVING } from './verb-kinds.ts';

/** The links a definition gives each act, and the claims said inside it that they replace. */
export interface ActsDefined {
  claims: Claim[];
  /** Whether a claim is one the definition replaces (said inside it). */
  replaces: (claim: Claim) => boolean;
}

/** A clause opened by one record ("a customer", "one tutor") doing something, not being or having. */
const opensWithOneDoing = ([doer, verb]: Chunk[]) =>
  isNoun(doer) &&
  ['single', 'one'].includes(doer.quantifier ?? '') &&
  verb?.type === 'verb' &&
  !verb.participle &&
  verb.words.every((word) => !BEING.has(word) && !HAVING.has(word));

/** The act the clause before names last, set apart by a colon or a dash after it. */
function actBefore(chunks: Chunk[], records: RecordType[]) {
  const [last, after] = chunks.slice(-2);
  const setApart = isNoun(last) && after?.type === 'and' && after.comma === true;
  const record = setApart ? recordOf(last, records) : undefined;
  const act = record && (eventStrength(record.words) > 0 || canBe(record.words, 'act', 0.15));
  return act ? record : undefined;
}

/**
 * "customers, bikes and rentals - a customer takes out one bike for a day", "tutors, pupils and
 * sessions: a tutor teaches one pupil": a clause set right after an act kept, in which one record
 * does something with another, says what each of those acts is. Each rental has its customer and
 * its bike; the customer and the bike are not linked to each other.
 */
export function actsDefined(chunked: Chunk[][], records: RecordType[]): ActsDefined {
  const claims: Claim[] = [];
  const inside = new Set<number>();
  chunked.forEach((chunks, index) => {
    const act = index > 0 ? actBefore(chunked[index - 1] ?? [], records) : undefined;
    if (!act || !opensWithOneDoing(chunks)) return;
    // The doer, a record, and those its verb is done with, up to another verb ("… and logs defects").
    const next = chunks.findIndex((chunk, at) => at > 1 && chunk.type === 'verb');
    const sides = chunks
      .slice(0, next < 0 ? undefined : next)
      .filter(isNoun)
      .filter((phrase): phrase is NounPhrase => {
        const record = recordOf(phrase, records);
        return record !== undefined && record !== act;
      });
    const kinds = new Set(sides.map((phrase) => recordOf(phrase, records)));
    if (sides[0] !== chunks[0] || kinds.size < 2) return;
    for (const side of sides) {
      if (side.start !== undefined) inside.add(side.start);
      claims.push({
        type: 'belongs',
        child: phraseOf(act),
        parent: side,
        firm: true,
        explicit: true,
      });
    }
  });
  const said = (phrase: NounPhrase) => phrase.start !== undefined && inside.has(phrase.start);
  const replaces = (claim: Claim) =>
    claim.type === 'many'
      ? said(claim.a) && said(claim.b)
      : claim.type === 'belongs' && said(claim.child) && said(claim.parent);
  return { claims, replaces };
}

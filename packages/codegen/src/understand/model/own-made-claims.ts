import { isNoun, type Chunk } from './chunks.ts';
import type { Claim } from './claims.ts';
import { complementsOf } from './complements.ts';
import { mayNameRecords, typeOf } from './record-words.ts';
import { CREATING } from './verb-kinds.ts';

/** Who "we" or "I" are: the business, never a record. */
const FIRST_PERSON = new Set(['we', 'i']);
/** Prepositions that say which record what the business makes is about. */
const ABOUT = new Set(['against', 'for', 'on', 'about']);

/**
 * "when a boat comes back we write damage reports against that holiday", "we raise invoices for
 * each job", "I log faults on a machine": what the business makes, in the plural, is kept, and
 * each one is about the record it is made against.
 */
export function ownMadeClaims(chunks: Chunk[]): Claim[] {
  return chunks.flatMap((chunk, index) => {
    const maker = chunks[index - 1];
    if (chunk.type !== 'verb' || maker?.type !== 'pronoun' || !FIRST_PERSON.has(maker.word))
      return [];
    if (!CREATING.has(chunk.words.at(-1) ?? '')) return [];
    // "the items we order for each kitchen and suppliers": a clause that describes the phrase
    // before it has that phrase as what is made; what follows goes on with the list.
    const [described, opener] = [chunks[index - 2], chunks[index - 3]];
    if (isNoun(described) && opener?.type !== 'preposition') return [];
    const next = chunks.findIndex((later, at) => at > index && later.type === 'verb');
    const { objects, preps } = complementsOf(chunks, index + 1, next < 0 ? chunks.length : next);
    const made = objects.filter(
      (object) => object.plural && mayNameRecords(object) && typeOf(object.words) === 'text',
    );
    const about = preps.filter(
      ({ word, phrase }) => ABOUT.has(word) && isNoun(phrase) && typeOf(phrase.words) === 'text',
    );
    return made.flatMap((child) =>
      about.map(({ phrase: parent }): Claim => ({
        type: 'belongs',
        child,
        parent,
        firm: true,
        explicit: true,
      })),
    );
  });
}

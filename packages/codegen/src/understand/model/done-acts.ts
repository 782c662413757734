import { eventStrength } from '../lexicon/acts.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { isQuantityOf } from './quantifiers.ts';

/**
 * Verbs that say an act is carried out: "do a harvest", "hold a meeting" ("we run a food bank"
 * is the business).
 */
const DOING =
  /^(?:do|does|did|doing|make|makes|made|hold|holds|held|conduct|conducts|carry|carries)$/;

/**
 * "every day the cutters do a harvest from a greenhouse", "we do a trip", "we hold a tasting":
 * an act carried out, one at a time, is a record of the app, as its plural would be.
 */
export const actsDone = (chunks: Chunk[]): NounPhrase[] =>
  chunks.flatMap((chunk, index) => {
    const verb = chunks[index - 1];
    const done =
      verb?.type === 'verb' &&
      DOING.test(verb.words.at(-1) ?? '') &&
      isNoun(chunk) &&
      !chunk.plural &&
      chunk.quantifier === 'single' &&
      // "do a harvest": what is done is an act, whatever else the word names.
      (eventStrength(chunk.words) >= 1 ||
        (/^(?:do|does|did|doing)$/.test(verb.words.at(-1) ?? '') &&
          canBe(chunk.words, 'act', 0.1))) &&
      !canBe(chunk.words, 'value', 0.3) &&
      // "we do a set of dances": how many, not an act.
      !isQuantityOf(chunks, index);
    return done ? [chunk] : [];
  });

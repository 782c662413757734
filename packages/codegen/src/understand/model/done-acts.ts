import { eventStrength } from '../lexicon/acts.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { isQuantityOf } from './quantifiers.ts';

/**
 * Verbs that say an act is carried out, paid or written down: "do a harvest", "hold a meeting",
 * "pay a contribution", "record a claim" ("we run a food bank" is the business).
 */
const DOING =
  /^(?:do|does|did|doing|make|makes|made|hold|holds|held|conduct|conducts|carry|carries|pay|pays|paid|record|records|log|logs)$/;

/** "I", "we": the person and the business themselves. */
export const byUs = (chunk: Chunk | undefined) =>
  chunk?.type === 'pronoun' && /^(?:i|we)$/.test(chunk.word);

/**
 * "every day the cutters do a harvest from a greenhouse", "we hold a tasting", "members pay a
 * contribution every month", "we record a claim against the member": an act carried out, one at
 * a time, is a record of the app, as its plural would be.
 */
export const actsDone = (chunks: Chunk[]): NounPhrase[] =>
  chunks.flatMap((chunk, index) => {
    const verb = chunks[index - 1];
    const writtenDown =
      verb?.type === 'verb' && /^(?:record|records|log|logs)$/.test(verb.words.at(-1) ?? '');
    const done =
      verb?.type === 'verb' &&
      DOING.test(verb.words.at(-1) ?? '') &&
      isNoun(chunk) &&
      !chunk.plural &&
      chunk.quantifier === 'single' &&
      // "do a harvest": what is done is an act, whatever else the word names; "record a claim
      // against the member": what is written down of another is a document.
      (eventStrength(chunk.words) >= 1 ||
        (/^(?:do|does|did|doing)$/.test(verb.words.at(-1) ?? '') &&
          canBe(chunk.words, 'act', 0.1)) ||
        (writtenDown &&
          canBe(chunk.words, 'document', 0.5) &&
          chunks[index + 1]?.type === 'preposition')) &&
      // "we log a visit", not "one tap to log a service", which the tap keeps.
      (!writtenDown || byUs(chunks[index - 2])) &&
      !canBe(chunk.words, 'value', 0.3) &&
      // "we do a set of dances": how many, not an act.
      !isQuantityOf(chunks, index);
    return done ? [chunk] : [];
  });

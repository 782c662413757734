import { verbOfAct } from '../lexicon/acts.ts';
import { asVerb, type Rule } from './tag-rule-kit.ts';

/** What follows a verb's "-ing" but never a noun's: a place, a source, a question, a count. */
const AFTER_DOING = new Set(
  'from to at in on into with which what whether how each every the a an one'.split(' '),
);

/**
 * A tag rule: "one rider on one bike collecting from one hospital", "a quarter saying which bib
 * they wore", "the pupils sitting each exam": right after a noun, a verb's "-ing" that goes on with
 * where, whence or what is the verb describing that noun, not a noun the two make together
 * ("a table booking for a party", "the training of staff" stay nouns).
 */
export const doingAfterNoun: Rule = ({ token, before, after }) =>
  token.pos === 'noun' &&
  !token.plural &&
  /ing$/.test(token.word) &&
  before?.pos === 'noun' &&
  !before.comma &&
  !/ing$/.test(before.word) &&
  AFTER_DOING.has(after?.word ?? '') &&
  verbOfAct(token.word) !== undefined
    ? asVerb(token)
    : undefined;

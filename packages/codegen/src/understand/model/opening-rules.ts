import { isKnownNoun } from '../lexicon/noun-roles.ts';
import { asModifier, pluralWord, type Rule } from './tag-rule-kit.ts';

/** Verbs a plural subject takes right after it: "are", "were", "have", "can", "get". */
const AFTER_SUBJECT =
  /^(?:are|were|have|had|can|could|will|would|should|must|may|might|need|get|go|come|cost|take)$/;

/**
 * Rules for the words opening a clause. "Work orders are for one part", "Service calls have a
 * date": a word that opens the clause before a plural and the verb the plural takes is no
 * request ("track orders …") but what kind of thing the plural is.
 */
export const OPENING_RULES: Rule[] = [
  ({ token, after, tokens, index }) =>
    tokens.slice(0, index).every((before) => before.pos === 'other') &&
    after?.pos === 'noun' &&
    pluralWord(after.word) &&
    !token.comma &&
    AFTER_SUBJECT.test(tokens[index + 2]?.word ?? '') &&
    isKnownNoun(token.word)
      ? asModifier(token)
      : undefined,
];

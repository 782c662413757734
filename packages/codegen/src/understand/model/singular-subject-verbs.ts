import { isKnownNoun, isKnownVerb } from '../lexicon/noun-roles.ts';
import type { Token } from './parse.ts';
import { asVerb, pluralWord, type Rule } from './tag-rule-kit.ts';

/**
 * "sighting", "tasting": an "-ing" word the tagger read as an adjective or a verb, a noun too; so
 * is "bundle" in "one bundle feeds many baskets", a noun WordNet knows read as a verb.
 */
const misreadNoun = (token: Token) =>
  (token.pos === 'verb' || (token.pos === 'adjective' && /ing$/.test(token.word))) &&
  isKnownNoun(token.word);

/**
 * A tag rule (see tag-rules.ts): "one van serves each shop", "a patrol covers one beach", "each
 * hutch needs cleaning": after
 * one counted record, a verb's "-s" before what it acts on is the verb; so after an "-ing" noun
 * the tagger read as an adjective ("a sighting records one seal") or a noun read as a verb.
 */
export const countedSubjectVerb: Rule = ({ token, before, after, tokens, index }) =>
  ['noun', 'verb'].includes(token.pos) &&
  /s$/.test(token.word) &&
  before !== undefined &&
  (before.pos === 'noun' || misreadNoun(before)) &&
  !pluralWord(before.word) &&
  !before.possessor &&
  ['one', 'each', 'every', 'a', 'an'].includes(tokens[index - 2]?.word ?? '') &&
  // "each hutch needs mucking out": so before what is done to it.
  (['determiner', 'possessive', 'number'].includes(after?.pos ?? '') ||
    /ing$/.test(after?.word ?? '')) &&
  isKnownVerb(token.word)
    ? asVerb(token)
    : undefined;

/**
 * A tag rule (see tag-rules.ts): "when a tenancy ends we write reports", "once a job finishes, we
 * invoice": after one record that a "when" opens, a verb's "-s" says what happens to it ("the hat
 * blocks I own" is a name).
 */
export const whenSubjectVerb: Rule = ({ token, before, tokens, index }) =>
  ['noun', 'verb'].includes(token.pos) &&
  /s$/.test(token.word) &&
  before?.pos === 'noun' &&
  !pluralWord(before.word) &&
  !before.comma &&
  !before.possessor &&
  ['a', 'an', 'the', 'each', 'every', 'one'].includes(tokens[index - 2]?.word ?? '') &&
  /^(?:when|whenever|once|after|if|until)$/.test(tokens[index - 3]?.word ?? '') &&
  isKnownVerb(token.word)
    ? asVerb(token)
    : undefined;

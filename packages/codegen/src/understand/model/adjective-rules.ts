import { isKnownNoun, isKnownVerb, onlyNoun } from '../lexicon/noun-roles.ts';
import type { Token } from './parse.ts';
import { asNoun, asVerb, type Rule } from './tag-rule-kit.ts';

/** "the public", "the elderly": people named by an adjective after "the". */
const PEOPLE_SAID = /^(?:public|elderly|homeless|unemployed|bereaved)$/;
/** "the public send in reports": a plain verb (no "-s") after them, before what it acts on. */
const actsAfterPeople = (tokens: Token[], index: number) => {
  const [people, verb, after] = [tokens[index], tokens[index + 1], tokens[index + 2]];
  return (
    tokens[index - 1]?.word === 'the' &&
    PEOPLE_SAID.test(people?.word ?? '') &&
    verb !== undefined &&
    !/s$/.test(verb.word) &&
    isKnownVerb(verb.word) &&
    ['preposition', 'noun', 'determiner', 'possessive'].includes(after?.pos ?? '')
  );
};

/** Rules that make nouns of adjectives. */
export const ADJECTIVE_RULES: Rule[] = [
  // "the public send in reports", "the elderly book lunches": the people, then what they do.
  ({ token, tokens, index }) =>
    token.pos === 'adjective' && actsAfterPeople(tokens, index) ? asNoun(token) : undefined,
  ({ token, tokens, index }) =>
    token.pos === 'noun' && actsAfterPeople(tokens, index - 1) ? asVerb(token) : undefined,
  // "the next", "the best": an adjective alone after a determiner is the thing it describes;
  // "the next few years", "the last two weeks" count what follows.
  ({ token, before, after }) =>
    token.pos === 'adjective' &&
    before?.pos === 'determiner' &&
    after?.pos !== 'noun' &&
    (token.comma || !(after?.pos === 'number' || /^(?:few|many|several)$/.test(after?.word ?? '')))
      ? asNoun(token)
      : undefined,
  // "costume rental shop": between nouns, a word WordNet knows as a noun is one.
  ({ token, before, after }) =>
    token.pos === 'adjective' &&
    before?.pos === 'noun' &&
    after?.pos === 'noun' &&
    isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  // "fittings of one aid done by one audiologist": a word before "by" is a passive's participle.
  ({ token, after }) =>
    token.pos === 'adjective' && after?.word === 'by'
      ? { ...asVerb(token), participle: true }
      : undefined,
  // "a care plan per resident": a word WordNet knows as a noun, alone after a preposition, is one.
  ({ token, before, after }) =>
    token.pos === 'adjective' &&
    before?.pos === 'preposition' &&
    (!after || token.comma || !['noun', 'adjective'].includes(after.pos)) &&
    isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  // "each fitting records one rider", "a tasting covers one wine": after one counted, an "-ing"
  // word before a verb's "-s" and what it acts on is the record the clause is said of.
  ({ token, before, after, tokens, index }) =>
    token.pos === 'adjective' &&
    /ing$/.test(token.word) &&
    /^(?:a|an|each|every|one)$/.test(before?.word ?? '') &&
    /s$/.test(after?.word ?? '') &&
    isKnownVerb(after?.word ?? '') &&
    ['determiner', 'possessive', 'number'].includes(tokens[index + 2]?.pos ?? '') &&
    isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  // "each patient record": before "record", a word WordNet knows as a noun says whose it is.
  ({ token, after }) =>
    token.pos === 'adjective' && /^records?$/.test(after?.word ?? '') && isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  // "the farrier": a word the tagger guessed an adjective that WordNet knows only as a noun.
  ({ token }) => (token.pos === 'adjective' && onlyNoun(token.word) ? asNoun(token) : undefined),
];

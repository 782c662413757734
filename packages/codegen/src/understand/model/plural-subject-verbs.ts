import { isKnownNoun, isKnownVerb } from '../lexicon/noun-roles.ts';
import type { Token } from './parse.ts';
import { asNoun, asVerb, pluralWord, type Rule } from './tag-rule-kit.ts';

/** Words that open what a verb acts on ("each shift", "their time"), never a noun's next word. */
const OBJECT_OPENERS = new Set('each every their the a an one our my his her its'.split(' '));

/**
 * A tag rule (see tag-rules.ts): "our charity's volunteers log each shift with the hours worked",
 * "swimmers log their time at each gala": right after a plural subject that opens its clause, a
 * verb's bare word before what it acts on is the verb, whatever other verbs the clause has.
 */
export const pluralSubjectVerb: Rule = ({ token, before, after, tokens, index }) => {
  if (!['noun', 'verb'].includes(token.pos) || token.comma || pluralWord(token.word))
    return undefined;
  if (!isKnownVerb(token.word) || !OBJECT_OPENERS.has(after?.word ?? '')) return undefined;
  const subject =
    before?.pos === 'noun' && !before.comma && pluralWord(before.word) && isKnownNoun(before.word);
  const opener = tokens[index - 2];
  const opens =
    !opener ||
    opener.comma ||
    opener.possessor ||
    ['other', 'conjunction', 'determiner', 'possessive'].includes(opener.pos);
  return subject && opens ? asVerb(token) : undefined;
};

/** Subjects that take a verb's "-s": "it shows", "everyone sees". */
const SINGULAR_SUBJECTS = new Set(
  'it he she everyone everybody someone somebody anyone nobody'.split(' '),
);

/**
 * A tag rule: "it shows how close I am", "everyone sees the list": right after a singular subject
 * pronoun, a verb's "-s" is the verb, not the plural of a noun ("shows", "sees").
 */
export const pronounSubjectVerb: Rule = ({ token, before }) =>
  ['noun', 'verb'].includes(token.pos) &&
  /s$/.test(token.word) &&
  SINGULAR_SUBJECTS.has(before?.word ?? '') &&
  !before?.comma &&
  isKnownVerb(token.word)
    ? asVerb(token)
    : undefined;

/** Subjects that take a verb's bare word: "I shoe horses", "we service boilers". */
const PLAIN_SUBJECTS = new Set(['i', 'we', 'they', 'you']);

/**
 * A tag rule: "I shoe horses", "we service boilers", "they stock shelves": right after a subject
 * pronoun, a verb's bare word before a plural is the verb, not a noun the plural is named after.
 */
const isPlainPronounVerb = (token: Token, before: Token | undefined, after: Token | undefined) =>
  token.pos === 'noun' &&
  !token.plural &&
  !token.comma &&
  PLAIN_SUBJECTS.has(before?.word ?? '') &&
  !before?.comma &&
  pluralWord(after?.word ?? '') &&
  isKnownVerb(token.word);

export const plainPronounVerb: Rule = ({ token, before, after }) =>
  isPlainPronounVerb(token, before, after) ? asVerb(token) : undefined;

/** A noun rule: the plural after such a verb ("horses" in "I shoe horses") is what it acts on. */
export const plainPronounObject: Rule = ({ token, before, tokens, index }) =>
  before && isPlainPronounVerb(before, tokens[index - 2], token) ? asNoun(token) : undefined;

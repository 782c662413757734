import { isKnownNoun, isKnownVerb } from '../lexicon/noun-roles.ts';
import { isPluralNoun, singularOf } from '../text.ts';
import type { Token } from './parse.ts';

/** Words that start a request ("track my…", "keep receipts…"); short prompts get them tagged as nouns. */
export const REQUEST_VERBS = new Set(
  'track keep manage log plan organise organize record store list'.split(' '),
);
/** Pronouns only objects take ("lets me log"). */
export const OBJECT_PRONOUNS = new Set(['me', 'us', 'them', 'him', 'her', 'it']);
export const HAVING_WORDS = new Set(['has', 'have', 'had', 'having']);

export const pluralWord = (word: string) => isPluralNoun(word) && singularOf(word) !== word;
export const asNoun = (token: Token): Token => ({
  ...token,
  pos: 'noun',
  plural: pluralWord(token.word),
});
export const asVerb = (token: Token): Token => ({ ...token, pos: 'verb' });
export const asModifier = (token: Token): Token => ({ ...token, pos: 'noun', plural: false });

/** Where a rule looks: the token, its neighbours and the whole clause. */
export interface Place {
  token: Token;
  before?: Token;
  after?: Token;
  index: number;
  tokens: Token[];
}
export type Rule = (place: Place) => Token | undefined;

/**
 * "guides lead walkers on tours", "where cooks post recipes": a clause with no other verb reads
 * as a plural subject, the verb at `at` and its object.
 */
export function headlineVerbAt(tokens: Token[], at: number) {
  const [opener, subject, verb, object] = [
    tokens[at - 2],
    tokens[at - 1],
    tokens[at],
    tokens[at + 1],
  ];
  if (!subject || !verb || !object || subject.comma || verb.comma) return false;
  const opens =
    !opener || opener.comma || ['other', 'conjunction', 'determiner'].includes(opener.pos);
  const others = tokens.some(
    (token, index) => token.pos === 'verb' && index !== at - 1 && index !== at,
  );
  return (
    opens &&
    !others &&
    pluralWord(subject.word) &&
    isKnownNoun(subject.word) &&
    !pluralWord(verb.word) &&
    isKnownVerb(verb.word) &&
    ['noun', 'determiner', 'possessive', 'number'].includes(object.pos)
  );
}

import nlp from 'compromise';
import { isPluralNoun, singularOf } from '../text.ts';
import { APP_WORDS, BE_FORMS, FUNCTION_VERBS, POSSESSIVES } from './vocabulary.ts';

/** One word of the prompt as the tagger read it, corrected by the rules below. */
export interface Token {
  /** Lower case, punctuation removed ("owners"). */
  word: string;
  pos: PartOfSpeech;
  plural: boolean;
  /** A comma, semicolon or colon right after the word. */
  comma: boolean;
}

export type PartOfSpeech =
  | 'noun'
  | 'verb'
  | 'preposition'
  | 'determiner'
  | 'conjunction'
  | 'pronoun'
  | 'possessive'
  | 'adjective'
  | 'number'
  | 'other';

interface TaggedTerm {
  text: string;
  normal: string;
  post: string;
  tags: string[];
}

/** Words that start a request ("track my…", "keep receipts…"); short prompts get them tagged as nouns. */
const REQUEST_VERBS = new Set([
  'track',
  'keep',
  'manage',
  'log',
  'plan',
  'organise',
  'organize',
  'record',
  'store',
  'list',
]);
const QUANTIFIERS = new Set(
  'each every a an one the many several multiple some any all'.split(' '),
);
const RELATIVES = new Set(['who', 'that', 'which', 'where']);
const OBJECT_PRONOUNS = new Set(['me', 'us', 'you', 'them', 'him', 'her', 'it']);

function posOf(tags: Set<string>, word: string): PartOfSpeech {
  if (RELATIVES.has(word)) return 'other';
  if (OBJECT_PRONOUNS.has(word)) return 'pronoun';
  if (QUANTIFIERS.has(word) || tags.has('Determiner')) return 'determiner';
  if (POSSESSIVES.has(word)) return 'possessive';
  if (tags.has('Pronoun')) return 'pronoun';
  if (tags.has('Preposition')) return 'preposition';
  if (tags.has('Conjunction'))
    return word === 'and' || word === 'or' ? 'conjunction' : 'preposition';
  if (tags.has('Value')) return 'number';
  if (tags.has('Verb')) return 'verb';
  if (tags.has('Noun')) return 'noun';
  if (tags.has('Adjective')) return 'adjective';
  return 'other';
}

const CLAUSE_END = /[;:.!?]/;

/** The prompt's clauses (split at sentence ends, semicolons and colons), each a list of tokens. */
export function clausesOf(text: string): Token[][] {
  const clauses: Token[][] = [[]];
  const terms = (nlp(text).json() as { terms: TaggedTerm[] }[]).flatMap(
    (sentence) => sentence.terms,
  );
  for (const term of terms) {
    const tags = new Set(term.tags);
    const word = term.normal.replace(/[^\p{L}\p{N}'’-]/gu, '');
    if (word) {
      const plural = tags.has('Plural') || (tags.has('Noun') && isPluralNoun(word));
      clauses
        .at(-1)
        ?.push({ word, pos: posOf(tags, word), plural, comma: /[,;:]/.test(term.post) });
    }
    if (CLAUSE_END.test(term.post)) clauses.push([]);
  }
  return clauses.filter((clause) => clause.length > 0).map(corrected);
}

const pluralWord = (word: string) => isPluralNoun(word) && singularOf(word) !== word;
const asNoun = (token: Token): Token => ({ ...token, pos: 'noun', plural: pluralWord(token.word) });

/**
 * Taggers read short prompts as headlines: "milestones belong to projects" tags every word a verb,
 * "Track customers" tags "track" a noun. The corrections are about grammar, not particular prompts:
 * a request verb that starts a clause is a verb; after a quantifier or a preposition, or before an
 * app word ("project tracker"), a word is a noun; a plural word that starts a clause or sits in a
 * list is a noun, and so is a compound's plural head ("and water tests"); after "is"/"are", a bare word before a preposition is a verb.
 */
function corrected(tokens: Token[]): Token[] {
  const fixed = tokens.map((token, index) => {
    const before = tokens[index - 1];
    const after = tokens[index + 1];
    if (index === 0 && REQUEST_VERBS.has(token.word)) return { ...token, pos: 'verb' as const };
    if (token.pos === 'adjective' && before?.pos === 'determiner' && after?.pos !== 'noun')
      return asNoun(token);
    if (token.pos === 'noun' && before && BE_FORMS.has(before.word) && after?.pos === 'preposition')
      return { ...token, pos: 'verb' as const };
    // "lets me log", "to showcase my paintings": a word that takes an object is a verb.
    const takesObject =
      OBJECT_PRONOUNS.has(after?.word ?? '') ||
      (before?.word === 'to' && after?.pos === 'possessive');
    if (token.pos === 'noun' && takesObject) return { ...token, pos: 'verb' as const };
    if (token.pos !== 'verb' || FUNCTION_VERBS.has(token.word)) return token;
    if (before?.pos === 'determiner' && before.word !== 'all') return asNoun(token);
    if (after?.pos === 'noun' && APP_WORDS.has(after.word)) return asNoun(token);
    if (!pluralWord(token.word)) return token;
    const opens = (token: Token | undefined) =>
      !token || token.comma || ['conjunction', 'preposition', 'possessive'].includes(token.pos);
    // "and water tests per tank": the second word of a compound that opens a phrase.
    const compound = before?.pos === 'noun' && !before.comma && opens(tokens[index - 2]);
    return opens(before) || compound ? asNoun(token) : token;
  });
  return fixed;
}

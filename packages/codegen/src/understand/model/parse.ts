import nlp from 'compromise';
import { isKnownNoun, isKnownVerb, onlyNoun } from '../lexicon/noun-roles.ts';
import { correctedSpelling } from '../lexicon/spelling.ts';
import { isPluralNoun, singularOf } from '../text.ts';
import {
  APP_WORDS,
  BE_FORMS,
  FUNCTION_VERBS,
  IDIOM_NOUNS,
  LINKING_VERBS,
  POSSESSIVES,
  TAKE_FORMS,
} from './vocabulary.ts';

/** One word of the prompt as the tagger read it, corrected by the rules below. */
export interface Token {
  /** Lower case, punctuation removed ("owners"). */
  word: string;
  pos: PartOfSpeech;
  plural: boolean;
  /** A comma, semicolon or colon right after the word. */
  comma: boolean;
  /** A past participle ("organised", "written"). */
  participle?: boolean;
  /** Names whose the next phrase is: "patient's", "members'". */
  possessor?: boolean;
  /** Where the word starts and ends in the text read. */
  start: number;
  end: number;
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
  offset: { start: number; length: number };
}

/** "check-ins", "drop-offs": words the tagger splits at a hyphen are one word. */
function joinedAtHyphens(terms: TaggedTerm[]): TaggedTerm[] {
  const joined: TaggedTerm[] = [];
  for (const term of terms) {
    const last = joined.at(-1);
    if (last && last.post === '-') {
      const end = term.offset.start + term.offset.length;
      const normal = `${last.normal}-${term.normal}`;
      // "weigh-ins", "check-ins", "drop-offs": a verb and its particle in the plural name acts;
      // a compound WordNet knows as a noun is one, whatever the parts.
      const noun =
        isKnownNoun(normal) || /^(?:in|up|out|off|on|over|down|back|by)s$/.test(term.normal);
      const tags = noun ? ['Noun', ...(isPluralNoun(normal) ? ['Plural'] : [])] : term.tags;
      joined[joined.length - 1] = {
        ...term,
        text: `${last.text}-${term.text}`,
        normal,
        tags,
        offset: { start: last.offset.start, length: end - last.offset.start },
      };
    } else joined.push(term);
  }
  return joined;
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
/** Prepositions the tagger sometimes reads as adjectives or nouns ("filed against a repository", "my boxes in rooms"). */
const PREPOSITIONS = new Set(
  'on at in of against during per via within inside onto into across among between towards toward upon under'.split(
    ' ',
  ),
);
/** "someone's starter", "anyone": people in general, never a record. */
const INDEFINITE = new Set(
  'someone somebody anyone anybody everyone everybody no-one nobody something anything everything'.split(
    ' ',
  ),
);
/** Pronouns only objects take ("lets me log"); "you" may be a subject ("the songs you add"). */
const OBJECT_PRONOUNS = new Set(['me', 'us', 'them', 'him', 'her', 'it']);

function posOf(tags: Set<string>, word: string): PartOfSpeech {
  if (RELATIVES.has(word)) return 'other';
  if (INDEFINITE.has(word)) return 'pronoun';
  // "each task to have", "each expense should have": never nouns, whatever the tagger says.
  if (word === 'to') return 'preposition';
  if (FUNCTION_VERBS.has(word)) return 'verb';
  if (PREPOSITIONS.has(word)) return 'preposition';
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
  const terms = joinedAtHyphens(
    (nlp(text).json({ offset: true }) as { terms: TaggedTerm[] }[]).flatMap(
      (sentence) => sentence.terms,
    ),
  );
  for (const term of terms) {
    const tags = new Set(term.tags);
    // "patient's medications", "the members' companies": whose the next phrase is.
    const possessor = tags.has('Possessive') && tags.has('Noun');
    const bare = possessor ? term.normal.replace(/['’]s?$/, '') : term.normal;
    const written = bare.replace(/[^\p{L}\p{N}'’-]/gu, '');
    // "appointmnets": a noun mistyped is read as the noun meant (not a name: "Nonna").
    const named = tags.has('ProperNoun') || /^\p{Lu}/u.test(term.text);
    const word = tags.has('Noun') && !named ? correctedSpelling(written) : written;
    if (word) {
      const plural =
        tags.has('Plural') ||
        (tags.has('Noun') && isPluralNoun(word)) ||
        (possessor && /['’]$/.test(term.text + term.post.trim()));
      const participle = tags.has('Participle') || tags.has('PastTense');
      const comma = /[,;:]/.test(term.post);
      const { start, length } = term.offset;
      clauses.at(-1)?.push({
        word,
        pos: posOf(tags, word),
        plural,
        comma,
        participle,
        start,
        end: start + length,
        ...(possessor ? { possessor } : {}),
      });
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
    // "each event takes place at a venue": the noun of an idiom is part of its verb.
    if (IDIOM_NOUNS.has(token.word) && TAKE_FORMS.has(before?.word ?? ''))
      return { ...token, pos: 'verb' as const };
    if (index === 0 && REQUEST_VERBS.has(token.word)) return { ...token, pos: 'verb' as const };
    // "the enclosure each one lives in", "the cab each one drives": "each one" is a subject.
    const eachOne = before?.word === 'one' && tokens[index - 2]?.word === 'each';
    if (eachOne && isKnownVerb(token.word)) return { ...token, pos: 'verb' as const };
    if (token.pos === 'adjective' && before?.pos === 'determiner' && after?.pos !== 'noun')
      return asNoun(token);
    // "costume rental shop": between nouns, a word WordNet knows as a noun is one.
    if (
      token.pos === 'adjective' &&
      before?.pos === 'noun' &&
      after?.pos === 'noun' &&
      isKnownNoun(token.word)
    )
      return asNoun(token);
    // "the farrier": a word the tagger guessed an adjective that WordNet knows only as a noun.
    if (token.pos === 'adjective' && onlyNoun(token.word)) return asNoun(token);
    // "the farrier comes out regularly": before a particle or a manner, a verb's "-s" is a verb.
    const particle = /^(?:out|up|down|back|off|around|away)$|ly$/.test(after?.word ?? '');
    const singular =
      before &&
      ['noun', 'adjective'].includes(before.pos) &&
      !pluralWord(before.word) &&
      !before.possessor;
    if (
      token.pos === 'noun' &&
      /s$/.test(token.word) &&
      singular &&
      particle &&
      isKnownVerb(token.word)
    )
      return { ...token, pos: 'verb' as const };
    if (token.pos === 'noun' && before && BE_FORMS.has(before.word) && after?.pos === 'preposition')
      return { ...token, pos: 'verb' as const };
    // "lets me log", "to showcase my paintings": a word that takes an object is a verb.
    const takesObject =
      OBJECT_PRONOUNS.has(after?.word ?? '') ||
      (before?.word === 'to' && after?.pos === 'possessive');
    if (token.pos === 'noun' && takesObject) return { ...token, pos: 'verb' as const };
    // "the flash designs each artist offers": the phrase a clause with "each" describes is a noun.
    const described = tokens[index + 1]?.word === 'each' && tokens[index + 2]?.pos === 'noun';
    if (token.pos === 'verb' && pluralWord(token.word) && described && isKnownNoun(token.word))
      return asNoun(token);
    // "volunteers serve on many rotas": after a plural, a verb's word before a preposition is one.
    const acts =
      token.pos === 'noun' &&
      !token.plural &&
      pluralWord(before?.word ?? '') &&
      after?.pos === 'preposition' &&
      isKnownVerb(token.word);
    if (acts) return { ...token, pos: 'verb' as const };
    // "each crate holds many records": verbs of having and belonging are verbs, but after "the".
    if (LINKING_VERBS.has(token.word) && before && before.pos !== 'determiner')
      return { ...token, pos: 'verb' as const };
    if (token.pos !== 'verb' || FUNCTION_VERBS.has(token.word)) return token;
    // "a name, phone and address.": the last of a list of nouns, ending the clause, is a noun.
    if (before?.word === 'and' && tokens[index - 2]?.pos === 'noun' && !after) return asNoun(token);
    if (before?.pos === 'determiner' && before.word !== 'all') return asNoun(token);
    // "harvests per plant": what a rate is counted by is a thing.
    if (before?.word === 'per') return asNoun(token);
    if (after?.pos === 'noun' && APP_WORDS.has(after.word)) return asNoun(token);
    // "video editing projects", "dog walking business": an "-ing" word between nouns is one of
    // them; "ingredients, packaging and …": an "-ing" word WordNet knows as a noun, in a list, is one.
    if (/ing$/.test(token.word) && before?.pos === 'noun' && !before.comma && after?.pos === 'noun')
      return { ...token, pos: 'noun' as const, plural: false };
    const inList = before?.comma && (token.comma || after?.pos === 'conjunction' || !after);
    if (/ing$/.test(token.word) && inList && isKnownNoun(token.word))
      return { ...token, pos: 'noun' as const, plural: false };
    // "guests, vendors, budget items", "plants and watering logs": a word a list item opens with,
    // before a noun, names the kind of that noun when WordNet knows it as a noun.
    const listed = !before || before.comma || before.word === 'and' || before.pos === 'possessive';
    if (
      listed &&
      index > 0 &&
      after?.pos === 'noun' &&
      !pluralWord(token.word) &&
      !REQUEST_VERBS.has(token.word) &&
      isKnownNoun(token.word)
    )
      return { ...token, pos: 'noun' as const, plural: false };
    if (!pluralWord(token.word)) return token;
    // After "and": beside another plural ("projects and tasks"), in a list ("tank, and"), or as the
    // subject of a verb ("and comments are left"); not "a publisher and sits on a shelf".
    const conjoined = (at: number) => {
      const previous = tokens[at - 1];
      return Boolean(
        previous?.comma || pluralWord(previous?.word ?? '') || tokens[at + 2]?.pos === 'verb',
      );
    };
    const opens = (token: Token | undefined) =>
      !token ||
      token.comma ||
      ['preposition', 'possessive'].includes(token.pos) ||
      (token.pos === 'conjunction' && conjoined(tokens.indexOf(token)));
    // "and water tests per tank", "the fuel stops for each car": the head of a compound noun.
    const ends = !after || token.comma || after.pos === 'preposition';
    const opener = tokens[index - 2];
    const compound =
      before?.pos === 'noun' &&
      !before.comma &&
      (opens(opener) || (opener?.word === 'the' && ends));
    return opens(before) || compound ? asNoun(token) : token;
  });
  return fixed;
}

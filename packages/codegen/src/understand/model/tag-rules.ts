import { isKnownNoun, isKnownVerb, onlyNoun } from '../lexicon/noun-roles.ts';
import { isPluralNoun, singularOf } from '../text.ts';
import type { Token } from './parse.ts';
import {
  APP_WORDS,
  BE_FORMS,
  FUNCTION_VERBS,
  IDIOM_NOUNS,
  LINKING_VERBS,
  TAKE_FORMS,
} from './vocabulary.ts';

/**
 * Taggers read short prompts as headlines: "milestones belong to projects" tags every word a verb,
 * "Track customers" tags "track" a noun, "the farrier" an adjective. Each rule below is about
 * grammar and what WordNet knows of a word, never about a particular prompt; the first rule that
 * reads a token decides it.
 */

/** Words that start a request ("track my…", "keep receipts…"); short prompts get them tagged as nouns. */
export const REQUEST_VERBS = new Set(
  'track keep manage log plan organise organize record store list'.split(' '),
);
/** Pronouns only objects take ("lets me log"). */
export const OBJECT_PRONOUNS = new Set(['me', 'us', 'them', 'him', 'her', 'it']);
const HAVING_WORDS = new Set(['has', 'have', 'had', 'having']);

export const pluralWord = (word: string) => isPluralNoun(word) && singularOf(word) !== word;
const asNoun = (token: Token): Token => ({ ...token, pos: 'noun', plural: pluralWord(token.word) });
const asVerb = (token: Token): Token => ({ ...token, pos: 'verb' });
const asModifier = (token: Token): Token => ({ ...token, pos: 'noun', plural: false });

/** Where a rule looks: the token, its neighbours and the whole clause. */
interface Place {
  token: Token;
  before?: Token;
  after?: Token;
  index: number;
  tokens: Token[];
}
type Rule = (place: Place) => Token | undefined;

/**
 * "guides lead walkers on tours", "where cooks post recipes": a clause with no other verb reads
 * as a plural subject, the verb at `at` and its object.
 */
function headlineVerbAt(tokens: Token[], at: number) {
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

/** Rules that make determiners of other words. */
const DETERMINER_RULES: Rule[] = [
  // "which pen each hedgehog is in", "which yard it ended up in": "which" before a noun and its
  // clause picks one; "cubes which get crushed" opens a clause.
  ({ token, after, tokens, index }) =>
    ['which', 'what'].includes(token.word) &&
    after &&
    isKnownNoun(after.word) &&
    ['determiner', 'pronoun', 'noun', 'possessive'].includes(tokens[index + 2]?.pos ?? '')
      ? { ...token, pos: 'determiner' }
      : undefined,
  // "homeowners and there chimneys": "there" before a noun is "their" mistyped.
  ({ token, before, after }) =>
    token.word === 'there' && before && after && pluralWord(after.word) && isKnownNoun(after.word)
      ? { ...token, word: 'their', pos: 'possessive' }
      : undefined,
];

/** Rules that make verbs of words tagged otherwise. */
const VERB_RULES: Rule[] = [
  // "every item found at a dig", "one poem read at one slam", "carcasses that each come from one
  // farm": between a noun (or "each") and a preposition, a word the tagger saw as a participle
  // or a verb's bare form is the verb.
  ({ token, before, after, tokens, index }) => {
    if (token.pos !== 'noun' || pluralWord(token.word) || after?.pos !== 'preposition')
      return undefined;
    const opener = tokens[index - 2];
    const eachOfThem =
      before?.word === 'each' &&
      /^(?:that|which|who)$/.test(opener?.word ?? '') &&
      isKnownVerb(token.word);
    const participle = token.participle && before?.pos === 'noun';
    return eachOfThem || participle
      ? { ...asVerb(token), participle: token.participle }
      : undefined;
  },
  // "gradings each run by one examiner": after "each", a verb's word before "by" is a passive.
  ({ token, before, after }) =>
    before?.word === 'each' && after?.word === 'by' && (isKnownVerb(token.word) || token.participle)
      ? { ...asVerb(token), participle: true }
      : undefined,
  // "the fleeces shorn from each alpaca": between a plural and a preposition, a word WordNet does
  // not know as a noun is a participle it does not list ("shorn", "sewn").
  ({ token, before, after }) =>
    token.pos === 'noun' &&
    !pluralWord(token.word) &&
    pluralWord(before?.word ?? '') &&
    after?.pos === 'preposition' &&
    /(?:n|ed|t)$/.test(token.word) &&
    !isKnownNoun(token.word)
      ? { ...asVerb(token), participle: true }
      : undefined,
  ({ token, tokens, index }) =>
    token.pos === 'noun' && headlineVerbAt(tokens, index) ? asVerb(token) : undefined,
  // "each event takes place at a venue": the noun of an idiom is part of its verb.
  ({ token, before }) =>
    IDIOM_NOUNS.has(token.word) && TAKE_FORMS.has(before?.word ?? '') ? asVerb(token) : undefined,
  ({ token, index }) => (index === 0 && REQUEST_VERBS.has(token.word) ? asVerb(token) : undefined),
  // "the enclosure each one lives in", "the cab each one drives": "each one" is a subject.
  ({ token, before, tokens, index }) =>
    before?.word === 'one' &&
    tokens[index - 2]?.word === 'each' &&
    (isKnownVerb(token.word) || token.participle)
      ? asVerb(token)
      : undefined,
  // "the farrier comes out regularly": before a particle or a manner, a verb's "-s" is a verb.
  ({ token, before, after }) => {
    const particle = /^(?:out|up|down|back|off|around|away)$|ly$/.test(after?.word ?? '');
    const singular =
      before &&
      ['noun', 'adjective'].includes(before.pos) &&
      !pluralWord(before.word) &&
      !before.possessor;
    return token.pos === 'noun' &&
      /s$/.test(token.word) &&
      singular &&
      particle &&
      isKnownVerb(token.word)
      ? asVerb(token)
      : undefined;
  },
  // "each result is timed in minutes", "each role ends up cast with one performer": after "is"
  // or a verb's particle, a bare word before a preposition is a verb.
  ({ token, before, after }) =>
    token.pos === 'noun' &&
    before &&
    (BE_FORMS.has(before.word) ||
      (/^(?:up|out|off)$/.test(before.word) && isKnownVerb(token.word))) &&
    after?.pos === 'preposition'
      ? asVerb(token)
      : undefined,
  // "lets me log", "to showcase my paintings": a word that takes an object is a verb; not after a
  // determiner ("which yard it ended up in").
  ({ token, before, after }) =>
    token.pos === 'noun' &&
    before?.pos !== 'determiner' &&
    (OBJECT_PRONOUNS.has(after?.word ?? '') ||
      (before?.word === 'to' && after?.pos === 'possessive'))
      ? asVerb(token)
      : undefined,
  // "volunteers serve on many rotas": after a plural, a verb's word before a preposition is one.
  ({ token, before, after }) =>
    token.pos === 'noun' &&
    !token.plural &&
    pluralWord(before?.word ?? '') &&
    after?.pos === 'preposition' &&
    isKnownVerb(token.word)
      ? asVerb(token)
      : undefined,
  // "each crate holds many records": verbs of having and belonging are verbs, but after "the".
  ({ token, before }) =>
    LINKING_VERBS.has(token.word) && before && before.pos !== 'determiner'
      ? asVerb(token)
      : undefined,
];

/** Rules that make nouns of adjectives. */
const ADJECTIVE_RULES: Rule[] = [
  ({ token, before, after }) =>
    token.pos === 'adjective' && before?.pos === 'determiner' && after?.pos !== 'noun'
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
  // "the farrier": a word the tagger guessed an adjective that WordNet knows only as a noun.
  ({ token }) => (token.pos === 'adjective' && onlyNoun(token.word) ? asNoun(token) : undefined),
];

/** "Herbarium: pressed specimens, …": where a list item starts (its first word). */
const opensItem = (before: Token | undefined) => !before || before.comma || before.word === 'and';

/** Rules that make nouns of words tagged verbs. */
const NOUN_RULES: Rule[] = [
  // "a pest control firm with clients": after a singular noun, a verb's bare form is no verb of
  // it ("each dog walks" has its "-s"); a word WordNet knows as a noun is the phrase's head.
  ({ token, before, tokens, index }) =>
    before?.pos === 'noun' &&
    !pluralWord(before.word) &&
    !before.comma &&
    tokens.slice(0, index - 1).some((word) => word.pos === 'determiner') &&
    !/(?:s|ed|ing)$/.test(token.word) &&
    isKnownNoun(token.word)
      ? asModifier(token)
      : undefined,
  // "and checks where a technician …": a plural before "where", "who" or "that" is what it describes.
  ({ token, after }) =>
    pluralWord(token.word) &&
    /^(?:where|who|that)$/.test(after?.word ?? '') &&
    isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  // "pressed specimens", "signed prints": a participle opening an item describes the plural after it.
  ({ token, before, after }) =>
    token.participle &&
    opensItem(before) &&
    pluralWord(after?.word ?? '') &&
    isKnownNoun(after?.word ?? '')
      ? { ...token, pos: 'adjective' }
      : undefined,
  ({ token, before, tokens, index }) =>
    before?.participle &&
    opensItem(tokens[index - 2]) &&
    pluralWord(token.word) &&
    isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  // "factories that send us gauges": what follows "us" or "them" is the verb's object.
  ({ token, before }) =>
    OBJECT_PRONOUNS.has(before?.word ?? '') && pluralWord(token.word) && isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  ({ token, after, tokens, index }) =>
    after?.pos === 'noun' && headlineVerbAt(tokens, index + 1) ? asNoun(token) : undefined,
  // "each route has stops", "learners have test attempts": what is had is a noun.
  ({ token, before, tokens, index }) => {
    const had =
      HAVING_WORDS.has(before?.word ?? '') || HAVING_WORDS.has(tokens[index - 2]?.word ?? '');
    const hadNoun = HAVING_WORDS.has(before?.word ?? '') || before?.pos === 'noun';
    return pluralWord(token.word) && had && hadNoun && isKnownNoun(token.word)
      ? asNoun(token)
      : undefined;
  },
  // "the flash designs each artist offers": the phrase a clause with "each" describes is a noun.
  ({ token, tokens, index }) =>
    pluralWord(token.word) &&
    tokens[index + 1]?.word === 'each' &&
    tokens[index + 2]?.pos === 'noun' &&
    isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  // "a name, phone and address.": the last of a list of nouns, ending the clause, is a noun.
  ({ token, before, after, tokens, index }) =>
    before?.word === 'and' && tokens[index - 2]?.pos === 'noun' && !after
      ? asNoun(token)
      : undefined,
  ({ token, before }) =>
    before?.pos === 'determiner' && before.word !== 'all' ? asNoun(token) : undefined,
  // "harvests per plant": what a rate is counted by is a thing; "watches by brand": after a
  // preposition (not "to") a word that is no "-ing" and that WordNet knows as a noun is one.
  ({ token, before }) => (before?.word === 'per' ? asNoun(token) : undefined),
  ({ token, before }) =>
    before?.pos === 'preposition' &&
    before.word !== 'to' &&
    !/ing$/.test(token.word) &&
    isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  ({ token, after }) =>
    after?.pos === 'noun' && APP_WORDS.has(after.word) ? asNoun(token) : undefined,
  // "Care home: residents…", "Harbour: moorings…": a title before a colon is a name, not a request.
  ({ token, after, index, tokens }) =>
    index === 0 &&
    ((after?.pos === 'noun' && after.comma && !after.plural) || tokens.length === 1) &&
    !REQUEST_VERBS.has(token.word) &&
    isKnownNoun(token.word)
      ? asModifier(token)
      : undefined,
  // "video editing projects", "one of our drying racks": an "-ing" word before a noun, after a
  // noun or a possessive, is one of its naming words.
  ({ token, before, after }) =>
    /ing$/.test(token.word) &&
    ['noun', 'possessive'].includes(before?.pos ?? '') &&
    !before?.comma &&
    after?.pos === 'noun'
      ? asModifier(token)
      : undefined,
  // "ingredients, packaging and …": an "-ing" word WordNet knows as a noun, in a list, is one.
  ({ token, before, after }) =>
    /ing$/.test(token.word) &&
    before?.comma &&
    (token.comma || after?.pos === 'conjunction' || !after) &&
    isKnownNoun(token.word)
      ? asModifier(token)
      : undefined,
  // "guests, vendors, budget items", "plants and watering logs": a word a list item opens with,
  // before a noun, names the kind of that noun when WordNet knows it as a noun.
  ({ token, before, after, index }) => {
    const listed = !before || before.comma || before.word === 'and' || before.pos === 'possessive';
    return listed &&
      index > 0 &&
      after?.pos === 'noun' &&
      !pluralWord(token.word) &&
      !REQUEST_VERBS.has(token.word) &&
      isKnownNoun(token.word)
      ? asModifier(token)
      : undefined;
  },
  // "my strains, grow buckets": after a plural and its comma, a word before a plural opens the next item.
  ({ token, before, after }) =>
    before?.comma &&
    before.pos === 'noun' &&
    pluralWord(before.word) &&
    after?.pos === 'noun' &&
    pluralWord(after.word) &&
    !pluralWord(token.word)
      ? asModifier(token)
      : undefined,
  pluralOpeningRule,
];

/**
 * A plural that opens a phrase is a noun: after a comma, a preposition or a possessive; after
 * "and" beside another plural ("projects and tasks"), in a list ("tank, and") or as the subject of
 * a verb ("and comments are left"), not "a publisher and sits on a shelf"; and a compound's plural
 * head ("and water tests per tank", "the fuel stops for each car").
 */
function pluralOpeningRule({ token, before, after, tokens, index }: Place): Token | undefined {
  if (!pluralWord(token.word)) return undefined;
  const conjoined = (at: number) => {
    const previous = tokens[at - 1];
    return Boolean(
      previous?.comma || pluralWord(previous?.word ?? '') || tokens[at + 2]?.pos === 'verb',
    );
  };
  const opens = (word: Token | undefined) =>
    !word ||
    word.comma ||
    ['preposition', 'possessive'].includes(word.pos) ||
    (word.pos === 'conjunction' && conjoined(tokens.indexOf(word)));
  const ends = !after || token.comma || after.pos === 'preposition';
  const opener = tokens[index - 2];
  const compound =
    before?.pos === 'noun' && !before.comma && (opens(opener) || (opener?.word === 'the' && ends));
  return opens(before) || compound ? asNoun(token) : undefined;
}

const firstOf = (rules: Rule[], place: Place) => {
  for (const rule of rules) {
    const read = rule(place);
    if (read) return read;
  }
  return undefined;
};

/** The tokens of a clause with the tagger's headline readings corrected. */
export function corrected(tagged: Token[]): Token[] {
  const tokens = tagged.map(
    (token, index) =>
      firstOf(DETERMINER_RULES, {
        token,
        before: tagged[index - 1],
        after: tagged[index + 1],
        index,
        tokens: tagged,
      }) ?? token,
  );
  return tokens.map((token, index) => {
    const place = { token, before: tokens[index - 1], after: tokens[index + 1], index, tokens };
    const read = firstOf(VERB_RULES, place) ?? firstOf(ADJECTIVE_RULES, place);
    if (read) return read;
    if (token.pos !== 'verb' || FUNCTION_VERBS.has(token.word)) return token;
    return firstOf(NOUN_RULES, place) ?? token;
  });
}

import { canBe, isKnownNoun, isKnownVerb } from '../lexicon/noun-roles.ts';
import { sensesAs } from '../lexicon/wordnet.ts';
import { pluralWord, type Rule } from './tag-rule-kit.ts';
import type { Token } from './parse.ts';
import { FUNCTION_VERBS, IDIOM_NOUNS, TAKE_FORMS } from './vocabulary.ts';

/** "round-up", "weigh-in": a verb and its particle joined, an act. */
const PARTICLE_ACT = /^\p{L}+-(?:up|in|out|off|on|over|down|back)$/u;

/** Rules that make determiners of other words. */
const DETERMINER_RULES: Rule[] = [
  // "today's weight", "yesterday's level": the day says which one, as "the" does; no record.
  ({ token, after }) =>
    /^(?:today|yesterday|tonight|tomorrow)$/.test(token.word) && after?.pos === 'noun'
      ? { ...token, pos: 'determiner' }
      : undefined,
  // "which pen each hedgehog is in", "which yard it ended up in", "which room of her house it is
  // in": "which" before a noun and its clause picks one; "cubes which get crushed" opens a clause.
  ({ token, after, tokens, index }) =>
    ['which', 'what'].includes(token.word) &&
    after &&
    (isKnownNoun(after.word) || PARTICLE_ACT.test(after.word)) &&
    // …or ends the clause: "which reindeer was seen at which round-up".
    (['determiner', 'pronoun', 'noun', 'possessive'].includes(tokens[index + 2]?.pos ?? '') ||
      tokens[index + 2] === undefined ||
      after.comma ||
      (tokens[index + 2]?.word === 'of' &&
        ['determiner', 'pronoun', 'possessive'].includes(tokens[index + 3]?.pos ?? '')))
      ? { ...token, pos: 'determiner' }
      : undefined,
  // "note which volunteer packed it", "see what nurse gave it": not after the phrase a clause
  // would describe, "which" before a noun and a verb's past asks who of them did it.
  // …as does a passive: "which reindeer was seen", "which tunes got played".
  ({ token, before, after, tokens, index }) => {
    const [past, passive] = [tokens[index + 2], tokens[index + 3]];
    const done = (word: Token | undefined) =>
      word?.pos === 'verb' && (word.participle === true || /ed$/.test(word.word));
    const beDone = /^(?:is|are|was|were|got|gets|get)$/.test(past?.word ?? '') && done(passive);
    // "tick which members are coming to which show", "note which rider took which horse": one
    // picked of each, paired.
    const paired = tokens.some((other, at) => at !== index && other.word === 'which');
    // …and after a verb opening the clause, however the tagger read it ("tick", "mark").
    const opening = index === 1 && isKnownVerb(before?.word ?? '');
    return ['which', 'what'].includes(token.word) &&
      (before?.pos !== 'noun' || opening) &&
      after &&
      after.pos !== 'determiner' &&
      isKnownNoun(after.word) &&
      (done(past) || beDone || (token.word === 'which' && paired))
      ? { ...token, pos: 'determiner' }
      : undefined;
  },
  // "each round-up", "which weigh-in": a verb and its particle joined are the act, a noun.
  ({ token, before }) =>
    PARTICLE_ACT.test(token.word) &&
    ['each', 'every', 'which', 'a', 'an', 'the', 'one', 'that'].includes(before?.word ?? '')
      ? { ...token, pos: 'noun' }
      : undefined,
  // "each farmer has her own lines", "she has her plots": "her" before what is had is whose.
  ({ token, before, after }) =>
    token.word === 'her' &&
    token.pos === 'pronoun' &&
    !token.comma &&
    after !== undefined &&
    (after.word === 'own' ||
      (/^(?:has|have|had)$/.test(before?.word ?? '') && ['noun', 'adjective'].includes(after.pos)))
      ? { ...token, pos: 'possessive' }
      : undefined,
  // "which room of her house": after a preposition, "her" names a thing of someone the idea is
  // about, as "the" would.
  ({ token, before, after }) =>
    token.word === 'her' &&
    token.pos === 'pronoun' &&
    !token.comma &&
    before?.pos === 'preposition' &&
    isKnownNoun(after?.word ?? '')
      ? { ...token, pos: 'determiner' }
      : undefined,
  // "each dog has only one owner", "just one", "exactly one": the count is the phrase's.
  ({ token, after }) =>
    /^(?:only|just|exactly)$/.test(token.word) &&
    !token.comma &&
    (/^(?:one|a|an|single)$/.test(after?.word ?? '') || after?.pos === 'number')
      ? { ...token, pos: 'determiner' }
      : undefined,
  // "readings come in daily from a station": how often, said of the verb.
  ({ token, after }) =>
    /^(?:hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually)$/.test(
      token.word,
    ) && after?.pos !== 'noun'
      ? { ...token, pos: 'other' }
      : undefined,
  // "reports against that holiday", "notes on this visit": after a preposition, "that" or "this"
  // before a noun points at one; it opens no clause.
  ({ token, before, after }) =>
    ['that', 'this', 'those', 'these'].includes(token.word) &&
    before?.pos === 'preposition' &&
    after &&
    (after.pos === 'noun' || isKnownNoun(after.word))
      ? { ...token, pos: 'determiner' }
      : undefined,
  // "3 cobblers here", "the boats there": after a noun, where it is, not a noun.
  ({ token, before }) =>
    ['here', 'there'].includes(token.word) && before?.pos === 'noun'
      ? { ...token, pos: 'other' }
      : undefined,
  // "faults reported by the public": people in general, like "someone", never a record.
  ({ token, before, after }) =>
    token.word === 'public' && before?.word === 'the' && after?.pos !== 'noun'
      ? { ...token, pos: 'pronoun' }
      : undefined,
  // "homeowners and there chimneys": "there" before a noun is "their" mistyped.
  ({ token, before, after }) =>
    token.word === 'there' && before && after && pluralWord(after.word) && isKnownNoun(after.word)
      ? { ...token, word: 'their', pos: 'possessive' }
      : undefined,
];

/** Rules that make adverbs (tagged `other`) of words tagged nouns. */
const ADVERB_RULES: Rule[] = [
  // "every few weeks", "every other day", "for weeks at a time": how often or how long, never a
  // record.
  ({ token, before, after, tokens, index }) => {
    const time = (word: Token | undefined) =>
      Boolean(word) && canBe([word?.word ?? ''], 'value', 0.95);
    const often =
      /^(?:few|other|couple|\d+|two|three|four|six)$/.test(before?.word ?? '') &&
      tokens[index - 2]?.word === 'every';
    const long = before?.word === 'for' && token.plural;
    // "reviews at three and six months", "a check after 2 weeks": a count of them is how long.
    const counted = before?.pos === 'number' && token.plural && after?.pos !== 'noun';
    // …and "few" or "other" between "every" and the time.
    const count = before?.word === 'every' && /^(?:few|other|couple)$/.test(token.word);
    if (count && time(after)) return { ...token, pos: 'other' };
    return token.pos === 'noun' && (often || long || counted) && time(token)
      ? { ...token, pos: 'other' }
      : undefined;
  },
  // "put on sale in one shop", "kept in stock", "on loan", "in progress": a state, said with no
  // determiner after "on", "in" or "for", is how something is, not a record.
  ({ token, before, after }) =>
    token.pos === 'noun' &&
    !token.plural &&
    ['on', 'in', 'for'].includes(before?.word ?? '') &&
    (!after || token.comma || ['preposition', 'conjunction'].includes(after.pos)) &&
    ['act', 'possession'].some((role) => canBe([token.word], role as 'act', 0.5))
      ? { ...token, pos: 'other' }
      : undefined,
  // "takes a packet home", "send the bike home with a note": "home" after a verb's object and
  // before nothing more of the phrase says where to, like "away".
  ({ token, before, after, tokens, index }) =>
    token.word === 'home' &&
    before?.pos === 'noun' &&
    !before.comma &&
    tokens.slice(0, index - 1).some((earlier) => earlier.pos === 'verb') &&
    (!after || token.comma || ['preposition', 'conjunction'].includes(after.pos))
      ? { ...token, pos: 'other' }
      : undefined,
];

/**
 * "each customers items", "every owners dogs": after "each" or "every", a plural right before
 * another plural noun is an owner written without its apostrophe ("each customer's items").
 */
const possessorUnmarked: Rule = ({ token, before, after }) =>
  token.pos === 'noun' &&
  pluralWord(token.word) &&
  !token.comma &&
  ['each', 'every'].includes(before?.word ?? '') &&
  (after?.pos === 'noun' || (after?.pos === 'verb' && isKnownNoun(after.word))) &&
  pluralWord(after.word)
    ? { ...token, possessor: true, plural: false }
    : undefined;

/**
 * "A bout is one boxer against …", "each bout has a date", "a lot comes from one supplier": a word
 * read as a preposition ("bout" as "'bout") or an adverb ("a lot") right after "a", "the" or
 * "each" and before a verb is the noun it also is.
 */
const nounAfterArticle: Rule = ({ token, before, after }) =>
  ['preposition', 'other'].includes(token.pos) &&
  /^(?:a|an|the|each|every)$/.test(before?.word ?? '') &&
  after?.pos === 'verb' &&
  isKnownNoun(token.word)
    ? { ...token, pos: 'noun' }
    : undefined;

/**
 * "be able to tap to say it came back", "I want to log each climb": after "able to" or a verb and
 * "to", a word that is a verb is one, whatever else it may name ("tap", "log").
 */
const verbAfterTo: Rule = ({ token, before, tokens, index }) => {
  const opener = tokens[index - 2];
  const wanting = opener?.word === 'able' || opener?.pos === 'verb';
  return token.pos === 'noun' &&
    !token.plural &&
    before?.word === 'to' &&
    wanting &&
    isKnownVerb(token.word)
    ? { ...token, pos: 'verb' }
    : undefined;
};

/**
 * "every game they bowl", "the loads we haul", "each route I climb": right after a subject
 * pronoun, a word that is a verb is one, whatever else it may name ("bowl", "haul", "climb"); so
 * is one after "which each" ("live").
 */
const verbAfterSubject: Rule = ({ token, before, tokens, index }) =>
  !token.plural &&
  !token.possessor &&
  ((token.pos === 'noun' && before?.pos === 'pronoun' && /^(?:they|we|i|you)$/.test(before.word)) ||
    // "kayaks, which each live in one member's garage": "each" after "which" is their subject.
    (['noun', 'adjective'].includes(token.pos) &&
      /^(?:each|all)$/.test(before?.word ?? '') &&
      /^(?:which|that|who)$/.test(tokens[index - 2]?.word ?? ''))) &&
  isKnownVerb(token.word)
    ? { ...token, pos: 'verb' }
    : undefined;

/**
 * "each outing one operator drive one groomer", "each student make one arrangement": between a
 * counted noun and the determiner of another, a word that is a verb is the first one's verb, its
 * "-s" left off, not a second noun of its phrase.
 */
const verbBeforeDeterminer: Rule = ({ token, before, after, tokens, index }) =>
  token.pos === 'noun' &&
  !token.plural &&
  before?.pos === 'noun' &&
  !before.comma &&
  /^(?:one|each|every|a|an)$/.test(tokens[index - 2]?.word ?? '') &&
  after?.pos === 'determiner' &&
  /^(?:one|a|an|the|each|every|several|many|two|three)$/.test(after.word) &&
  isKnownVerb(token.word)
    ? { ...token, pos: 'verb' }
    : undefined;

/** "…, takes place in one bedroom", "takes part in races": "take" before "place" or "part" is the verb. */
export const takesPlace: Rule = ({ token, after }) =>
  TAKE_FORMS.has(token.word) && IDIOM_NOUNS.has(after?.word ?? '')
    ? { ...token, pos: 'verb', plural: false }
    : undefined;

/**
 * "we carry out reviews", "volunteers hand out leaflets": after a verb and its particle, a plural
 * the tagger read as a verb is the verb's object.
 */
const objectAfterParticle: Rule = ({ token, before, tokens, index }) =>
  token.pos === 'verb' &&
  !FUNCTION_VERBS.has(token.word) &&
  pluralWord(token.word) &&
  isKnownNoun(token.word) &&
  /^(?:out|up|off|down|in|back)$/.test(before?.word ?? '') &&
  tokens[index - 2]?.pos === 'verb'
    ? { ...token, pos: 'noun', plural: true }
    : undefined;

/** "cheapest" → cheap, "biggest" → big, "tidiest" → tidy: the adjective a superlative is of. */
const superlativeOf = (word: string) =>
  /^[a-z]{2,}est$/.test(word) && sensesAs(word, 'noun').length === 0
    ? [word.slice(0, -3), word.slice(0, -2), word.slice(0, -4), `${word.slice(0, -4)}y`].find(
        (stem) => stem.length > 1 && sensesAs(stem, 'adjective').length > 0,
      )
    : undefined;

/**
 * "the cheapest I've seen for each flight", "the fastest I have done": a superlative with no noun
 * after it says which of the records, and names none.
 */
const superlativeAlone: Rule = ({ token, before, after }) =>
  before?.word === 'the' &&
  ['pronoun', 'preposition'].includes(after?.pos ?? '') &&
  superlativeOf(token.word)
    ? { ...token, pos: 'other' }
    : undefined;

/** The first pass over a clause: determiners, adverbs and pronouns the tagger read otherwise. */
export const WORD_RULES: Rule[] = [
  ...DETERMINER_RULES,
  ...ADVERB_RULES,
  possessorUnmarked,
  nounAfterArticle,
  verbAfterTo,
  verbAfterSubject,
  verbBeforeDeterminer,
  objectAfterParticle,
  superlativeAlone,
];

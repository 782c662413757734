import { canBe, isKnownNoun, isKnownVerb } from '../lexicon/noun-roles.ts';
import { RELATIVE_PRONOUNS } from './chunks.ts';
import { eachDoes, eachDoing, eachOneDoes, joinedVerbs } from './joined-verbs.ts';
import { plainPronounVerb, pluralSubjectVerb, pronounSubjectVerb } from './plural-subject-verbs.ts';
import { countedSubjectVerb, whenSubjectVerb } from './singular-subject-verbs.ts';
import { ADJECTIVE_RULES } from './adjective-rules.ts';
import { doingAfterNoun } from './participle-rules.ts';
import { NOUN_RULES } from './noun-rules.ts';
import { takesPlace, WORD_RULES } from './word-rules.ts';
import type { Token } from './parse.ts';
import {
  asVerb,
  headlineVerbAt,
  OBJECT_PRONOUNS,
  pluralWord,
  REQUEST_VERBS,
  type Place,
  type Rule,
} from './tag-rule-kit.ts';
import {
  ASKED_OF,
  ASKING_VERBS,
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

const CLAUSE_JOINS = new Set(['and', 'then', 'also', 'please', 'pls', 'to']);

/** Pressing a button, and the buttons a timer or a recorder has. */
const PRESSING = /^(?:hit|press|click|push|tap|touch)$/;
const BUTTONS = /^(?:start|stop|pause|play|reset)$/;

/** Rules that make verbs of words tagged otherwise. */
const VERB_RULES: Rule[] = [
  eachDoes,
  eachOneDoes,
  takesPlace,
  // "hit start/stop when I play", "press stop": a button pressed, never a record of presses.
  ({ token, after }) =>
    PRESSING.test(token.word) && BUTTONS.test(after?.word ?? '') && !token.comma
      ? asVerb(token)
      : undefined,
  // "a button to start when a rehearsal begins and stop when it ends": a timer's button said as
  // what the person does when something happens is the verb, never a record of stops.
  ({ token, before, after }) =>
    BUTTONS.test(token.word) &&
    ['and', 'to', 'then'].includes(before?.word ?? '') &&
    /^(?:when|once|as|it|them)$/.test(after?.word ?? '')
      ? asVerb(token)
      : undefined,
  // "one tap to say I did it", "a single click to log a feed": a press that does something, never
  // a record of taps.
  ({ token, after }) =>
    PRESSING.test(token.word) && after?.word === 'to' && !token.comma ? asVerb(token) : undefined,
  // "…, show his sticker count", "and show me which chores are late", "show what's left": an
  // asking verb opening a clause, before what it is asked of, is the verb, however the tagger
  // read it.
  ({ token, before, after, index }) =>
    ASKING_VERBS.has(token.word) &&
    (index === 0 || before?.comma || CLAUSE_JOINS.has(before?.word ?? '')) &&
    ASKED_OF.has((after?.word ?? '').replace(/['’]s$/, ''))
      ? asVerb(token)
      : undefined,
  // "every item found at a dig", "one poem read at one slam", "carcasses that each come from one
  // farm": between a noun (or "each") and a preposition, a word the tagger saw as a participle
  // or a verb's bare form is the verb.
  ({ token, before, after, tokens, index }) => {
    // A verb the tagger saw after "that each" stays one: no later rule reads it as a noun.
    if (!['noun', 'verb'].includes(token.pos) || pluralWord(token.word)) return undefined;
    if (after?.pos !== 'preposition') return undefined;
    const opener = tokens[index - 2];
    const eachOfThem =
      before?.word === 'each' &&
      RELATIVE_PRONOUNS.has(opener?.word ?? '') &&
      isKnownVerb(token.word);
    const participle = token.pos === 'noun' && token.participle && before?.pos === 'noun';
    return eachOfThem || participle
      ? { ...asVerb(token), participle: token.participle }
      : undefined;
  },
  // "gradings each run by one examiner": after "each", a verb's word before "by" is a passive;
  // "kegs each filled with one beer": so is a participle before any preposition; not "collected
  // at each outcrop by …", where "each" counts the place.
  ({ token, before, after, tokens, index }) => {
    const passive = after?.word === 'by' && (isKnownVerb(token.word) || token.participle);
    const participle =
      after?.pos === 'preposition' &&
      (token.participle || (/ed$/.test(token.word) && isKnownVerb(token.word)));
    const counted = tokens[index - 2]?.pos === 'preposition';
    return before?.word === 'each' && !counted && (passive || participle)
      ? { ...asVerb(token), participle: true }
      : undefined;
  },
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
  // "each of our donkeys grazes in one paddock": after "each of" or "one of" and the plural, a
  // verb's "-s" is the verb said of that one.
  ({ token, before, tokens, index }) => {
    const of = tokens.slice(0, index - 1).findLastIndex((earlier) => earlier.word === 'of');
    const oneOf =
      of > 0 &&
      ['each', 'one'].includes(tokens[of - 1]?.word ?? '') &&
      tokens
        .slice(of + 1, index - 1)
        .every((between) => ['determiner', 'possessive', 'noun'].includes(between.pos));
    return ['noun', 'verb'].includes(token.pos) &&
      /s$/.test(token.word) &&
      pluralWord(before?.word ?? '') &&
      oneOf &&
      isKnownVerb(token.word)
      ? asVerb(token)
      : undefined;
  },
  // "the teacher running each session", "a tutor coaching one pupil": an "-ing" word between a
  // noun and what it acts on is the verb, whatever else it names ("running" as a sport).
  ({ token, before, after }) =>
    ['noun', 'verb'].includes(token.pos) &&
    /ing$/.test(token.word) &&
    before?.pos === 'noun' &&
    !before.comma &&
    !token.comma &&
    ['each', 'every', 'one', 'a', 'an', 'the'].includes(after?.word ?? '') &&
    isKnownVerb(token.word)
      ? asVerb(token)
      : undefined,
  // "wardens who each adopt a few paths", "… and uses lots of materials": after "who each", or an
  // "-s" after "and", a verb's word before what it acts on is the verb (a noun phrase would not
  // stand right before another).
  ({ token, before, after, tokens, index }) => {
    // "matches that pair one volunteer with one client": right after "that" too.
    const eachOfThem =
      (before?.word === 'each' && RELATIVE_PRONOUNS.has(tokens[index - 2]?.word ?? '')) ||
      (RELATIVE_PRONOUNS.has(before?.word ?? '') && before?.pos !== 'determiner');
    // …but "and offers a buyer makes" is the offers, a clause after them.
    const clause = tokens[index + 2]?.pos === 'noun' && tokens[index + 3]?.pos === 'verb';
    // …nor "and parties each booked by one client", whose "each" has a participle of its own.
    const eachDone = after?.word === 'each' && tokens[index + 2]?.participle === true;
    const goesOn =
      before?.word === 'and' && /s$/.test(token.word) && !clause && !eachDone && !token.comma;
    return ['noun', 'verb'].includes(token.pos) &&
      (eachOfThem || goesOn) &&
      ['determiner', 'possessive', 'number'].includes(after?.pos ?? '') &&
      isKnownVerb(token.word)
      ? asVerb(token)
      : undefined;
  },
  countedSubjectVerb,
  whenSubjectVerb,
  // "see which one opened up for each booking": after "which one", a verb WordNet knows is the verb.
  ({ token, before, tokens, index }) =>
    before?.word === 'one' && tokens[index - 2]?.word === 'which' && isKnownVerb(token.word)
      ? { ...asVerb(token), participle: false }
      : undefined,
  // "which of our rigs drilled every borehole", "which one did each repair": a participle takes
  // no object; before one it is the verb's past.
  ({ token, before, after, tokens, index }) =>
    token.pos === 'verb' &&
    token.participle &&
    (before?.pos === 'noun' || (before?.word === 'one' && tokens[index - 2]?.word === 'which')) &&
    !before.comma &&
    ['each', 'every', 'a', 'an', 'the'].includes(after?.word ?? '') &&
    tokens[index + 2]?.pos === 'noun' &&
    !canBe([tokens[index + 2]?.word ?? ''], 'value', 0.5)
      ? { ...token, participle: false }
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
  // …but "some customers are schools with …" names what they are, and "customers drop off jobs
  // with …" what they drop off.
  ({ token, before, after }) =>
    token.pos === 'noun' &&
    !(pluralWord(token.word) && isKnownNoun(token.word) && before?.word !== 'is') &&
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
  // "the wheels that come out of each batch", "the divers that went on each dive": right after
  // "that", "which" or "who", a verb's word that is no plural subject is the clause's verb.
  // …but "which engineer is doing each job" asks which one.
  ({ token, before, after }) =>
    token.pos === 'noun' &&
    before?.pos === 'other' &&
    RELATIVE_PRONOUNS.has(before.word) &&
    after?.pos !== 'verb' &&
    !pluralWord(token.word) &&
    isKnownVerb(token.word)
      ? asVerb(token)
      : undefined,
  joinedVerbs,
  eachDoing,
  pluralSubjectVerb,
  pronounSubjectVerb,
  plainPronounVerb,
  doingAfterNoun,
  // "each crate holds many records": verbs of having and belonging are verbs, but after "the".
  ({ token, before }) =>
    LINKING_VERBS.has(token.word) && before && before.pos !== 'determiner'
      ? asVerb(token)
      : undefined,
];

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
      firstOf(WORD_RULES, {
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

import { isKnownNoun, isKnownVerb, mostlyNoun } from '../lexicon/noun-roles.ts';
import { OBJECT_RULES } from './object-rules.ts';
import { OPENING_RULES } from './opening-rules.ts';
import { plainPronounObject } from './plural-subject-verbs.ts';
import {
  asModifier,
  asNoun,
  HAVING_WORDS,
  headlineVerbAt,
  OBJECT_PRONOUNS,
  pluralWord,
  REQUEST_VERBS,
  type Place,
  type Rule,
} from './tag-rule-kit.ts';
import type { Token } from './parse.ts';
import { singularOf } from '../text.ts';
import { APP_WORDS } from './vocabulary.ts';

/** "Herbarium: pressed specimens, …": where a list item starts (its first word). */
const opensItem = (before: Token | undefined) => !before || before.comma || before.word === 'and';

/**
 * "a mobile DJ doing weddings", "a dental lab making crowns": after one thing, an "-ing" word
 * WordNet knows only as a verb's form, or any before things counted in the plural after "a",
 * says what the thing does.
 */
function verbOfOneThing(token: Token, tokens: Token[], index: number) {
  if (!isKnownNoun(token.word)) return true;
  const opener = tokens
    .slice(0, index - 1)
    .findLast((earlier) => !['noun', 'adjective'].includes(earlier.pos));
  const counted = tokens[index + 1];
  return (
    /^(?:a|an)$/.test(opener?.word ?? '') &&
    counted?.pos === 'noun' &&
    pluralWord(counted.word) &&
    isKnownVerb(token.word)
  );
}

/** Whether one or two nouns right after a number come before the token ("3 rabbit", "4 guinea pig"). */
function countedAfter(tokens: Token[], index: number) {
  const counter = tokens.slice(0, index).findLastIndex((earlier) => earlier.pos !== 'noun');
  return tokens[counter]?.pos === 'number' && index - counter <= 3;
}

/** Rules that make nouns of words tagged verbs. */
export const NOUN_RULES: Rule[] = [
  plainPronounObject,
  // "each family's kids", "the client's horses": right after an owner, a word WordNet knows as a
  // noun is what is owned; "collected at each outcrop": after a preposition and "each", it is the
  // place.
  ({ token, before, tokens, index }) =>
    (before?.possessor ||
      (['each', 'every'].includes(before?.word ?? '') &&
        tokens[index - 2]?.pos === 'preposition')) &&
    isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  // "quail in three hutches", "across 4 sites", "our 4 engineers", "the 30 boats": after a
  // preposition, an owner or "the", what a number counts is a noun.
  ({ token, before, tokens, index }) =>
    before?.pos === 'number' &&
    (['preposition', 'possessive'].includes(tokens[index - 2]?.pos ?? '') ||
      tokens[index - 2]?.word === 'the') &&
    pluralWord(token.word) &&
    isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  // "3 rabbit hutches", "4 guinea pig cages": after a number and a word in the singular that
  // names their kind, what the number counts is a noun.
  ({ token, before, tokens, index }) =>
    before?.pos === 'noun' &&
    !pluralWord(before.word) &&
    countedAfter(tokens, index) &&
    pluralWord(token.word) &&
    isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  // "a small butchers shop", "an antiques stall": "a" counts one thing, so a plural after it
  // names the kind and a word WordNet knows as a noun after that is the thing.
  ({ token, before, tokens, index }) =>
    before?.pos === 'noun' &&
    pluralWord(before.word) &&
    !before.comma &&
    /^(?:a|an)$/.test(
      tokens.slice(0, index - 1).findLast((earlier) => earlier.pos !== 'adjective')?.word ?? '',
    ) &&
    isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  // "a pest control firm with clients": after a singular noun, a verb's bare form is no verb of
  // it ("each dog walks" has its "-s"); a word WordNet knows as a noun is the phrase's head.
  ({ token, before, tokens, index }) =>
    before?.pos === 'noun' &&
    !pluralWord(before.word) &&
    !before.comma &&
    tokens.slice(0, index - 1).some((word) => word.pos === 'determiner') &&
    !/(?:s|ed|ing)$/.test(token.word) &&
    !token.participle &&
    mostlyNoun(token.word)
      ? asModifier(token)
      : undefined,
  // "washes that customers drop off", "books which readers borrow": after "that" or "which", a
  // plural noun before a verb's bare form is the clause's subject.
  ({ token, before, after }) =>
    /^(?:that|which)$/.test(before?.word ?? '') &&
    pluralWord(token.word) &&
    mostlyNoun(singularOf(token.word)) &&
    after !== undefined &&
    !/s$/.test(after.word) &&
    isKnownVerb(after.word)
      ? asNoun(token)
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
  // "also appeals against an action", "plus reports on each visit": with nothing before it but
  // "also" or "plus", a plural WordNet knows as a noun has no subject to be the verb of.
  ({ token, tokens, index }) =>
    pluralWord(token.word) &&
    index > 0 &&
    tokens.slice(0, index).every((earlier) => /^(?:also|plus|and)$/.test(earlier.word)) &&
    isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  // "each route has stops", "learners have test attempts": what is had is a noun.
  ({ token, before, tokens, index }) => {
    const had =
      HAVING_WORDS.has(before?.word ?? '') || HAVING_WORDS.has(tokens[index - 2]?.word ?? '');
    const hadNoun = HAVING_WORDS.has(before?.word ?? '') || before?.pos === 'noun';
    return pluralWord(token.word) && had && hadNoun && isKnownNoun(token.word)
      ? asNoun(token)
      : undefined;
  },
  ...OBJECT_RULES,
  ...OPENING_RULES,
  // "repairers we have used and repairs, every repair …": a plural closing a list item is a noun.
  ({ token, before }) =>
    before?.word === 'and' && token.comma && pluralWord(token.word) && isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
  // "and want transects and sections", "need boats": after "want" or "need", a plural is what is
  // wanted.
  ({ token, before }) =>
    /^(?:want|wants|need|needs)$/.test(before?.word ?? '') && pluralWord(token.word)
      ? asNoun(token)
      : undefined,
  // "the hat blocks I own", "the van parts we stock": before a subject and its verb, a plural
  // noun is what the clause is about.
  ({ token, after, tokens, index }) =>
    pluralWord(token.word) &&
    ['i', 'we', 'they', 'you'].includes(after?.word ?? '') &&
    tokens[index + 2]?.pos === 'verb' &&
    isKnownNoun(token.word)
      ? asNoun(token)
      : undefined,
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
  // "Care home: residents…", "Harbour: moorings…": a title before a colon is a name, not a
  // request; "visits: date, notes" heads the values of the records it names in the plural.
  ({ token, after, index, tokens }) =>
    index === 0 &&
    ((after?.pos === 'noun' && after.comma && !after.plural) || tokens.length === 1) &&
    !REQUEST_VERBS.has(token.word) &&
    isKnownNoun(token.word)
      ? tokens.length === 1
        ? asNoun(token)
        : asModifier(token)
      : undefined,
  // "video editing projects", "one of our drying racks": an "-ing" word before a noun, after a
  // noun or a possessive, is one of its naming words, unless it says what one thing does.
  ({ token, before, after, tokens, index }) =>
    /ing$/.test(token.word) &&
    (before?.pos !== 'noun' || pluralWord(before.word) || !verbOfOneThing(token, tokens, index)) &&
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
  // before a noun, names the kind of that noun when WordNet knows it as a noun; opening a clause
  // ("…: age group teams"), when it is mostly a noun.
  ({ token, before, after, index }) => {
    const listed = !before || before.comma || before.word === 'and' || before.pos === 'possessive';
    return listed &&
      (index > 0 || mostlyNoun(token.word)) &&
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
 * head ("and water tests per tank", "the fuel stops for each car", "also honey harvests per hive").
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
  // "and daily egg counts per coop", "also honey harvests per hive": past what describes the
  // compound's first noun, and after "also" or "plus" with nothing before them.
  const openerAt = tokens.slice(0, index - 1).findLastIndex((word) => word.pos !== 'adjective');
  const opener = tokens[openerAt];
  const added = /^(?:also|plus)$/.test(opener?.word ?? '') && opens(tokens[openerAt - 1]);
  const compound =
    before?.pos === 'noun' &&
    !before.comma &&
    (opens(opener) || added || (opener?.word === 'the' && ends));
  return opens(before) || compound ? asNoun(token) : undefined;
}

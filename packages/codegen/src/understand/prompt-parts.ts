import pluralize from 'pluralize';
import { kindOfNoun } from './app-kinds.ts';
import {
  APP_FOR,
  APP_SUFFIX,
  BOOK_VERB,
  LIST_END,
  LIST_MARKER,
  ORDER_VERB,
  TRACKING_VERB,
} from './prompt-patterns.ts';
import { isPluralNoun, singularOf, wordsOf } from './text.ts';
import { isPlainColour } from './theme.ts';
import { askedOfTheApp } from './model/vocabulary.ts';

export interface FieldList {
  /** Where the marker starts and the list ends in the prompt: the subject is looked for outside. */
  start: number;
  end: number;
  /** Where the list's first phrase starts, after its marker. */
  itemsStart: number;
  phrases: string[];
  /** The noun of "each <noun> has …", when the list names its own subject. */
  host?: string;
}

/** "a, b (x, y) and c" → ["a", "b (x, y)", "c"]: commas and "and" split, except inside parentheses. */
export function splitList(list: string): string[] {
  const phrases: string[] = [];
  let depth = 0;
  let current = '';
  const separators = /^(?:,|;|&|\+|\s+and\s+|\s+plus\s+|\s+as well as\s+)/i;
  for (let index = 0; index < list.length;) {
    const char = list[index] ?? '';
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    const separator = depth === 0 ? separators.exec(list.slice(index))?.[0] : undefined;
    if (separator) {
      phrases.push(current);
      current = '';
      index += separator.length;
      continue;
    }
    current += char;
    index += 1;
  }
  phrases.push(current);
  return phrases.map((phrase) => phrase.trim()).filter((phrase) => phrase.length > 0);
}

const LIST_ENDS = new RegExp(LIST_END.source, `${LIST_END.flags}g`);

/** Where a list stops: "deals (title, stage: lead/won/lost)" goes on past the colon in parentheses. */
function listEndIn(rest: string) {
  for (const match of rest.matchAll(LIST_ENDS)) {
    const before = rest.slice(0, match.index);
    if (before.split('(').length <= before.split(')').length) return match.index;
  }
  return rest.length;
}

/** Every field list the prompt contains, in order. */
export function fieldListsIn(text: string): FieldList[] {
  const lists: FieldList[] = [];
  for (const match of text.matchAll(LIST_MARKER)) {
    const rest = text.slice(match.index + match[0].length);
    const end = listEndIn(rest);
    const phrases = splitList(rest.slice(0, end));
    const listEnd = match.index + match[0].length + end;
    const itemsStart = match.index + match[0].length;
    if (phrases.length > 0)
      lists.push({
        start: match.index,
        end: listEnd,
        itemsStart,
        phrases,
        // "each book has …" or "for each book we record …": the host is either's noun.
        host: (match[1] ?? match[2])?.toLowerCase(),
      });
  }
  return lists;
}

export const BOUNDARY = new Set(
  (
    'with that which who whom whose where when including containing so to in for from by on at using via into like such ' +
    'called named i we you they it he she each every per because while is are was were be should can could would will ' +
    'has have had do does did want need needs wants also then than but or not please what whatever how as if ' +
    'whenever unless until although though'
  ).split(' '),
);
const NOUN_FILLER = new Set(
  (
    'a an the my our your his her their its all some any this these those few many lots lot bunch kinds types different ' +
    'various own new old simple little small big basic nice cool great good mobile daily weekly monthly favorite ' +
    'favourite upcoming future past current everyday regular local digital entire whole me just really very important ' +
    'used second-hand secondhand ' +
    'build make create design develop write give generate code like want need app apps application tool helps help ' +
    'track tracking manage managing log logging keep keeping organize organise organizing organising planning ' +
    'scheduling recording collecting saving storing monitoring counting listing cataloguing cataloging record cool ' +
    'awesome quick easy myself yourself himself herself itself ourselves themselves'
  ).split(' '),
);
/** Words that place the records ("my bakery orders") rather than name them. */
export const CONTEXT_WORDS = new Set(
  (
    'bakery shop store restaurant cafe company team family school class office home house household farm salon clinic ' +
    'business club church kids children startup studio band department garden gym personal work'
  ).split(' '),
);

const RECORD_OF_VERB: [RegExp, string][] = [
  [/^book/, 'bookings'],
  [/^order/, 'orders'],
  [/^reserv/, 'reservations'],
  [/^rent/, 'rentals'],
  [/^request/, 'requests'],
];

export interface Subject {
  /** The noun phrases, one per entity ("books and movies" → [["books"], ["movies"]]). */
  nouns: string[][];
  /** How the prompt named them: after a verb ("track books"), after "app for", or before "app"/"tracker". */
  source: 'verb' | 'app-for' | 'app-word';
  /** What each record holds, when the subject says so ("clients and their phone numbers" → phone numbers). */
  attributes?: string[];
  /** "social" in "a social app where friends share hikes": the category the person named, records aside. */
  categoryWord?: string;
  /** The word the prompt used for the app itself ("tracker", "manager", "list"), when not just "app". */
  appWord?: string;
}

/**
 * The words after a verb or "app for", up to punctuation or the first clause boundary; "list of my
 * books" → "books". What follows a possessive ("clients and their phone numbers and emails") is
 * what each record holds: attributes, not further record types.
 */
function nounPhraseAfter(text: string): { nouns: string[][]; attributes: string[] } {
  const clause = (text.split(/[:;.!?(]/, 1)[0] ?? '')
    .replace(/,/g, ' and ')
    .replace(/^\s*(?:each|every)\s+/i, '');
  const [own = '', held] = clause.split(
    /\s+(?:and|with)\s+(?:their|its|his|her|(?=how\s+(?:many|much|long|often)\b))\s*/i,
    2,
  );
  const taken: string[] = [];
  const words = wordsOf(own);
  for (const [index, word] of words.entries()) {
    if (BOUNDARY.has(word) || taken.length >= 8) break;
    // "my aquariums, show the ones that …": what the app is asked to do names no records.
    if (askedOfTheApp(word, words[index + 1])) break;
    // "the books my kids read", "my mood 3 times a day": a clause or a count follows the records.
    const named = taken.some((earlier) => !NOUN_FILLER.has(earlier));
    const clause = /^(?:my|our|your|his|her|their)$/.test(word) && taken.at(-1) !== 'of';
    if (named && (/^\d+$/.test(word) || clause)) break;
    taken.push(word);
  }
  const afterOf = taken.lastIndexOf('of');
  const attributes = held
    ? splitList(held.split(/\s+(?:to|for|so|that|which|because|in)\s+/i, 1)[0] ?? '')
    : [];
  // "photos of their hikes": the hikes are the records and each has photos.
  const ofWhat = taken.slice(0, Math.max(0, afterOf)).filter((word) => !NOUN_FILLER.has(word));
  if (ofWhat.length === 1 && VALUES_OF_RECORDS.has(ofWhat[0] ?? ''))
    attributes.push(ofWhat[0] ?? '');
  return { nouns: splitNouns(afterOf >= 0 ? taken.slice(afterOf + 1) : taken), attributes };
}

/** What "<word> of <records>" says each record holds ("photos of my hikes"), rather than a list of them. */
const VALUES_OF_RECORDS = new Set(
  'photos pictures pics images videos reviews ratings prices notes comments scores'.split(' '),
);

/** Words that end a noun phrase without naming anything: "documents info" → "documents". */
const TRAILING_NOUN_FILLER = new Set(
  'info information details data stuff things records entries management system admin administration'.split(
    ' ',
  ),
);
const withoutTrailingFiller = (part: string[]) => {
  const words = [...part];
  while (words.length > 1 && TRAILING_NOUN_FILLER.has(words.at(-1) ?? '')) words.pop();
  return words;
};

/** "books and movies" → [["books"], ["movies"]]; parts that are not plural nouns only count when alone. */
function splitNouns(words: string[]): string[][] {
  const parts: string[][] = [[]];
  for (const word of words) {
    if (word === 'and' || word === '&' || word === 'or') parts.push([]);
    else if (!NOUN_FILLER.has(word) && !isPlainColour(word) && !/^\d+$/.test(word))
      parts.at(-1)?.push(word);
  }
  const nonEmpty = parts.filter((part) => part.length > 0).map(withoutTrailingFiller);
  if (nonEmpty.length <= 1) return nonEmpty;
  const plural = nonEmpty.filter((part) => isPluralNoun(part.at(-1) ?? ''));
  return plural.length > 0 ? plural.slice(0, 4) : nonEmpty.slice(0, 1);
}

/** Verbs that are nouns before an app word: "record collection", "log book", "plan template". */
const NOUNS_TOO = new Set(['record', 'log', 'plan', 'track', 'list']);

/** The words just before "app"/"tracker"/…: "make me a recipe app" → ["recipe"]. */
function nounPhraseBefore(text: string) {
  const before = wordsOf(text.split(/[:;,.!?]/).at(-1) ?? '').slice(-4);
  const taken: string[] = [];
  for (const word of before.reverse()) {
    if (BOUNDARY.has(word) || (NOUN_FILLER.has(word) && !NOUNS_TOO.has(word))) break;
    if (!isPlainColour(word)) taken.unshift(word);
  }
  return taken.length > 0 ? [withoutTrailingFiller(taken.slice(-3))] : [];
}

const HOW_MUCH_WORDS = new Set(['more', 'less', 'some', 'any', 'enough', 'extra', 'again']);

/** A subject with where the prompt names it, so candidates can be compared by position. */
export type PlacedSubject = Subject & { index: number };

/** Words that count what follows them: "one site", "each tool". */
const COUNTING_BEFORE = /\b(?:one|each|every|per|which|another)\s+$/i;

/**
 * Every way the prompt names what the app is about, in order of trust: after a verb ("track books"),
 * after "app for", then before an app word ("a recipe app").
 */
export function subjectsIn(text: string): PlacedSubject[] {
  const found: PlacedSubject[] = [];
  for (const match of text.matchAll(TRACKING_VERB)) {
    // "log each time I walk the dog": when it is logged, not what.
    if (/^\s*(?:each|every)\s+time\b/i.test(match[1] ?? '')) continue;
    const { nouns, attributes } = nounPhraseAfter(match[1] ?? '');
    const index = match.index + match[0].length - (match[1]?.length ?? 0);
    if (nouns.length > 0) found.push({ nouns, attributes, source: 'verb', index });
  }
  for (const match of [...text.matchAll(ORDER_VERB), ...text.matchAll(BOOK_VERB)]) {
    const [thing] = nounPhraseAfter(match[2] ?? '').nouns;
    const record = RECORD_OF_VERB.find(([verb]) => verb.test((match[1] ?? '').toLowerCase()))?.[1];
    // "when I need to order more": how much, not what.
    if (!thing || !record || thing.every((word) => HOW_MUCH_WORDS.has(word))) continue;
    // What is booked may already be a record of its own ("appointments", "classes").
    const booked =
      record === 'bookings' && kindOfNoun(singularOf(thing.at(-1) ?? ''))
        ? thing
        : [...thing.map(singularOf).slice(-1), record];
    found.push({ nouns: [booked], source: 'verb', index: match.index });
  }
  for (const match of text.matchAll(APP_FOR)) {
    // "sites, …, an advertiser takes one site for a few weeks": one of the records, counted, is
    // not the app ("one place for my recipes" still is).
    const appNoun = match[0].split(/\s+/)[0] ?? '';
    const counted = COUNTING_BEFORE.test(text.slice(0, match.index));
    if (counted && new RegExp(`\\b${pluralize(appNoun)}\\b`, 'i').test(text)) continue;
    const { nouns, attributes } = nounPhraseAfter(match[1] ?? '');
    const onlyPlaces = nouns.every((noun) => noun.every((word) => CONTEXT_WORDS.has(word)));
    if (nouns.length > 0 && !onlyPlaces) {
      found.push({
        nouns,
        attributes,
        source: 'app-for',
        index: match.index + match[0].length - (match[1]?.length ?? 0),
      });
    }
  }
  for (const match of text.matchAll(APP_SUFFIX)) {
    const nouns = nounPhraseBefore(text.slice(0, match.index));
    const appWord = match[1]?.toLowerCase();
    if (nouns.length > 0) {
      const named = appWord === 'app' || appWord === 'application' ? undefined : appWord;
      const start = text
        .slice(0, match.index)
        .toLowerCase()
        .lastIndexOf(nouns[0]?.[0] ?? '');
      found.push({
        nouns,
        source: 'app-word',
        appWord: named,
        index: start >= 0 ? start : match.index,
      });
    }
  }
  return found;
}

/** What the app is about: the records it keeps ("track books", "an app for orders", "a recipe app"). */
export const subjectOf = (text: string): Subject | undefined => subjectsIn(text)[0];

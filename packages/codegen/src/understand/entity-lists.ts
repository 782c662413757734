import { kindOfNoun, kindOfTopic } from './app-kinds.ts';
import { resolveNoun, templateFor, type ResolvedNoun } from './entities.ts';
import { fieldFromPhrase } from './fields.ts';
import { anyOf, pattern, wordList } from './pattern.ts';
import { splitList, type FieldList } from './prompt-parts.ts';
import { isPluralNoun, singularOf, wordsOf } from './text.ts';

/** A phrase that names records rather than a typed value ("dogs", "budget items", not "photos" or "prices"). */
const namesRecords = (words: string[]) =>
  words.length > 0 &&
  words.length <= 3 &&
  isPluralNoun(words.at(-1) ?? '') &&
  (fieldFromPhrase(words.join(' '), [])?.type === 'text' ||
    (words.length > 1 && RECORD_HEADS.has(singularOf(words.at(-1) ?? ''))));

export interface EntityList {
  nouns: ResolvedNoun[];
  /** Field phrases per noun, by position: the fields a list gave that record type. */
  phrases: (string[] | undefined)[];
}

/** Heads that name records of their own whatever they log ("watering logs", "vet visits"); logs belong to the first record type. */
const LOG_HEADS = new Set([
  'log',
  'entry',
  'record',
  'session',
  'visit',
  'reading',
  'check-in',
  'inspection',
]);
const RECORD_HEADS = new Set([...LOG_HEADS, 'payment', 'booking', 'item']);

/** "properties (address, price)": the fields in parentheses. */
const FIELDS_IN_PARENTHESES = /\s*\((.+)\)\s*/;
/** ": ", " - ", " with ", " that has ": what may stand between a record type and its fields. */
const BEFORE_FIELDS = anyOf([
  ':',
  /\s-\s/,
  /\s–\s/,
  /\s—\s/,
  /\s+with\s+/,
  /\s+having\s+/,
  /\s+(?:that|which)\s+(?:has|have)\s+/,
]);
/** "members with membership type": the fields after it. */
const FIELDS_AFTER = pattern([/\s*/, BEFORE_FIELDS, /(.+)/]);
/** A record type, then optionally its fields: "Attendance", "members (name, email)". */
const DEFINITION = pattern([/^(.+?)/, anyOf([FIELDS_IN_PARENTHESES, FIELDS_AFTER]), '?$'], 'i');
const LEADING_FILLER = /^(?:(?:a|an|the|my|our|all|each|every|list of|track|manage|keep)\s+)+/i;

/** "properties (address, price)", "members with membership type", "Attendance": a record type and the fields it was given. */
function definitionOf(text: string): { words: string[]; fields?: string[] } | undefined {
  const match = DEFINITION.exec(text.trim().replace(/[.;]+$/, ''));
  const words = wordsOf((match?.[1] ?? '').replace(LEADING_FILLER, ''));
  if (!match || !namesRecords(words)) return undefined;
  const fields = match[2] ?? match[3];
  return { words, fields: fields ? splitList(fields) : undefined };
}

const asList = (definitions: { words: string[]; fields?: string[] }[]): EntityList => ({
  nouns: definitions.map(({ words }) => resolveNoun(words)),
  phrases: definitions.map(({ fields }) => fields),
});

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+(.+)$/;

/**
 * A prompt that lists its record types one per line ("- Classes with instructor, time and
 * capacity", "- Members (name, membership type)"): each such line an entity. Lines of single
 * fields ("- due date") are not records, so a list of fields is left to the field parser.
 */
export function entityLinesIn(prompt: string): EntityList | undefined {
  const lines = prompt.split(/\r?\n/).flatMap((line) => BULLET.exec(line)?.[1] ?? []);
  const definitions = lines.flatMap((line) => definitionOf(line) ?? []);
  return definitions.length >= 2 && definitions.length * 2 >= lines.length
    ? asList(definitions)
    : undefined;
}

/**
 * A list that names record types rather than fields. "properties (address, price) and leads (name,
 * phone)": each with its own fields. "books with ISBN, title and author": one record type and its
 * fields. "clients, dogs, walks with date, duration and price": every name before "with" is a record
 * type and what follows are the last one's fields. "players, positions and match results": at least
 * half are records the vocabulary knows; those become entities and the others fields of the first.
 */
export function entityListOf(list: FieldList | undefined): EntityList | undefined {
  if (!list) return undefined;
  const described = list.phrases.map((phrase) =>
    /\(.+\)\s*$/.test(phrase) ? definitionOf(phrase) : undefined,
  );
  if (list.phrases.length >= 2 && described.every((definition) => definition?.fields))
    return asList(described.flatMap((definition) => definition ?? []));
  const withAt = list.phrases.findIndex((phrase) => /\swith\s/i.test(phrase));
  const [lastNoun = '', ...ownFields] =
    withAt >= 0 ? (list.phrases[withAt] ?? '').split(/\s+with\s+/i) : [];
  const nounPhrases = withAt >= 0 ? [...list.phrases.slice(0, withAt), lastNoun] : list.phrases;
  const heads = nounPhrases.map((phrase) => wordsOf(phrase));
  // "characters, quests and loot": record types, and a thing the first of them holds.
  const plainThing = (words: string[]) =>
    words.length > 0 && words.length <= 2 && fieldFromPhrase(words.join(' '), [])?.type === 'text';
  const recordCount = heads.filter(namesRecords).length;
  const allNamed =
    withAt >= 0
      ? recordCount === heads.length
      : recordCount >= 2 && heads.every((words) => namesRecords(words) || plainThing(words));
  if (heads.length < (withAt >= 0 ? 1 : 2) || !allNamed) return undefined;
  const resolved = heads.map((words) => ({ words, noun: resolveNoun(words) }));
  if (withAt >= 0) {
    // "clients, dogs, walks with date, …": each walk is of one of the dogs named just before.
    const previous = resolved.at(-2)?.noun.words.map(singularOf).join(' ');
    const link = previous ? [`${previous} (relation to ${previous})`] : [];
    const fields = [ownFields.join(' with '), ...list.phrases.slice(withAt + 1), ...link];
    return {
      nouns: resolved.map(({ noun }) => noun),
      phrases: resolved.map((_entry, index) =>
        index === resolved.length - 1 ? fields : undefined,
      ),
    };
  }
  const known = resolved.filter(
    ({ words, noun }) =>
      (noun.kind && kindOfNoun(singularOf(noun.words.at(-1) ?? ''))) ||
      (words.length > 1 && RECORD_HEADS.has(singularOf(words.at(-1) ?? ''))),
  );
  if (known.length * 2 < resolved.length) return undefined;
  // Without a kind to hold them, the other names are record types too ("fuel logs and services").
  if (!known[0]?.noun.kind)
    return { nouns: resolved.map(({ noun }) => noun), phrases: resolved.map(() => undefined) };
  const others = resolved
    .filter((entry) => !known.includes(entry))
    .map(({ words }) => singularOf(words.join(' ')));
  const owner = singularOf(known[0]?.noun.words.join(' ') ?? '');
  // "watering logs" next to plants: each log belongs to one, on a date.
  const fitsItsKind = (noun: ResolvedNoun) =>
    noun.kind &&
    (templateFor(noun) ||
      singularOf(noun.words.at(-1) ?? '') === singularOf(wordsOf(noun.kind.entity).at(-1) ?? ''));
  const isLog = ({ words, noun }: (typeof known)[number]) =>
    !noun.kind || (LOG_HEADS.has(singularOf(words.at(-1) ?? '')) && !fitsItsKind(noun));
  const logOf = (entry: (typeof known)[number]) =>
    isLog(entry)
      ? [`${owner} (relation to ${owner})`, 'date (date)', 'notes (long text)']
      : undefined;
  return {
    nouns: known.map(({ noun }) => noun),
    phrases: known.map((entry, index) =>
      index === 0 && others.length > 0 ? others : logOf(entry),
    ),
  };
}

/** Figures people log once a day, as the fields they become. */
const DAILY_METRICS: Record<string, string> = {
  water: 'glasses of water (number)',
  sleep: 'sleep (hours)',
  steps: 'steps (number)',
  weight: 'weight (kg)',
  calories: 'calories (number)',
  mood: 'mood',
  energy: 'energy (number)',
  stress: 'stress (number)',
  workout: 'workout (yes/no)',
  meditation: 'meditation (minutes)',
  screen: 'screen time (hours)',
  reading: 'reading (minutes)',
  caffeine: 'caffeine (cups)',
  coffee: 'coffee (cups)',
  alcohol: 'alcohol (drinks)',
};
/** "log my daily", "track our everyday", "record". */
const LOG_MY_DAILY = pattern([
  /\b/,
  wordList('track log record monitor note'),
  /\s+(?:my\s+|our\s+)?(?:daily\s+|everyday\s+)?/,
]);
/** "water, sleep and steps": single words, the last after "and" (captured). */
const WORDS_AND_WORD = /([a-z]+(?:\s*,\s*[a-z]+)*,?\s+and\s+[a-z]+)\b/;
const METRIC_LIST = pattern([LOG_MY_DAILY, WORDS_AND_WORD], 'i');

/** "log my daily water, sleep and steps": one daily log with a field for each figure. */
export function dailyMetricsIn(text: string): EntityList | undefined {
  const named = wordsOf(METRIC_LIST.exec(text)?.[1] ?? '').filter((word) => word !== 'and');
  if (named.length < 2 || !named.every((word) => word in DAILY_METRICS)) return undefined;
  const kind = named.map((word) => kindOfTopic(word) ?? kindOfNoun(singularOf(word))).find(Boolean);
  return {
    nouns: [{ words: ['daily', 'log'], phrase: ['daily', 'log'], kind }],
    phrases: [
      [
        'title',
        'date (date)',
        ...named.map((word) => DAILY_METRICS[word] ?? word),
        'notes (long text)',
      ],
    ],
  };
}

import { kindOfNoun, kindOfTopic } from './app-kinds.ts';
import { resolveNoun, type ResolvedNoun } from './entities.ts';
import { fieldFromPhrase } from './fields.ts';
import { subjectsIn, type FieldList, type Subject } from './prompt-parts.ts';
import { isPluralNoun, singularOf, wordsOf } from './text.ts';

const knownKind = (subject: Subject) => Boolean(subject.nouns[0] && resolveNoun(subject.nouns[0]).kind);

/** "a social app", "a fitness app": one word before "app" that names a field of life, not records. */
function categoryWordOf(subject: Subject) {
  const [only, ...others] = subject.nouns;
  const word = only?.length === 1 ? only[0] : undefined;
  return subject.source === 'app-word' && others.length === 0 && word && !kindOfNoun(singularOf(word)) && kindOfTopic(word) ? word : undefined;
}

/**
 * What the app keeps, from the part of the prompt before its field list: the earliest candidate that
 * names a kind the vocabulary knows ("a dating journal to remember the people…" → dating), else the
 * most trusted candidate, else the noun of "each <noun> has …", else a candidate after the list.
 */
export function chooseSubject(text: string, list: FieldList | undefined): Subject | undefined {
  const before = subjectsIn(list ? text.slice(0, list.start) : text);
  const byPosition = [...before].sort((a, b) => a.index - b.index);
  const categoryWord = byPosition.map(categoryWordOf).find(Boolean);
  const records = byPosition.find((subject) => knownKind(subject) && !categoryWordOf(subject));
  if (records && categoryWord) return { ...records, categoryWord };
  const chosen = records ?? byPosition.find(knownKind) ?? before[0];
  if (chosen) return chosen;
  if (list?.host) return { nouns: [wordsOf(list.host)], source: 'verb' };
  return list ? subjectsIn(`${text.slice(0, list.start)} ${text.slice(list.end)}`)[0] : undefined;
}

/**
 * A known kind's records named anywhere in the text, in the plural or as a two-word noun ("set goals
 * and track my progress" → goals): used when the chosen subject names nothing the vocabulary knows.
 */
export function kindNounIn(text: string): ResolvedNoun | undefined {
  const words = wordsOf(text);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const pair = index > 0 ? `${words[index - 1]} ${singularOf(word)}` : undefined;
    if (pair && kindOfNoun(pair)) return resolveNoun([words[index - 1] ?? '', word]);
    if (isPluralNoun(word) && kindOfNoun(singularOf(word))) return resolveNoun([word]);
  }
  return undefined;
}

/** A kind the text names by topic ("a marketplace where neighbours sell furniture"): its model fits records it does not name. */
export function kindTopicIn(text: string) {
  const words = wordsOf(text);
  const pairs = words.slice(0, -1).map((word, index) => `${word} ${words[index + 1]}`);
  return [...pairs, ...words].map(kindOfTopic).find(Boolean);
}

/** A phrase that names records rather than a typed value ("dogs", not "photos" or "prices"). */
const namesRecords = (words: string[]) =>
  words.length > 0 && words.length <= 3 && isPluralNoun(words.at(-1) ?? '') && fieldFromPhrase(words.join(' '), [])?.type === 'text';

export interface EntityList {
  nouns: ResolvedNoun[];
  /** Field phrases per noun, by position: the fields a list gave that record type. */
  phrases: (string[] | undefined)[];
}

/**
 * A list that names record types rather than fields. "clients, dogs, walks with date, duration and
 * price": every name before "with" is a record type and what follows are the last one's fields.
 * "players, positions and match results": at least half are records the vocabulary knows; those
 * become entities and the others fields of the first ("positions" → a position field of players).
 */
export function entityListOf(list: FieldList | undefined): EntityList | undefined {
  if (!list || list.phrases.length < 2) return undefined;
  const withAt = list.phrases.findIndex((phrase) => /\swith\s/i.test(phrase));
  const [lastNoun = '', ...ownFields] = withAt >= 0 ? (list.phrases[withAt] ?? '').split(/\s+with\s+/i) : [];
  const nounPhrases = withAt >= 0 ? [...list.phrases.slice(0, withAt), lastNoun] : list.phrases;
  const heads = nounPhrases.map((phrase) => wordsOf(phrase));
  if (heads.length < 2 || !heads.every(namesRecords)) return undefined;
  const resolved = heads.map((words) => ({ words, noun: resolveNoun(words) }));
  if (withAt >= 0) {
    const fields = [ownFields.join(' with '), ...list.phrases.slice(withAt + 1)];
    return { nouns: resolved.map(({ noun }) => noun), phrases: resolved.map((_entry, index) => (index === resolved.length - 1 ? fields : undefined)) };
  }
  const known = resolved.filter(({ noun }) => noun.kind && kindOfNoun(singularOf(noun.words.at(-1) ?? '')));
  if (known.length * 2 < resolved.length) return undefined;
  const others = resolved.filter((entry) => !known.includes(entry)).map(({ words }) => singularOf(words.join(' ')));
  return { nouns: known.map(({ noun }) => noun), phrases: known.map((_entry, index) => (index === 0 && others.length > 0 ? others : undefined)) };
}

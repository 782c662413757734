import { kindOfNoun, kindOfTopic } from './app-kinds.ts';
import { resolveNoun, type ResolvedNoun } from './entities.ts';
import { CONTEXT_WORDS, subjectsIn, type FieldList, type Subject } from './prompt-parts.ts';
import { isPluralNoun, singularOf, wordsOf } from './text.ts';

const knownKind = (subject: Subject) =>
  Boolean(subject.nouns[0] && resolveNoun(subject.nouns[0]).kind);

/** "a social app", "a fitness app": one word before "app" that names a field of life, not records. */
function categoryWordOf(subject: Subject) {
  const [only, ...others] = subject.nouns;
  const word = only?.length === 1 ? only[0] : undefined;
  const beforeApp = subject.source === 'app-word' && !subject.appWord;
  return beforeApp &&
    others.length === 0 &&
    word &&
    !kindOfNoun(singularOf(word)) &&
    kindOfTopic(word)
    ? word
    : undefined;
}

/** "an app for a pizza restaurant where customers order pizzas": the business is where the records live, not what they are. */
const namesAPlace = (subject: Subject) =>
  subject.source === 'app-for' &&
  subject.nouns.length === 1 &&
  CONTEXT_WORDS.has(singularOf(subject.nouns[0]?.at(-1) ?? ''));

/**
 * What the app keeps, from the part of the prompt before its field list: the earliest candidate that
 * names a kind the vocabulary knows ("a dating journal to remember the people…" → dating), else the
 * most trusted candidate, else the noun of "each <noun> has …", else a candidate after the list.
 */
export function chooseSubject(text: string, list: FieldList | undefined): Subject | undefined {
  const before = subjectsIn(list ? text.slice(0, list.start) : text);
  const byPosition = [...before].sort((a, b) => a.index - b.index);
  const categoryWord = byPosition.map(categoryWordOf).find(Boolean);
  const records =
    byPosition.find(
      (subject) => knownKind(subject) && !categoryWordOf(subject) && !namesAPlace(subject),
    ) ?? byPosition.find((subject) => knownKind(subject) && !categoryWordOf(subject));
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

/**
 * A kind the text names by topic before it names the records ("a marketplace where neighbours sell
 * furniture"): its model fits records it does not name. Only what frames the app counts, so a
 * topic after the records ("donors, donations and campaigns") says nothing.
 */
export function kindTopicIn(text: string, records: string[]) {
  const all = wordsOf(text);
  const first = all.findIndex((word) => records.includes(word));
  const words = first >= 0 ? all.slice(0, first) : [];
  const pairs = words.slice(0, -1).map((word, index) => `${word} ${words[index + 1]}`);
  // "carpools to school": a place the records belong to says nothing of what they hold.
  return [...pairs, ...words.filter((word) => !CONTEXT_WORDS.has(word))]
    .map(kindOfTopic)
    .find(Boolean);
}

import { canBe } from './lexicon/noun-roles.ts';
import { singularOf } from './text.ts';
import { APP_KINDS, CATEGORIES } from './vocabulary/index.ts';
import type { AppKind, Category } from './vocabulary/types.ts';

export type { AppKind, Category } from './vocabulary/types.ts';

const singularKind = new Map<string, AppKind>();
const topicKind = new Map<string, AppKind>();
for (const kind of APP_KINDS) {
  for (const noun of kind.nouns) if (!singularKind.has(noun)) singularKind.set(noun, kind);
  for (const topic of kind.topics) if (!topicKind.has(topic)) topicKind.set(topic, kind);
}
const kindsById = new Map(APP_KINDS.map((kind) => [kind.id, kind]));
const categoryTopics = new Map<string, Category>();
for (const category of CATEGORIES)
  for (const topic of category.topics) categoryTopics.set(topic, category);

/** The kind whose records a (singular) noun or two-word noun names: "workout", "job application". */
export const kindOfNoun = (noun: string) => singularKind.get(noun);

/** The kind a topic word or two-word topic names: "fitness", "job search"; a category's own words give its default kind. */
export const kindOfTopic = (topic: string) => {
  const byTopic = topicKind.get(topic);
  if (byTopic) return byTopic;
  const category = categoryTopics.get(topic);
  return category ? kindsById.get(category.defaultKind) : undefined;
};

export const kindById = (id: string) => kindsById.get(id);

/**
 * The word of the prompt that makes a one-word noun a pair the vocabulary knows: "football" for
 * "matches" in a football app (a football match), "music" for "lessons" in a music school.
 */
export const contextWordOf = (noun: string, context: string[]) =>
  context
    .map(singularOf)
    .find((word) => !COLLECTIONS.has(word) && kindOfNoun(`${word} ${singularOf(noun)}`));

/** Words for where records are kept, not what they are: a library's books are not library loans. */
const COLLECTIONS = new Set(['library', 'collection', 'catalog', 'catalogue', 'archive']);

export const categoryById = (id: string) => CATEGORIES.find((category) => category.id === id);

/** Words that count what follows them ("each reading", "the previous reading"). */
const COUNTING = 'a|an|each|every|the|this|that|one|another|previous|last|latest|next|first|new';
/** Words after which a noun phrase has ended ("each reading before", "the reading and …"). */
const PHRASE_ENDS =
  'and|or|of|before|after|since|from|on|at|in|with|for|to|i|we|is|was|then|but|so|which';
const COUNTED = new RegExp(
  `\\b(?:${COUNTING})\\s+(\\p{L}+ing)(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:${PHRASE_ENDS})\\b)`,
  'giu',
);

/**
 * "each reading", "the reading before": an activity a kind is about ("reading" of books), counted,
 * is what the activity yields (a meter's reading), not the activity; a word the lexicon knows as
 * an act ("each borrowing") stays the act.
 */
export const countedActivities = (text: string) =>
  [...text.matchAll(COUNTED)]
    .map((match) => (match[1] ?? '').toLowerCase())
    .filter((word) => kindOfTopic(word) !== undefined && !canBe([word], 'act', 0.1));

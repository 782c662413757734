import type { Entity, Field } from '../app-spec.ts';
import { kindOfNoun, kindOfTopic, type AppKind } from './app-kinds.ts';
import { fieldFromPhrase } from './fields.ts';
import { CONTEXT_WORDS } from './prompt-parts.ts';
import { entityNames, fieldIdentifier, labelOf, singularOf, wordsOf } from './text.ts';

/** Fields of a record whose kind the vocabulary does not know. */
export const GENERIC_FIELDS = ['name', 'date', 'status', 'notes'];
const MAX_FIELDS = 20;

export interface ResolvedNoun {
  /** The words that name the entity ("wine bottles", "orders"). */
  words: string[];
  /** Every word of the phrase, context included ("bakery orders"), for the app's name. */
  phrase: string[];
  kind?: AppKind;
}

const pairs = (words: string[]) => words.slice(0, -1).map((word, index) => `${word} ${words[index + 1]}`);

/**
 * A noun phrase → what it names: "daily workouts" → workout (fitness), "gym sessions" → session with
 * fitness fields, "fitness" → workout, "bakery orders" → order (unknown kind), "wine bottles" → wine bottle.
 */
export function resolveNoun(phrase: string[]): ResolvedNoun {
  const words = phrase.filter((word) => !/['’]s?$/.test(word) || word === phrase.at(-1));
  const head = singularOf(words.at(-1) ?? '');
  const naming = [...words.slice(0, -1).filter((word) => !CONTEXT_WORDS.has(word)), words.at(-1) ?? ''].slice(-3);
  const lastPair = words.length >= 2 ? `${words.at(-2)} ${head}` : undefined;
  const byNoun = (lastPair ? kindOfNoun(lastPair) : undefined) ?? kindOfNoun(head);
  if (byNoun) return { words: naming, phrase: words, kind: byNoun };
  const byTopic = [...pairs(words), ...words].map((word) => kindOfTopic(word)).find(Boolean);
  if (!byTopic) return { words: naming, phrase: words };
  const headIsTopic = Boolean(kindOfTopic(words.at(-1) ?? '') ?? (lastPair && kindOfTopic(`${words.at(-2)} ${words.at(-1)}`)));
  return { words: headIsTopic ? wordsOf(byTopic.entity) : naming, phrase: words, kind: byTopic };
}

/** Parses field phrases for an entity, dropping duplicates and non-fields, and makes sure a title exists. */
export function fieldsFor(phrases: string[], contextWords: string[], titleField: string): Field[] {
  const fields: Field[] = [];
  phrases.forEach((phrase, position) => {
    const field = fieldFromPhrase(phrase, contextWords, position);
    if (field && !fields.some((existing) => existing.name === field.name)) fields.push(field);
  });
  return withTitle(fields.slice(0, MAX_FIELDS), titleField);
}

/** The first text field titles a record in lists: add one when there is none, and require it. */
export function withTitle(fields: Field[], titleField: string): Field[] {
  const name = fieldIdentifier(titleField);
  const all: Field[] = fields.some((field) => field.type === 'text')
    ? fields
    : [{ name, label: labelOf(titleField), type: 'text', required: true }, ...fields.filter((field) => field.name !== name)];
  const title = all.find((field) => field.type === 'text');
  return all.map((field) => (field === title ? { ...field, required: true } : field));
}

/** Context for select options and types: the entity's words and its kind's nouns. */
export const contextWordsOf = (resolved: ResolvedNoun) => [
  ...resolved.words.map(singularOf),
  resolved.words.map(singularOf).join(''),
  ...(resolved.kind ? [resolved.kind.entity, ...resolved.kind.nouns] : []),
];

/** An entity from a noun phrase and, when the prompt gave them, its field phrases. */
export function entityFrom(resolved: ResolvedNoun, phrases: string[] | undefined): Entity {
  const titleField = resolved.kind?.titleField ?? 'name';
  const context = contextWordsOf(resolved);
  const fromPrompt = phrases ? fieldsFor(phrases, context, titleField) : [];
  const fields = fromPrompt.length > 0 ? fromPrompt : fieldsFor(resolved.kind?.fields ?? GENERIC_FIELDS, context, titleField);
  return { ...entityNames(resolved.words), fields };
}

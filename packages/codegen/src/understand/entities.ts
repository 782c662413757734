import pluralize from 'pluralize';
import type { Entity } from '../app-spec.ts';
import { kindOfNoun, kindOfTopic } from './app-kinds.ts';
import { fieldFromPhrase, type ParsedField } from './fields.ts';
import {
  addsToReading,
  isMeasure,
  measureKindOf,
  readingModel,
  readsAsResult,
} from './measured-nouns.ts';
import { namesPeople } from './model/vocabulary.ts';
import { CONTEXT_WORDS } from './prompt-parts.ts';
import { entityNames, fieldIdentifier, labelOf, singularOf, wordsOf } from './text.ts';
import type { AppKind, EntityTemplate } from './vocabulary/types.ts';

/** Fields of a record whose kind the vocabulary does not know. */
export const GENERIC_FIELDS = ['name', 'date', 'status', 'notes'];
/** …and of people the vocabulary does not know ("owners", "speakers"). */
const PERSON_FIELDS = ['name', 'phone', 'email', 'notes'];
const MAX_FIELDS = 20;

const GENERIC_HEADS = new Set([
  'game',
  'session',
  'entry',
  'item',
  'record',
  'match',
  'log',
  'project',
]);

export interface ResolvedNoun {
  /** The words that name the entity ("wine bottles", "orders"). */
  words: string[];
  /** Every word of the phrase, context included ("bakery orders"), for the app's name. */
  phrase: string[];
  kind?: AppKind;
  /** The amount each record logs, for "reading minutes": a Reading Log of minutes; a meter reading's own. */
  measure?: string;
}

/**
 * The words that name the records: those after the last word that only places them ("chess club
 * members" → members, "bakery orders" → orders), at most two ("pomodoro focus sessions" → focus sessions).
 */
function namingWords(words: string[]) {
  const lastContext = words.slice(0, -1).findLastIndex((word) => CONTEXT_WORDS.has(word));
  const naming = words.slice(lastContext + 1);
  // A known two-word topic or noun before the head stays whole: "blood pressure readings".
  const leading = naming.length >= 3 ? `${naming.at(-3)} ${naming.at(-2)}` : '';
  return leading && (kindOfTopic(leading) ?? kindOfNoun(leading))
    ? naming.slice(-3)
    : naming.slice(-2);
}

/** "product warranties" → warranties: a modifier that names another kind's records says what the record is about, not what it is. */
const withoutOtherKinds = (naming: string[], kind: AppKind) =>
  naming.filter(
    (word, index) =>
      index === naming.length - 1 ||
      !kindOfNoun(singularOf(word)) ||
      kindOfNoun(singularOf(word)) === kind,
  );

const REMINDING = new Set(['reminder', 'alert', 'notification']);

const pairs = (words: string[]) =>
  words.slice(0, -1).map((word, index) => `${word} ${words[index + 1]}`);

/**
 * A noun phrase → what it names: "daily workouts" → workout (fitness), "gym sessions" → session with
 * fitness fields, "fitness" → workout, "bakery orders" → order (unknown kind), "wine bottles" → wine bottle.
 */
export function resolveNoun(phrase: string[]): ResolvedNoun {
  const words = phrase.filter((word) => !/['’]s?$/.test(word) || word === phrase.at(-1));
  const last = words.at(-1) ?? '';
  if (isMeasure(last)) {
    const subject = words.length >= 2 ? words.slice(0, -1) : [singularOf(last)];
    const named = [...pairs(subject), ...subject]
      .map((word) => kindOfTopic(word) ?? kindOfNoun(singularOf(word)))
      .find(Boolean);
    const kind = named ?? measureKindOf(last);
    return { words: [...subject.slice(-2), 'log'], phrase: words, kind, measure: last };
  }
  const head = singularOf(words.at(-1) ?? '');
  // "birthday reminders", "bill alerts": reminding is a feature of the records named before it.
  if (REMINDING.has(head) && words.length >= 2) {
    const reminded = resolveNoun(words.slice(0, -1));
    if (reminded.kind) return reminded;
  }
  const naming = namingWords(words);
  const lastPair = words.length >= 2 ? `${words.at(-2)} ${head}` : undefined;
  const byPair = lastPair ? kindOfNoun(lastPair) : undefined;
  // "fighting game sessions" names the topic "fighting games" in the singular.
  const byTopic = [...pairs(words).reverse(), ...[...words].reverse()]
    .map((word) => kindOfTopic(word) ?? kindOfTopic(pluralize(word)))
    .find(Boolean);
  // A generic head ("game", "session") takes its kind from the words before it: "tower defense game".
  // …and a known topic right before the head is what it is about: "photo album", not a record album.
  const topicPair = lastPair
    ? (kindOfTopic(`${words.at(-2)} ${words.at(-1)}`) ?? kindOfTopic(lastPair))
    : undefined;
  const byNoun =
    byPair ?? ((GENERIC_HEADS.has(head) && byTopic) || topicPair ? undefined : kindOfNoun(head));
  if (byNoun && !byPair && naming.length === 3 && kindOfTopic(naming.slice(0, 2).join(' ')))
    return { words: naming.slice(-1), phrase: words, kind: byNoun };
  if (byNoun)
    return {
      words: byPair ? naming : withoutOtherKinds(naming, byNoun),
      phrase: words,
      kind: byNoun,
    };
  const modifier = words.slice(0, -1).findLast((word) => kindOfNoun(singularOf(word)));
  if (!byTopic && modifier)
    return { words: [modifier], phrase: words, kind: kindOfNoun(singularOf(modifier)) };
  // …and keeps the number it yields: a meter reading is how much the meter read.
  if (readsAsResult(words))
    return { words: naming, phrase: words, measure: singularOf(words.at(-1) ?? '') };
  if (!byTopic) return { words: naming, phrase: words };
  const headIsTopic = Boolean(
    kindOfTopic(words.at(-1) ?? '') ?? (lastPair && kindOfTopic(`${words.at(-2)} ${words.at(-1)}`)),
  );
  return { words: headIsTopic ? wordsOf(byTopic.entity) : naming, phrase: words, kind: byTopic };
}

/** Parses field phrases for an entity, dropping duplicates and non-fields, and makes sure a title exists. */
export function fieldsFor(
  phrases: string[],
  contextWords: string[],
  titleField: string,
): ParsedField[] {
  const fields: ParsedField[] = [];
  phrases.forEach((phrase, position) => {
    const field = fieldFromPhrase(phrase, contextWords, position);
    if (field && !fields.some((existing) => existing.name === field.name)) fields.push(field);
  });
  return withTitle(fields.slice(0, MAX_FIELDS), titleField);
}

/** The first text field titles a record in lists: add one when there is none, and require it. */
export function withTitle(fields: ParsedField[], titleField: string): ParsedField[] {
  const name = fieldIdentifier(titleField);
  const all: ParsedField[] = fields.some((field) => field.type === 'text')
    ? fields
    : [
        { name, label: labelOf(titleField), type: 'text', required: true },
        ...fields.filter((field) => field.name !== name),
      ];
  const title = all.find((field) => field.type === 'text');
  return all.map((field) => (field === title ? { ...field, required: true } : field));
}

/** Context for select options and types: the entity's words and its kind's nouns. */
export const contextWordsOf = (resolved: ResolvedNoun) => [
  ...resolved.words.map(singularOf),
  resolved.words.map(singularOf).join(''),
  ...(resolved.kind ? [resolved.kind.entity, ...resolved.kind.nouns] : []),
];

/** An entity whose fields may still hold unresolved relations (see resolveRelations). */
export type DraftEntity = Omit<Entity, 'fields'> & { fields: ParsedField[] };

/** The first text field titles the records. */
export const titleOfFields = (fields: ParsedField[]) =>
  (fields.find((field) => field.type === 'text') ?? fields[0])?.name ?? 'name';

/** A field that names its record: name, title, "product name", or the kind's own title field. */
const isTitleLike = (field: ParsedField, titleField: string) =>
  /^(?:name|title)$|(?:Name|Title)$/.test(field.name) || field.name === fieldIdentifier(titleField);

/** Types a record has one field of: a listed "phone number" is the kind's "phone". */
const UNIQUE_TYPES = new Set(['phone', 'email', 'url']);

/**
 * Whether a field someone asks for is one the record already keeps: "ratings" is "rating", "price"
 * on stocks with a "current price", a "receipt photo" where a "receipt" image exists.
 */
export const sameAs = (field: ParsedField, existing: ParsedField) =>
  singularOf(existing.name) === singularOf(field.name) ||
  (existing.type === field.type &&
    (UNIQUE_TYPES.has(field.type) ||
      existing.name.toLowerCase().endsWith(singularOf(field.name).toLowerCase()) ||
      field.name.toLowerCase().startsWith(existing.name.toLowerCase())));

/** Up to this many listed fields add to a known kind's model ("a journal with mood"); more replace it. */
const ADDED_FIELDS_MAX = 2;

/**
 * An entity from a noun phrase and, when the prompt gave them, its field phrases: a full list is
 * the model; one or two fields on a kind the vocabulary knows are added to the kind's own fields.
 */
export function entityFrom(
  resolved: ResolvedNoun,
  phrases: string[] | undefined,
  enumerated = false,
): DraftEntity {
  // "vet visits" in an app of pets: the kind's own template for visits, not the pet's fields.
  const template = phrases ? undefined : templateFor(resolved);
  if (template && resolved.kind) return entityFromTemplate(template, resolved.kind);
  const titleField = resolved.kind?.titleField ?? 'name';
  const context = contextWordsOf(resolved);
  const parsed = (phrases ?? []).flatMap(
    (phrase, position) => fieldFromPhrase(phrase, context, position) ?? [],
  );
  const model = resolved.measure
    ? readingModel(resolved.measure, parsed)
    : (resolved.kind?.fields ??
      (namesPeople(resolved.words.at(-1) ?? '') ? PERSON_FIELDS : GENERIC_FIELDS));
  const standard = fieldsFor(model, context, resolved.measure ? 'title' : titleField);
  const names = entityNames(resolved.words);
  // "questions and scores" in a quiz of questions: the first names the records themselves.
  const ownNoun = singularOf(resolved.words.at(-1) ?? '');
  const listed = parsed.flatMap((field) => {
    if (resolved.kind && field.name !== ownNoun && singularOf(field.name) === ownNoun) return [];
    return [resolved.kind ? asTheKindKnowsIt(field, standard) : field];
  });
  // "games (score, date)" where the kind's games are played on a console: values listed in
  // parentheses, none of them the kind's, say the records are not of the kind's sort.
  const foreign =
    enumerated &&
    listed.length >= 2 &&
    listed.every((field) => !standard.some((existing) => sameAs(field, existing)));
  let fields: ParsedField[];
  if (listed.length === 0) fields = standard;
  else if (
    (!resolved.kind && !(resolved.measure && addsToReading(listed, ADDED_FIELDS_MAX))) ||
    foreign ||
    listed.some((field) => isTitleLike(field, titleField))
  )
    fields = withTitle(listed, foreign ? 'name' : titleField);
  else if (listed.length <= ADDED_FIELDS_MAX) {
    const restated = (field: ParsedField) =>
      listed.find((candidate) => candidate.name === field.name) ?? field;
    const added = listed.filter((field) => !standard.some((existing) => sameAs(field, existing)));
    fields = [...standard.map(restated), ...added].slice(0, MAX_FIELDS);
  } else {
    // The kind's own record ("restaurants with cuisine, …") keeps the field that names it.
    const title = standard.find((field) => field.name === fieldIdentifier(titleField));
    const ownRecord = names.name === entityNames(wordsOf(resolved.kind?.entity ?? '')).name;
    const unique = listed.filter(
      (field, index) => listed.findIndex((other) => other.name === field.name) === index,
    );
    fields = withTitle(
      title && ownRecord ? [title, ...unique.filter((field) => field.name !== title.name)] : unique,
      titleField,
    );
  }
  return { ...names, titleField: titleOfFields(fields), fields: fields.slice(0, MAX_FIELDS) };
}

/** A listed field the kind also has, with nothing said about its type, is the kind's ("systolic" → number, a run's "time" → minutes). */
function asTheKindKnowsIt(field: ParsedField, standard: ParsedField[]): ParsedField {
  // "rooms" on a kind that keeps a room: that field, one per record.
  const known =
    standard.find((candidate) => candidate.name === field.name) ??
    standard.find((candidate) => candidate.name === singularOf(field.name));
  if (!known) return field;
  return field.explicit
    ? field
    : { ...known, label: known.name === field.name ? field.label : known.label };
}

/** The kind's further record type a noun names by its head ("vet visits" → the pets kind's vet visit). */
export function templateFor(resolved: ResolvedNoun): EntityTemplate | undefined {
  const head = singularOf(resolved.words.at(-1) ?? '');
  if (!resolved.kind || head === singularOf(wordsOf(resolved.kind.entity).at(-1) ?? ''))
    return undefined;
  return resolved.kind.extraEntities?.find(
    (template) => singularOf(wordsOf(template.entity).at(-1) ?? '') === head,
  );
}

/** A kind's further record type ("quest" next to "character"). */
export function entityFromTemplate(template: EntityTemplate, kind: AppKind): DraftEntity {
  const words = wordsOf(template.entity);
  const fields = fieldsFor(template.fields, [...words, kind.entity], template.titleField);
  return { ...entityNames(words), titleField: titleOfFields(fields), fields };
}

import pluralize from 'pluralize';
import { MAX_ENTITIES, type Entity, type Field } from '../../app-spec.ts';
import { mainRoleOf } from '../lexicon/noun-roles.ts';

/** Where an idea names its record types and fields: sentences, and the record types each names. */

/** The idea cut into sentences and clauses a value is said in (";", " - ", ".", "?", "!", ":"). */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?;])\s+|\s+[-–—]\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** The words of a record type's name: "LibraryLoan" → library, loan. */
export const wordsOfName = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ');

/**
 * Whether a sentence names a record type, singular or plural, possessive or not; by its last word
 * alone ("the loan" for a LibraryLoan) unless `whole`.
 */
export const names = (sentence: string, entity: Entity, whole = false) =>
  whereNamed(sentence, entity, whole) >= 0;

/** Where a sentence first names a record type (as `names` reads it), or -1. */
function whereNamed(sentence: string, entity: Entity, whole = false) {
  const words = wordsOfName(entity.name);
  const last = words.at(-1)!;
  const head = words.slice(0, -1).join(' ');
  const forms = [last, pluralize.plural(last), `${last}'s`, `${pluralize.plural(last)}'`];
  const pattern = forms.map(escaped).join('|');
  const opening = head ? `(?:${head}\\s+)${whole ? '' : '?'}` : '';
  return sentence.search(new RegExp(`\\b${opening}(?:${pattern})\\b`, 'i'));
}

/** Text as a regular expression that matches it literally ("pH", "Cost (£)"). */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A record type of people ("Roommate", "StaffMember"), by the last word of its name. */
export const isPeople = (entity: Entity) =>
  mainRoleOf([wordsOfName(entity.name).at(-1)!]) === 'person';

/** The part of a sentence (between commas and "and"s) that says something: where a value is said of its record. */
export const clauseWith = (sentence: string, pattern: RegExp) =>
  sentence.split(/,|\band\b|\bbut\b|\bso\b/i).find((clause) => pattern.test(clause)) ?? sentence;

/** "the school's", "the members'": an owner named before what is owned. */
const OWNER = /[\p{L}-]+(?:'s|s')(?=\s)/gu;

/** The record types a sentence names, in the order the model lists them. */
export const namedIn = (sentence: string, entities: Entity[]) =>
  entities.filter((entity) => names(sentence, entity));

/**
 * The record type a sentence names first ("fire doors in schools": the doors), if any; an owner
 * named before ("the school's fire doors") is not what the sentence is about.
 */
export const firstNamedIn = (sentence: string, entities: Entity[]) =>
  entities
    .map((entity) => ({ entity, at: whereNamed(sentence.replace(OWNER, ' '), entity) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)[0]?.entity;

/** A field whose label or name has one of the words ("due", "return"), as a whole word. */
export const fieldLike = (entity: Entity, pattern: RegExp, types?: Field['type'][]) =>
  fieldsLike(entity, pattern, types)[0];

/** Every field whose label or name has one of the words, in the record's order. */
export function fieldsLike(entity: Entity, pattern: RegExp, types?: Field['type'][]) {
  return entity.fields.filter(
    (field) =>
      (!types || types.includes(field.type)) &&
      (pattern.test(field.label) || pattern.test(field.name.replace(/([a-z])([A-Z])/g, '$1 $2'))),
  );
}

/** "box number", "ref no", "year": a number that names a record or a year, never an amount. */
export const NOT_AN_AMOUNT = /(?:^|\s)(?:number|no|id|code|ref|reference|year)$/i;

export const NUMBER_TYPES: Field['type'][] = ['number', 'currency', 'rating'];

/** A counter or a meter typed as text: a number all the same. */
export const COUNTER = /\b(?:odometer|meter|counter|reading)\b/i;

/** Money said in a sentence: a currency sign, or a word of paying, spending or raising. */
export const MONEY_SAID =
  /[$£€]|\b(?:spent|spend|raised|saved|paid|earned|cost|costs|price|money|dollars?|pounds?|euros?)\b/i;

/** A record's required link to its owner `target` ("Hive"), as a field named `name`. */
export const linkFieldTo = (target: Entity, name: string): Field => ({
  name,
  label: target.name.replace(/([a-z])([A-Z])/g, '$1 $2'),
  type: 'relation',
  relation: target.name,
  required: true,
});
export const DATE_TYPES: Field['type'][] = ['date', 'datetime'];

/** The records linked to `parent`: each child type with its link field. */
export const childrenOf = (parent: Entity, entities: Entity[]) =>
  entities.flatMap((child) =>
    child.fields
      .filter((field) => field.type === 'relation' && field.relation === parent.name)
      .slice(0, 1)
      .map((link) => ({ child, link })),
  );

/** A camelCase name not yet used by the entity's fields or values. */
export function freeName(entity: Entity, wanted: string) {
  const taken = new Set([
    ...entity.fields.map((field) => field.name),
    ...(entity.computed ?? []).map((value) => value.name),
  ]);
  let name = wanted;
  for (let index = 2; taken.has(name); index += 1) name = `${wanted}${index}`;
  return name;
}

/**
 * A new dated record type linked to `target` ("CheckIn", "Session"; "HabitCheckIn" when the name is
 * taken), with a required link and date and `more` fields; undefined when the app is full.
 */
/** A record a tap creates: it sets only `set` (its link and what the tap records), which alone are required. */
export const tappedRecord = (entity: Entity, set: string[]): Entity => ({
  ...entity,
  fields: entity.fields.map((field) => ({ ...field, required: set.includes(field.name) })),
});

export function datedRecordOf(
  target: Entity,
  entities: Entity[],
  wanted: string,
  more: Field[] = [],
) {
  if (entities.length >= MAX_ENTITIES) return undefined;
  const taken = new Set(entities.map((entity) => entity.name));
  const name = taken.has(wanted) ? `${target.name}${wanted}` : wanted;
  if (taken.has(name)) return undefined;
  const link = target.name.charAt(0).toLowerCase() + target.name.slice(1);
  const entity: Entity = {
    name,
    pluralName: pluralize.plural(name),
    titleField: 'date',
    fields: [
      linkFieldTo(target, link),
      { name: 'date', label: 'Date', type: 'date', required: true },
      ...more,
    ],
  };
  return { entity, link };
}

/** The fields a record's title, values and actions read. */
export const readsOf = (entity: Entity) =>
  new Set([
    entity.titleField,
    ...(entity.computed ?? []).flatMap((value) => [value.field, value.against]),
    ...(entity.actions ?? []).flatMap((action) => [action.field, action.since]),
  ]);

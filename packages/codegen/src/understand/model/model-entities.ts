import {
  entityFrom,
  resolveNoun,
  titleOfFields,
  withTitle,
  type DraftEntity,
} from '../entities.ts';
import { contextWordOf } from '../app-kinds.ts';
import type { ParsedField } from '../fields.ts';
import { entityNames, fieldIdentifier, labelOf, singularOf, wordsOf } from '../text.ts';
import { chunksOf } from './chunks.ts';
import type { DataModel, Link } from './data-model.ts';
import { clausesOf } from './parse.ts';
import { recordOf, type RecordType } from './records.ts';
import { BE_FORMS, LINKING_VERBS, namesPeople } from './vocabulary.ts';

const MAX_FIELDS = 20;

/** "order items" where orders are records too: the items are not orders. */
const namedAfterAnother = (record: RecordType, records: RecordType[]) =>
  record.words
    .slice(0, -1)
    .some((word) => records.some((other) => other.words.join(' ') === singularOf(word)));

/**
 * The kind of a one-word record in the app's context: "matches" in a football app are football
 * matches, when the vocabulary knows the pair a word of the prompt makes with the noun; a record
 * named after another ("order items" beside orders) is read by its head alone.
 */
function inContext(record: RecordType, context: string[], records: RecordType[]) {
  if (namedAfterAnother(record, records)) return record.words.slice(-1);
  if (record.words.length !== 1) return record.words;
  const word = contextWordOf(record.words[0] ?? '', context);
  return word ? [word, ...record.words] : record.words;
}

/** What a record the vocabulary does not know keeps when it only holds others: no to-do status. */
const HOLDER_VALUES = ['name', 'date', 'notes'];

/**
 * The record's own fields: the kind's when the vocabulary knows its noun, else the values the
 * person named; a record that only holds others ("folders", "rooms") and is no person keeps a
 * name, a date and notes.
 */
export function ownEntity(
  record: RecordType,
  values: string[] | undefined,
  {
    context = [],
    holder = false,
    records = [],
  }: { context?: string[]; holder?: boolean; records?: RecordType[] } = {},
): DraftEntity {
  const resolved = resolveNoun(inContext(record, context, records));
  const sameHead = singularOf(resolved.words.at(-1) ?? '') === record.words.at(-1);
  const noun = sameHead
    ? { ...resolved, words: record.words }
    : { words: record.words, phrase: record.words };
  // A record the vocabulary does not know is named by a name of its own, then the values said of it.
  const named = values?.some((value) => /\b(?:name|title)$/.test(value));
  const said =
    values && !noun.kind && !named
      ? ['name', ...values]
      : (values ??
        (holder && !noun.kind && !namesPeople(record.words.at(-1) ?? '')
          ? HOLDER_VALUES
          : undefined));
  return { ...entityFrom(noun, said), ...entityNames(record.words) };
}

const relationField = (
  parent: DraftEntity,
  record: RecordType,
  required: boolean,
): ParsedField => ({
  name: fieldIdentifier(record.words.join(' ')),
  label: labelOf(record.words.join(' ')),
  type: 'relation',
  required,
  relation: parent.name,
});

/**
 * A value whose words name another record type ("many lessons", "students enroll", "products
 * supplied") or say a link ("events have shifts", "chore is assigned"): the links say it. "owner
 * phone" and "table number" name a value of a record and stay.
 */
function namesAnotherRecord(field: ParsedField, records: RecordType[], own: RecordType) {
  const named = clausesOf(field.label)
    .flatMap(chunksOf)
    .flatMap((chunk) => (chunk.type === 'noun' ? [recordOf(chunk, records)] : []));
  if (named.some((record) => record && record !== own)) return true;
  // "chore is assigned", "setlist is": a record's name with a linking verb is a sentence, too
  // (read word by word: a tagger may not find the noun in so short a text).
  const words = wordsOf(field.label);
  const heads = new Set(records.map((record) => singularOf(record.words.at(-1) ?? '')));
  return (
    words.some((word) => heads.has(singularOf(word))) &&
    words.some(
      (word) => BE_FORMS.has(word) || LINKING_VERBS.has(word) || LINKING_VERBS.has(`${word}s`),
    )
  );
}

/** A field that stood for another record type ("owner" as text on a pet) gives way to the links. */
function withoutRecordNames(
  entity: DraftEntity,
  records: RecordType[],
  own: RecordType,
): DraftEntity {
  const names = new Set(
    records.flatMap((record) => {
      const singular = fieldIdentifier(record.words.join(' '));
      const head = fieldIdentifier(record.words.at(-1) ?? '');
      return [singular, `${singular}s`, head, `${head}s`];
    }),
  );
  // Relations too: the model's links say which records point where.
  const fields = entity.fields.filter(
    (field) =>
      !namesAnotherRecord(field, records, own) &&
      (field.name === entity.titleField || !names.has(field.name)),
  );
  if (fields.some((field) => field.name === entity.titleField)) return { ...entity, fields };
  // Its title was a record ("each bed has many plants"): another value titles it, or a name.
  const titled = fields.length > 0 ? fields : withTitle(fields, 'name');
  return { ...entity, fields: titled, titleField: titleOfFields(titled) };
}

/** A record linking two others that have many of each ("a student joins many clubs"). */
export function joinEntity(
  a: DraftEntity,
  b: DraftEntity,
  records: [RecordType, RecordType],
): DraftEntity {
  const names = entityNames([...records[0].words, ...records[1].words]);
  return {
    ...names,
    titleField: 'note',
    fields: [
      relationField(a, records[0], true),
      relationField(b, records[1], true),
      { name: 'note', label: 'Note', type: 'text', required: false },
    ],
  };
}

/** The entities of a data model (those `read` before keep their fields): each record type with its fields, a relation per link, a join record per many-to-many pair. */
export function entitiesOfModel(model: DataModel, read: DraftEntity[] = []): DraftEntity[] {
  // A record type the subject and field lists already read keeps the fields read for it.
  // …unless it took values the sentence gives another record ("trips with stops: … stops with address").
  const othersValues = (record: RecordType) =>
    new Set(
      [...model.attributes]
        .filter(([owner]) => owner !== record)
        .flatMap(([, values]) => values.map((value) => fieldIdentifier(value))),
    );
  const readAs = (record: RecordType) => {
    if (model.attributes.has(record) || namedAfterAnother(record, model.records)) return undefined;
    const entity = read.find((candidate) => candidate.name === entityNames(record.words).name);
    const taken = othersValues(record);
    if (!entity || entity.fields.some((field) => taken.has(field.name))) return undefined;
    // A reading that took the list of record types as its fields ("owners, dogs and walks") is none.
    const kept = withoutRecordNames(entity, model.records, record).fields.length;
    return kept * 2 < entity.fields.length ? undefined : entity;
  };
  const holds = (record: RecordType) =>
    model.links.some((link) => link.parent === record) &&
    !model.links.some((link) => link.child === record);
  const byRecord = new Map(
    model.records.map((record) => [
      record,
      withoutRecordNames(
        readAs(record) ??
          ownEntity(record, model.attributes.get(record), {
            context: model.context,
            holder: holds(record),
            records: model.records,
          }),
        model.records,
        record,
      ),
    ]),
  );
  const entityOf = (record: RecordType) => byRecord.get(record) as DraftEntity;
  const linksOf = (record: RecordType) => model.links.filter((link: Link) => link.child === record);
  const entities = model.records.map((record) => {
    const entity = entityOf(record);
    const relations = linksOf(record).map((link) =>
      relationField(entityOf(link.parent), link.parent, link.required),
    );
    const own = entity.fields.filter(
      (field) => !relations.some((relation) => relation.name === field.name),
    );
    return { ...entity, fields: [...own.slice(0, MAX_FIELDS - relations.length), ...relations] };
  });
  const joins = model.manyToMany.map((pair) =>
    joinEntity(entityOf(pair[0]), entityOf(pair[1]), pair),
  );
  return [...entities, ...joins];
}

import {
  entityFrom,
  titleOfFields,
  withTitle,
  type DraftEntity,
  type ResolvedNoun,
} from '../entities.ts';
import type { AppKind } from '../app-kinds.ts';
import { eventStrength } from '../lexicon/acts.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { isGenericRecord, recordNounOf } from './app-kind.ts';
import type { ParsedField } from '../fields.ts';
import { entityNames, fieldIdentifier, labelOf, singularOf, wordsOf } from '../text.ts';
import type { DataModel, Link } from './data-model.ts';
import { phrasesOfShortText } from './short-phrases.ts';
import { recordOf, type RecordType } from './records.ts';
import { BE_FORMS, LINKING_VERBS, namesPeople } from './vocabulary.ts';

const MAX_FIELDS = 20;

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
    counted = [],
    holder = false,
    records = [],
    noun: read,
    kind,
    appKind,
    enumerated = false,
    actOfThing = false,
  }: {
    context?: string[];
    /** Activities the prompt counts ("each reading"): a record named by one is what it yields. */
    counted?: string[];
    holder?: boolean;
    records?: RecordType[];
    noun?: ResolvedNoun;
    /** The app's kind, for a record the vocabulary does not know on its own. */
    kind?: AppKind;
    /** The app's kind, which may have a sense of its own for a record's word. */
    appKind?: AppKind;
    /** Its values were listed in parentheses: "games (score, date)". */
    enumerated?: boolean;
    /** An act done with a thing kept ("each loan" of a tent), not of a kind's other sense. */
    actOfThing?: boolean;
  } = {},
): DraftEntity {
  const heard = read ?? recordNounOf(record, context, records, counted);
  const own = withFittingKind(record, actOfThing ? actSense(heard, record) : heard);
  const found =
    read || !ownSense(own, appKind, record) ? own : { words: own.words, phrase: own.phrase };
  // The app's kind says what a record it does not know keeps; people keep a kind's only if it
  // names people ("teens earn cash for chores" keeps no chore's due date on a teen), and things
  // only if it keeps things ("a club enters competitions": no competition has a membership) or
  // keeps that thing of each person ("friends and their birthdays").
  const fits =
    kind &&
    (isPeople(record.words)
      ? kindNamesPeople(kind)
      : !isPeople(wordsOf(kind.entity)) || keptOfEach(kind, record));
  // "blood pressure readings": a kind whose own records these are keeps its fields, not a reading's.
  const kindsOwn = kind && singularOf(wordsOf(kind.entity).at(-1) ?? '') === record.words.at(-1);
  const resolved =
    !found.kind && kind && fits
      ? kindsOwn
        ? { words: found.words, phrase: found.phrase, kind }
        : { ...found, kind }
      : found;
  const sameHead = singularOf(resolved.words.at(-1) ?? '') === record.words.at(-1);
  const noun =
    sameHead || read || resolved !== found
      ? { ...resolved, words: record.words }
      : { words: record.words, phrase: record.words };
  // A record the vocabulary does not know is named by a name of its own, then the values said of it.
  const named = values?.some((value) => /\b(?:name|title)$/.test(value));
  const said =
    values && !noun.kind && !noun.measure && !named
      ? ['name', ...values]
      : (values ??
        (holder && !noun.kind && !namesPeople(record.words.at(-1) ?? '')
          ? HOLDER_VALUES
          : undefined));
  return {
    ...entityFrom(noun, said, enumerated),
    ...entityNames(nameWords(record, resolved, sameHead, records)),
  };
}

/**
 * The app's kind has a sense of its own for the record's word ("albums" in a photo app, where the
 * vocabulary files "album" under music): another field of life's kind says nothing of it.
 */
function ownSense(noun: ResolvedNoun, appKind: AppKind | undefined, record: RecordType) {
  if (!noun.kind || !appKind || noun.kind.category === appKind.category) return false;
  const head = record.words.at(-1) ?? '';
  const words = [...appKind.topics, ...appKind.nouns].flatMap((phrase) => wordsOf(phrase));
  return words.some((word) => singularOf(word) === head);
}

/**
 * A kind fits a record of the same sort: "doctors" named with visits are people, not the doctor
 * visits the vocabulary files under "doctor".
 */
const isPeople = (words: string[]) => canBe(words, 'person', 0.5);
/** A value the kind keeps of each of its records is named by the record's head ("birthday"). */
const keptOfEach = (kind: AppKind, record: RecordType) =>
  kind.fields.some((field) => wordsOf(field)[0] === record.words.at(-1));
const kindNamesPeople = (kind: AppKind) =>
  [kind.entity, ...kind.nouns].some((noun) => isPeople(wordsOf(noun)));

/**
 * "customers rent tools; each rental has a return date": a kind that files the act's word under
 * a thing ("rental" under properties, "loan" under debts) speaks of that thing, not of the act.
 */
function actSense(noun: ResolvedNoun, record: RecordType): ResolvedNoun {
  const entity = wordsOf(noun.kind?.entity ?? '');
  const another = singularOf(entity.at(-1) ?? '') !== record.words.at(-1);
  return noun.kind && another && eventStrength(entity) === 0
    ? { words: noun.words, phrase: noun.phrase }
    : noun;
}

/**
 * "each loan" of a tent to a scout: an act (a loan, a rental) between records kept, one of them
 * a thing, not a person.
 */
function actWithThing(record: RecordType, links: Link[]) {
  const parents = links.filter((link) => link.child === record).map((link) => link.parent);
  return (
    eventStrength(record.words.slice(-1)) >= 1 &&
    parents.length >= 2 &&
    parents.some((parent) => !isPeople(parent.words))
  );
}

function withFittingKind(record: RecordType, noun: ResolvedNoun): ResolvedNoun {
  if (!noun.kind || isPeople(record.words) === isPeople(wordsOf(noun.kind.entity))) return noun;
  const template = noun.kind.extraEntities?.some(
    (extra) => singularOf(wordsOf(extra.entity).at(-1) ?? '') === record.words.at(-1),
  );
  return template ? noun : { words: noun.words, phrase: noun.phrase };
}

/**
 * The words an entity is named by: the person's, or the kind's where it says more ("video editing
 * projects" → video project; "the people I matched with" in a dating app → match).
 */
function nameWords(
  record: RecordType,
  resolved: ResolvedNoun,
  sameHead: boolean,
  records: RecordType[],
) {
  if (isGenericRecord(record) && resolved.kind && records.length === 1)
    return wordsOf(resolved.kind.entity);
  const fromPhrase = record.phrase && resolved.kind && sameHead && resolved.words.length <= 2;
  return fromPhrase
    ? resolved.words.map((word, index, all) => (index === all.length - 1 ? singularOf(word) : word))
    : record.words;
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
  const words = wordsOf(field.label);
  const heads = new Set(records.map((record) => singularOf(record.words.at(-1) ?? '')));
  // "Stickers needed", "Pages read": a number of other things, said before what it is of them.
  const last = singularOf(words.at(-1) ?? '');
  if (field.type === 'number' && words.length > 1 && !heads.has(last)) return false;
  const named = phrasesOfShortText(field.label).map((phrase) => recordOf(phrase, records));
  if (named.some((record) => record && record !== own)) return true;
  // "chore is assigned", "setlist is": a record's name with a linking verb is a sentence, too
  // (read word by word: a tagger may not find the noun in so short a text).
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
  // A record's own head may name one of its values ("score" on a high score).
  const names = new Set(
    records.flatMap((record) => {
      if (record === own) return [];
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

/** The entities of a data model: each record type with its fields, a relation per link, a join record per many-to-many pair. */
export function entitiesOfModel(model: DataModel): DraftEntity[] {
  const holds = (record: RecordType) =>
    model.links.some((link) => link.parent === record) &&
    !model.links.some((link) => link.child === record);
  const byRecord = new Map(
    model.records.map((record) => [
      record,
      withoutRecordNames(
        ownEntity(record, model.values.get(record), {
          context: model.context,
          counted: model.counted,
          holder: holds(record),
          records: model.records,
          noun: record === model.main ? model.mainNoun : undefined,
          kind: model.records.length === 1 && !model.kindByWord ? model.kind : undefined,
          appKind: model.kind,
          enumerated: model.enumerated.has(record),
          actOfThing: !model.enumerated.has(record) && actWithThing(record, model.links),
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

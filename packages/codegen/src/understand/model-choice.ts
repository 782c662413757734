import pluralize from 'pluralize';
import { resolveNoun, type DraftEntity } from './entities.ts';
import type { DataModel } from './model/data-model.ts';
import type { RecordType } from './model/records.ts';
import { namesPeople } from './model/vocabulary.ts';
import { entityNames, fieldIdentifier, singularOf, wordsOf } from './text.ts';

/** When a sentence's data model (model/) replaces the entities read from its subject and lists. */

/**
 * Whether the entities read from the subject and lists hold a record type: as an entity (its head
 * ends the name, "budget items" → BudgetItem, or its kind's record, "match results" → Fixture), or
 * as a value of one ("players, positions": a position) unless it names people ("pets, owners").
 */
function holdsRecord(record: RecordType, entities: DraftEntity[], fieldNames: Set<string>) {
  const head = record.words.at(-1) ?? '';
  const kind = resolveNoun(record.words).kind;
  const names = [
    entityNames([head]).name,
    ...(kind ? [entityNames(wordsOf(kind.entity)).name] : []),
  ];
  if (entities.some((entity) => names.some((name) => entity.name.endsWith(name)))) return true;
  return (
    [singularOf(head), pluralize(singularOf(head))].some((word) =>
      fieldNames.has(fieldIdentifier(word)),
    ) && !namesPeople(head)
  );
}

/**
 * Whether the sentence's data model replaces the entities read from the subject and lists: when it
 * says how each record links to another, or when those entities hold three or more of its record
 * types as text fields ("tables, reservations and waiters" as fields of one Floor).
 */
export function describesModel(model: DataModel, entities: DraftEntity[]) {
  if (model.records.length < 2) return false;
  const linked = model.links.length + model.manyToMany.length;
  // Said of them all, but three record types linked twice ("patients book appointments with
  // dentists"), or three listed and linked ("authors and books written by them, and members who
  // borrow books").
  const listed = model.records.filter((record) => record.listed).length;
  // Or said inside a phrase: where records are kept ("receipts in folders"), or whose they are
  // among records listed together ("customers and their support calls"); a clause said of them all
  // ("managers post updates") may name the app's users rather than its records.
  const inPhrase = model.links.some(
    (link) => link.placed || (link.owned && link.child.listed && link.parent.listed),
  );
  if (
    linked > 0 &&
    (model.explicit ||
      inPhrase ||
      (model.records.length >= 3 && model.links.length >= 2) ||
      (listed >= 3 && linked >= 2))
  )
    return true;
  const fieldNames = new Set(
    entities.flatMap((entity) => entity.fields.map((field) => field.name)),
  );
  const asFields = model.records.filter((record) =>
    fieldNames.has(fieldIdentifier(pluralize(record.words.join(' ')))),
  );
  // Linked or not, three or more record types listed ("owners, dogs and stays"), not all of them
  // read.
  const unread = model.records.filter(
    (record) => record.listed && !holdsRecord(record, entities, fieldNames),
  );
  return (entities.length === 1 && asFields.length >= 3) || (listed >= 3 && unread.length > 0);
}

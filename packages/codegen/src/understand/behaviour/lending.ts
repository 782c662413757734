import { camelCase } from 'change-case';
import { MAX_ENTITIES, type Entity, type Field } from '../../app-spec.ts';
import {
  DATE_TYPES,
  fieldLike,
  freeName,
  isPeople,
  linkFieldTo,
  namedIn,
  sentencesOf,
} from './mentions.ts';

/**
 * Lending: "things I lend to friends", "members borrow books", "tool loans". What is lent comes
 * back: the record of it has a date it is due back and whether it came back, is overdue once that
 * date passes, and is marked returned with one tap.
 */

const LEND = /\b(?:lend(?:s|ing)?|lent|borrow(?:s|ed|ing|ers?)?|loan(?:s|ed)?|lending)\b/i;
const LEND_FIELD = new RegExp(`${LEND.source}[- ]?(?:to|by|out)?\\s*fields?\\b`, 'i');
const DUE = /\b(?:due|return|back|until|by)\b/i;
const RETURNED = /\b(?:returned|back|given back)\b/i;

const isRelation = (field: Field) => field.type === 'relation';

/** The record of a loan: one named as a loan, else the one the lending sentence names that links to someone. */
function loanRecord(sentence: string, entities: Entity[]) {
  const named = namedIn(sentence, entities);
  return (
    entities.find((entity) => /(?:Loan|Lending|Borrowing)$/.test(entity.name)) ??
    named.find((entity) => entity.fields.some(isRelation)) ??
    (named.length === 1 ? named[0] : undefined)
  );
}

/**
 * "I lend stuff to friends", "neighbours borrow tools … mark the loan returned": a loan of its own,
 * when the lending would land on a person or the idea names loans it has no record of. It links
 * the one who borrows and the thing lent (or says what was lent), and takes over the dates due
 * back that were put on them.
 */
function withLoanRecord(sentence: string, text: string, entities: Entity[]): Entity[] {
  const found = loanRecord(sentence, entities);
  const namesLoans =
    /\bloans?\b/i.test(text) && !/(?:Loan|Lending|Borrowing)$/.test(found?.name ?? '');
  if (!found || entities.length >= MAX_ENTITIES || !(isPeople(found) || namesLoans))
    return entities;
  const people = entities.filter(isPeople);
  const things = namedIn(sentence, entities).filter((entity) => !isPeople(entity));
  const lentDue = (entity: Entity) =>
    entity.fields.filter(
      (field) =>
        DATE_TYPES.includes(field.type) && DUE.test(field.label) && !/birth/i.test(field.label),
    );
  const parties = [...(people.length === 1 ? people : []), ...(things.length === 1 ? things : [])];
  const link = (entity: Entity): Field => linkFieldTo(entity, camelCase(entity.name));
  const loan: Entity = {
    name: 'Loan',
    pluralName: 'Loans',
    titleField: things.length === 1 ? camelCase(things[0]!.name) : 'what',
    fields: [
      ...(things.length === 1
        ? []
        : [{ name: 'what', label: 'What', type: 'text', required: true } as Field]),
      ...parties.map(link),
      { name: 'lentOn', label: 'Lent on', type: 'date', required: false },
      ...parties.flatMap(lentDue).slice(0, 1),
    ],
  };
  const moved = new Set(loan.fields);
  return [
    ...entities.map((entity) =>
      parties.includes(entity)
        ? { ...entity, fields: entity.fields.filter((field) => !moved.has(field)) }
        : entity,
    ),
    loan,
  ];
}

export function withLending(text: string, read: Entity[]): Entity[] {
  // "a loaned-to field" names a value, not lending the app keeps.
  const sentence = sentencesOf(text).find(
    (candidate) => LEND.test(candidate) && !LEND_FIELD.test(candidate),
  );
  if (!sentence) return read;
  const entities = withLoanRecord(sentence, text, read);
  const loan = loanRecord(sentence, entities);
  if (!loan || loan.computed?.some((value) => value.kind === 'overdue')) return entities;
  const added: Field[] = [];
  const due =
    fieldLike(loan, DUE, DATE_TYPES) ??
    ({
      name: freeName(loan, 'dueBack'),
      label: 'Due back',
      type: 'date',
      required: false,
    } as Field);
  if (!loan.fields.includes(due)) added.push(due);
  const returned =
    fieldLike(loan, RETURNED, ['boolean', ...DATE_TYPES]) ??
    ({
      name: freeName(loan, 'returned'),
      label: 'Returned',
      type: 'boolean',
      required: false,
    } as Field);
  if (!loan.fields.includes(returned)) added.push(returned);
  const updated: Entity = {
    ...loan,
    fields: [...loan.fields, ...added],
    computed: [
      ...(loan.computed ?? []),
      {
        kind: 'overdue',
        name: freeName(loan, 'overdue'),
        label: 'Overdue',
        field: due.name,
        against: returned.name,
      },
    ],
    actions: [
      ...(loan.actions ?? []).filter((action) => action.kind !== 'markDone'),
      { kind: 'markDone', name: 'markReturned', label: 'Mark returned', field: returned.name },
    ],
  };
  return entities.map((entity) => (entity === loan ? updated : entity));
}

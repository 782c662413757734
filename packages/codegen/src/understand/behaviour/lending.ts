import type { Entity, Field } from '../../app-spec.ts';
import { DATE_TYPES, fieldLike, freeName, namedIn, sentencesOf } from './mentions.ts';

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

export function withLending(text: string, entities: Entity[]): Entity[] {
  // "a loaned-to field" names a value, not lending the app keeps.
  const sentence = sentencesOf(text).find(
    (candidate) => LEND.test(candidate) && !LEND_FIELD.test(candidate),
  );
  if (!sentence) return entities;
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

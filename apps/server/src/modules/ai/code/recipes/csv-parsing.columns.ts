import { fieldIdent } from '../code-names';
import type { FieldKind, FieldModel } from '../code-recipe';
import { capitalize } from '../recipe-text';

/** How a header cell is compared: "Due Date", "due_date" and "dueDate" all give "duedate". */
export const columnKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The header names a field's column may have, compared by columnKey: its JSON key and its words. */
export function headerKeys(field: FieldModel): string[] {
  return [...new Set([columnKey(field.name), columnKey(field.label)])];
}

/** What a cell of each kind must look like, for the error message. */
export const EXPECTED: Record<FieldKind, string> = {
  text: 'text',
  int: 'a whole number',
  decimal: 'a number',
  money: 'an amount like 12.50',
  bool: 'true/false, yes/no or 1/0',
  date: 'a date like 2024-05-31',
  dateTime: 'an ISO 8601 date and time',
  email: 'an email address',
  url: 'an http(s) URL',
  list: 'values separated by ;',
};

/** The kinds whose cells are converted and can fail; text and lists are taken as they are. */
export const isChecked = (field: FieldModel) => field.kind !== 'text' && field.kind !== 'list';

/**
 * The local holding a field's cell, prefixed so no field name ("index", "value") can hide the
 * parser's own locals; checked ones are optional until the guard unwraps them.
 */
export const cellLocal = (language: 'swift' | 'kotlin', field: FieldModel) =>
  `parsed${capitalize(fieldIdent(language, field).replace(/_$/, ''))}`;

import { toSnake } from '../code-names';
import type { EntityModel, FieldKind, FieldModel } from '../code-recipe';

/** The table of the entity's records: "blog_posts". */
export const tableName = (entity: EntityModel) => toSnake(entity.plural);

/** A field's column: "due_date". */
export const columnName = (field: FieldModel) => toSnake(field.name);

/**
 * How each kind is stored in SQLite: dates as ISO 8601 text (they sort and read back exactly),
 * yes/no as 0/1, lists as JSON text. Money is REAL where the language holds it as a float and TEXT
 * where it holds a Decimal (Python), so no digit is lost.
 */
export function sqlType(kind: FieldKind, exactMoney: boolean): string {
  switch (kind) {
    case 'int':
    case 'bool':
      return 'INTEGER';
    case 'decimal':
      return 'REAL';
    case 'money':
      return exactMoney ? 'TEXT' : 'REAL';
    default:
      return 'TEXT';
  }
}

/** The CREATE TABLE statement, one column a line, the id the primary key. */
export function createTable(
  entity: EntityModel,
  fields: FieldModel[],
  exactMoney = false,
): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS ${tableName(entity)} (`,
    ...fields.map((field, index) => {
      const key = field.name === 'id' ? 'PRIMARY KEY' : 'NOT NULL';
      const comma = index < fields.length - 1 ? ',' : '';
      return `    ${columnName(field)} ${sqlType(field.kind, exactMoney)} ${key}${comma}`;
    }),
    ')',
  ];
}

/** INSERT … ON CONFLICT(id) DO UPDATE: saves a new record or replaces the one with its id. */
export function upsertSql(
  entity: EntityModel,
  fields: FieldModel[],
  placeholder: (field: FieldModel, index: number) => string,
): string {
  const columns = fields.map(columnName);
  const updates = fields
    .filter((field) => field.name !== 'id')
    .map((field) => `${columnName(field)} = excluded.${columnName(field)}`);
  const conflict = updates.length > 0 ? `DO UPDATE SET ${updates.join(', ')}` : 'DO NOTHING';
  return `INSERT INTO ${tableName(entity)} (${columns.join(', ')}) VALUES (${fields.map(placeholder).join(', ')}) ON CONFLICT(id) ${conflict}`;
}

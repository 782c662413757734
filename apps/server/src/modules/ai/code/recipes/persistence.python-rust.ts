import { fieldIdent } from '../code-names';
import type { FieldModel, RecipeContext } from '../code-recipe';
import { hasKind, typeFor, typeImports } from '../language-types';
import { recordFields } from '../record-fields';
import { lines } from '../recipe-text';
import { collectionNames, idType } from './collection-names';
import { columnName, createTable, tableName, upsertSql } from './persistence.sql';
import { pythonDataclass } from './python-dataclass';

/** The value stored for a field: SQLite keeps text, numbers and bytes. */
function pythonToColumn(field: FieldModel, item: string): string {
  const value = `${item}.${fieldIdent('python', field)}`;
  switch (field.kind) {
    case 'bool':
      return `int(${value})`;
    case 'money':
      return `str(${value})`;
    case 'date':
    case 'dateTime':
      return `${value}.isoformat()`;
    case 'list':
      return `json.dumps(${value})`;
    default:
      return value;
  }
}

function pythonFromColumn(field: FieldModel): string {
  const value = `row["${columnName(field)}"]`;
  switch (field.kind) {
    case 'bool':
      return `bool(${value})`;
    case 'money':
      return `Decimal(${value})`;
    case 'date':
      return `date.fromisoformat(${value})`;
    case 'dateTime':
      return `datetime.fromisoformat(${value})`;
    case 'list':
      return `json.loads(${value})`;
    default:
      return value;
  }
}

export function pythonPersistence(ctx: RecipeContext): string {
  const { type, item, itemsWords, itemWords } = collectionNames('python', ctx.entity);
  const fields = recordFields(ctx.entity);
  const table = tableName(ctx.entity);
  const id = idType('python', ctx.entity);
  return lines(
    hasKind(fields, 'list') && 'import json',
    'import sqlite3',
    'from dataclasses import dataclass',
    ...typeImports('python', fields),
    'from threading import Lock',
    '',
    '',
    pythonDataclass(type, fields, `One ${ctx.entity.name}, stored as a row of ${table}.`),
    '',
    '',
    'SCHEMA = """',
    ...createTable(ctx.entity, fields, true),
    '"""',
    '',
    `UPSERT = "${upsertSql(ctx.entity, fields, (field) => `:${columnName(field)}`)}"`,
    '',
    '',
    `class ${type}Repository:`,
    `    """The ${itemsWords} in a SQLite file, with sqlite3 from the standard library.`,
    '',
    '    One connection shared by all threads (FastAPI runs plain endpoints in a thread pool); the lock',
    '    keeps them from using it at the same time.',
    '    """',
    '',
    '    def __init__(self, path: str = "app.db") -> None:',
    '        self._db = sqlite3.connect(path, check_same_thread=False)',
    '        self._db.row_factory = sqlite3.Row',
    '        self._lock = Lock()',
    '        with self._lock, self._db:',
    '            self._db.execute(SCHEMA)',
    '',
    `    def find_all(self) -> list[${type}]:`,
    '        with self._lock:',
    `            return [_from_row(row) for row in self._db.execute("SELECT * FROM ${table}")]`,
    '',
    `    def find_by_id(self, ${item}_id: ${id}) -> ${type} | None:`,
    '        with self._lock:',
    `            row = self._db.execute("SELECT * FROM ${table} WHERE id = ?", (${item}_id,)).fetchone()`,
    '        return _from_row(row) if row else None',
    '',
    `    def save(self, ${item}: ${type}) -> None:`,
    `        """Adds the ${itemWords}, or replaces the one with its id."""`,
    '        # "with self._db" commits, or rolls back when the statement fails.',
    '        with self._lock, self._db:',
    `            self._db.execute(UPSERT, _to_row(${item}))`,
    '',
    `    def delete(self, ${item}_id: ${id}) -> bool:`,
    '        with self._lock, self._db:',
    `            return self._db.execute("DELETE FROM ${table} WHERE id = ?", (${item}_id,)).rowcount > 0`,
    '',
    '    def close(self) -> None:',
    '        self._db.close()',
    '',
    '',
    `def _to_row(${item}: ${type}) -> dict[str, object]:`,
    '    return {',
    ...fields.map((field) => `        "${columnName(field)}": ${pythonToColumn(field, item)},`),
    '    }',
    '',
    '',
    `def _from_row(row: sqlite3.Row) -> ${type}:`,
    `    return ${type}(`,
    ...fields.map((field) => `        ${fieldIdent('python', field)}=${pythonFromColumn(field)},`),
    '    )',
    '',
  );
}

/** The parameter rusqlite binds for a field; lists go in as JSON text. */
function rustToColumn(field: FieldModel, item: string): string {
  const value = `${item}.${fieldIdent('rust', field)}`;
  return field.kind === 'list' ? `list_to_json(&${value})?` : value;
}

function rustFromColumn(field: FieldModel, index: number): string {
  return field.kind === 'list' ? `json_to_list(row, ${index})?` : `row.get(${index})?`;
}

export function rustPersistence(ctx: RecipeContext): string {
  const { type, item, itemsWords, itemWords } = collectionNames('rust', ctx.entity);
  const fields = recordFields(ctx.entity);
  const table = tableName(ctx.entity);
  const lists = hasKind(fields, 'list');
  const owned = idType('rust', ctx.entity);
  const id = owned === 'String' ? '&str' : owned;
  const columns = fields.map(columnName).join(', ');
  return lines(
    ...typeImports('rust', fields),
    lists && 'use rusqlite::types::Type;',
    'use rusqlite::{params, Connection, OptionalExtension, Row};',
    '',
    '#[derive(Debug, Clone, PartialEq)]',
    `pub struct ${type} {`,
    ...fields.map(
      (field) => `    pub ${fieldIdent('rust', field)}: ${typeFor('rust', field.kind)},`,
    ),
    '}',
    '',
    `/// The ${itemsWords} in a SQLite file. A Connection is used by one thread at a time: wrap the`,
    '/// repository in a Mutex (or open one per thread) to share it.',
    `pub struct ${type}Repository {`,
    '    connection: Connection,',
    '}',
    '',
    `impl ${type}Repository {`,
    '    pub fn open(path: &str) -> rusqlite::Result<Self> {',
    '        let connection = Connection::open(path)?;',
    '        connection.execute_batch(',
    '            "',
    ...createTable(ctx.entity, fields).map((line) => `            ${line}`),
    '            ",',
    '        )?;',
    '        Ok(Self { connection })',
    '    }',
    '',
    `    pub fn find_all(&self) -> rusqlite::Result<Vec<${type}>> {`,
    `        let mut statement = self.connection.prepare("SELECT ${columns} FROM ${table}")?;`,
    '        let rows = statement.query_map([], from_row)?;',
    '        rows.collect()',
    '    }',
    '',
    `    pub fn find_by_id(&self, id: ${id}) -> rusqlite::Result<Option<${type}>> {`,
    '        self.connection',
    `            .query_row("SELECT ${columns} FROM ${table} WHERE id = ?1", params![id], from_row)`,
    '            .optional()',
    '    }',
    '',
    `    /// Adds the ${itemWords}, or replaces the one with its id.`,
    `    pub fn save(&self, ${item}: &${type}) -> rusqlite::Result<()> {`,
    '        self.connection.execute(',
    `            "${upsertSql(ctx.entity, fields, (_field, index) => `?${index + 1}`)}",`,
    `            params![${fields.map((field) => rustToColumn(field, item)).join(', ')}],`,
    '        )?;',
    '        Ok(())',
    '    }',
    '',
    '    /// Whether there was one to delete.',
    `    pub fn delete(&self, id: ${id}) -> rusqlite::Result<bool> {`,
    `        Ok(self.connection.execute("DELETE FROM ${table} WHERE id = ?1", params![id])? > 0)`,
    '    }',
    '}',
    '',
    `fn from_row(row: &Row) -> rusqlite::Result<${type}> {`,
    `    Ok(${type} {`,
    ...fields.map(
      (field, index) => `        ${fieldIdent('rust', field)}: ${rustFromColumn(field, index)},`,
    ),
    '    })',
    '}',
    ...(lists
      ? [
          '',
          'fn list_to_json(list: &[String]) -> rusqlite::Result<String> {',
          '    serde_json::to_string(list).map_err(|error| rusqlite::Error::ToSqlConversionFailure(Box::new(error)))',
          '}',
          '',
          'fn json_to_list(row: &Row, index: usize) -> rusqlite::Result<Vec<String>> {',
          '    let text: String = row.get(index)?;',
          '    serde_json::from_str(&text)',
          '        .map_err(|error| rusqlite::Error::FromSqlConversionFailure(index, Type::Text, Box::new(error)))',
          '}',
        ]
      : []),
    '',
  );
}

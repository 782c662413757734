import type { FieldModel, RecipeContext } from '../code-recipe';
import { jsTypedef, tsInterface } from '../entity-declarations';
import { typeFor } from '../language-types';
import { recordFields } from '../record-fields';
import { lines } from '../recipe-text';
import { collectionNames, idType } from './collection-names';
import { columnName, createTable, tableName, upsertSql } from './persistence.sql';

/** The store on each platform: localStorage in the browser, AsyncStorage in React Native, SQLite on a server. */
export const jsStore = (ctx: RecipeContext) =>
  ctx.platform === 'backend' ? 'sqlite' : ctx.platform === 'web' ? 'localStorage' : 'asyncStorage';

function keyValueRepository(ctx: RecipeContext, typed: boolean): string {
  const { type, item, items, itemsWords, itemWords } = collectionNames(
    typed ? 'typescript' : 'javascript',
    ctx.entity,
  );
  const fields = recordFields(ctx.entity);
  const native = jsStore(ctx) === 'asyncStorage';
  const id = idType('typescript', ctx.entity);
  const t = (annotation: string) => (typed ? annotation : '');
  return lines(
    native && "import AsyncStorage from '@react-native-async-storage/async-storage';\n",
    typed ? tsInterface(ctx.entity, { fields }) : jsTypedef(ctx.entity, { fields }),
    '',
    `/** The ${itemsWords}, kept as one JSON list under a ${native ? 'AsyncStorage' : 'localStorage'} key. */`,
    `export class ${type}Repository {`,
    typed
      ? '  private pending: Promise<unknown> = Promise.resolve();'
      : '  /** @type {Promise<unknown>} */\n  #pending = Promise.resolve();',
    typed && '  private readonly key: string;',
    '',
    !typed && '  /** @param {string} [key] */',
    `  constructor(key = '${items}') {`,
    '    this.key = key;',
    '  }',
    '',
    !typed && `  /** @returns {Promise<${type}[]>} */`,
    `  async findAll()${t(`: Promise<${type}[]>`)} {`,
    `    const text = ${native ? 'await AsyncStorage.getItem(this.key)' : 'localStorage.getItem(this.key)'};`,
    `    return text ? ${typed ? `(JSON.parse(text) as ${type}[])` : 'JSON.parse(text)'} : [];`,
    '  }',
    '',
    !typed && `  /** @param {${id}} id */`,
    `  async findById(id${t(`: ${id}`)})${t(`: Promise<${type} | undefined>`)} {`,
    `    return (await this.findAll()).find((${item}) => ${item}.id === id);`,
    '  }',
    '',
    `  /** Adds the ${itemWords}, or replaces the one with its id.${typed ? '' : ` @param {${type}} ${item}`} */`,
    `  save(${item}${t(`: ${type}`)})${t(': Promise<void>')} {`,
    `    return this.change((${items}) =>`,
    `      ${items}.some((existing) => existing.id === ${item}.id)`,
    `        ? ${items}.map((existing) => (existing.id === ${item}.id ? ${item} : existing))`,
    `        : [...${items}, ${item}],`,
    '    );',
    '  }',
    '',
    !typed && `  /** @param {${id}} id */`,
    `  delete(id${t(`: ${id}`)})${t(': Promise<void>')} {`,
    `    return this.change((${items}) => ${items}.filter((${item}) => ${item}.id !== id));`,
    '  }',
    '',
    '  // Changes run one after another, so two saves never start from the same old list.',
    !typed && `  /** @param {(${items}: ${type}[]) => ${type}[]} update */`,
    `  ${typed ? 'private ' : ''}change(update${t(`: (${items}: ${type}[]) => ${type}[]`)})${t(': Promise<void>')} {`,
    `    const done = this.${typed ? '' : '#'}pending.then(async () => {`,
    '      const next = JSON.stringify(update(await this.findAll()));',
    `      ${native ? 'await AsyncStorage.setItem(this.key, next)' : 'localStorage.setItem(this.key, next)'};`,
    '    });',
    `    this.${typed ? '' : '#'}pending = done.catch(() => undefined);`,
    '    return done;',
    '  }',
    '}',
    '',
  );
}

/** The row's value for a field: SQLite has no boolean or list type. */
const toColumn = (field: FieldModel, item: string) =>
  field.kind === 'bool'
    ? `${item}.${field.name} ? 1 : 0`
    : field.kind === 'list'
      ? `JSON.stringify(${item}.${field.name})`
      : `${item}.${field.name}`;

const fromColumn = (field: FieldModel, typed: boolean) => {
  const value = `row.${columnName(field)}`;
  if (field.kind === 'bool') return `${value} === 1`;
  if (field.kind === 'list')
    return typed ? `JSON.parse(${value}) as string[]` : `JSON.parse(${value})`;
  return value;
};

const rowType = (field: FieldModel) =>
  field.kind === 'bool'
    ? 'number'
    : field.kind === 'list'
      ? 'string'
      : typeFor('typescript', field.kind);

function sqliteRepository(ctx: RecipeContext, typed: boolean): string {
  const { type, item, itemsWords, itemWords } = collectionNames(
    typed ? 'typescript' : 'javascript',
    ctx.entity,
  );
  const fields = recordFields(ctx.entity);
  const table = tableName(ctx.entity);
  const id = idType('typescript', ctx.entity);
  const t = (annotation: string) => (typed ? annotation : '');
  const statement = typed ? 'Database.Statement' : "import('better-sqlite3').Statement";
  return lines(
    "import Database from 'better-sqlite3';",
    '',
    typed ? tsInterface(ctx.entity, { fields }) : jsTypedef(ctx.entity, { fields }),
    '',
    typed
      ? lines(
          `interface ${type}Row {`,
          ...fields.map((field) => `  ${columnName(field)}: ${rowType(field)};`),
          '}',
        )
      : lines(
          '/**',
          ` * @typedef {object} ${type}Row`,
          ...fields.map((field) => ` * @property {${rowType(field)}} ${columnName(field)}`),
          ' */',
        ),
    '',
    `/** The ${itemsWords} in a SQLite file (better-sqlite3: synchronous, so each call is one statement). */`,
    `export class ${type}Repository {`,
    typed && '  private readonly db: Database.Database;',
    ...(typed
      ? ['selectAll', 'selectOne', 'upsert', 'remove'].map(
          (name) => `  private readonly ${name}: ${statement};`,
        )
      : []),
    typed && '',
    !typed && '  /** @param {string} [file] */',
    `  constructor(file = 'app.db') {`,
    '    this.db = new Database(file);',
    "    this.db.pragma('journal_mode = WAL');",
    '    this.db.exec(`',
    ...createTable(ctx.entity, fields).map((line) => `      ${line}`),
    '    `);',
    `    this.selectAll = this.db.prepare('SELECT * FROM ${table}');`,
    `    this.selectOne = this.db.prepare('SELECT * FROM ${table} WHERE id = ?');`,
    '    this.upsert = this.db.prepare(',
    `      '${upsertSql(ctx.entity, fields, (field) => `@${columnName(field)}`)}',`,
    '    );',
    `    this.remove = this.db.prepare('DELETE FROM ${table} WHERE id = ?');`,
    '  }',
    '',
    !typed && `  /** @returns {${type}[]} */`,
    `  findAll()${t(`: ${type}[]`)} {`,
    `    return ${typed ? `(this.selectAll.all() as ${type}Row[])` : `/** @type {${type}Row[]} */ (this.selectAll.all())`}.map(fromRow);`,
    '  }',
    '',
    !typed && `  /** @param {${id}} id @returns {${type} | undefined} */`,
    `  findById(id${t(`: ${id}`)})${t(`: ${type} | undefined`)} {`,
    `    const row = ${typed ? `this.selectOne.get(id) as ${type}Row | undefined` : `/** @type {${type}Row | undefined} */ (this.selectOne.get(id))`};`,
    '    return row ? fromRow(row) : undefined;',
    '  }',
    '',
    `  /** Adds the ${itemWords}, or replaces the one with its id.${typed ? '' : ` @param {${type}} ${item}`} */`,
    `  save(${item}${t(`: ${type}`)})${t(': void')} {`,
    `    this.upsert.run(toRow(${item}));`,
    '  }',
    '',
    `  /** Whether there was one to delete.${typed ? '' : ` @param {${id}} id`} */`,
    `  delete(id${t(`: ${id}`)})${t(': boolean')} {`,
    '    return this.remove.run(id).changes > 0;',
    '  }',
    '',
    `  close()${t(': void')} {`,
    '    this.db.close();',
    '  }',
    '}',
    '',
    !typed && `/** @param {${type}} ${item} @returns {${type}Row} */`,
    `function toRow(${item}${t(`: ${type}`)})${t(`: ${type}Row`)} {`,
    '  return {',
    ...fields.map((field) => `    ${columnName(field)}: ${toColumn(field, item)},`),
    '  };',
    '}',
    '',
    !typed && `/** @param {${type}Row} row @returns {${type}} */`,
    `function fromRow(row${t(`: ${type}Row`)})${t(`: ${type}`)} {`,
    '  return {',
    ...fields.map((field) => `    ${field.name}: ${fromColumn(field, typed)},`),
    '  };',
    '}',
    '',
  );
}

export const typescriptPersistence = (ctx: RecipeContext) =>
  jsStore(ctx) === 'sqlite' ? sqliteRepository(ctx, true) : keyValueRepository(ctx, true);

export const javascriptPersistence = (ctx: RecipeContext) =>
  jsStore(ctx) === 'sqlite' ? sqliteRepository(ctx, false) : keyValueRepository(ctx, false);

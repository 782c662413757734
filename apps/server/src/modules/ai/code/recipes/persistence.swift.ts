import { fieldIdent } from '../code-names';
import type { FieldKind, RecipeContext } from '../code-recipe';
import { swiftStruct } from '../entity-declarations';
import { typeFor } from '../language-types';
import { recordFields } from '../record-fields';
import { lines } from '../recipe-text';
import { collectionNames, idType } from './collection-names';
import { tableName } from './persistence.sql';

/** SwiftData on iOS (17+); GRDB over SQLite wherever else Swift runs. */
export const usesSwiftData = (ctx: RecipeContext) => ctx.platform === 'ios';

function swiftData(ctx: RecipeContext): string {
  const { type, item, itemsWords } = collectionNames('swift', ctx.entity);
  const fields = recordFields(ctx.entity);
  const parameters = fields.map(
    (field) => `${fieldIdent('swift', field)}: ${typeFor('swift', field.kind)}`,
  );
  return lines(
    'import Foundation',
    'import SwiftData',
    '',
    `/// A ${ctx.entity.name} SwiftData keeps; change its properties, then call save() on the store.`,
    '@Model',
    `final class ${type} {`,
    ...fields.map((field) => {
      const unique = field.name === 'id' ? '@Attribute(.unique) ' : '';
      return `    ${unique}var ${fieldIdent('swift', field)}: ${typeFor('swift', field.kind)}`;
    }),
    '',
    `    init(${parameters.join(', ')}) {`,
    ...fields.map(
      (field) => `        self.${fieldIdent('swift', field)} = ${fieldIdent('swift', field)}`,
    ),
    '    }',
    '}',
    '',
    `/// Reads and writes the ${itemsWords} in SwiftData's store, on the main actor like the views that show them.`,
    '@MainActor',
    `final class ${type}Store {`,
    '    private let context: ModelContext',
    '',
    '    init(container: ModelContainer) {',
    '        context = container.mainContext',
    '    }',
    '',
    `    func all() throws -> [${type}] {`,
    `        try context.fetch(FetchDescriptor<${type}>())`,
    '    }',
    '',
    `    func insert(_ ${item}: ${type}) throws {`,
    `        context.insert(${item})`,
    '        try context.save()',
    '    }',
    '',
    `    func delete(_ ${item}: ${type}) throws {`,
    `        context.delete(${item})`,
    '        try context.save()',
    '    }',
    '',
    '    /// Writes the changes made to fetched objects.',
    '    func save() throws {',
    '        try context.save()',
    '    }',
    '}',
    '',
  );
}

/** GRDB's column type for each kind: Decimal, URL and dates are stored as text, lists as JSON. */
const GRDB_TYPE: Record<FieldKind, string> = {
  text: '.text',
  int: '.integer',
  decimal: '.double',
  money: '.text',
  bool: '.boolean',
  date: '.datetime',
  dateTime: '.datetime',
  email: '.text',
  url: '.text',
  list: '.text',
};

function grdb(ctx: RecipeContext): string {
  const { type, item, itemsWords, itemWords } = collectionNames('swift', ctx.entity);
  const fields = recordFields(ctx.entity);
  const table = tableName(ctx.entity);
  const id = idType('swift', ctx.entity);
  return lines(
    'import Foundation',
    'import GRDB',
    '',
    '// Codable gives the columns: one per property, named by its JSON key.',
    swiftStruct(ctx.entity, {
      fields,
      conformances: [
        'Codable',
        'Equatable',
        'Identifiable',
        'FetchableRecord',
        'PersistableRecord',
      ],
    }),
    '',
    `extension ${type} {`,
    `    static let databaseTableName = "${table}"`,
    '}',
    '',
    `/// The ${itemsWords} in a SQLite file through GRDB; the queue runs one access at a time, so any thread may call it.`,
    `final class ${type}Repository {`,
    '    private let queue: DatabaseQueue',
    '',
    '    init(path: String) throws {',
    '        queue = try DatabaseQueue(path: path)',
    '        try queue.write { db in',
    `            try db.create(table: "${table}", ifNotExists: true) { table in`,
    ...fields.map((field) => {
      const constraint = field.name === 'id' ? '.primaryKey()' : '.notNull()';
      return `                table.column("${field.name}", ${GRDB_TYPE[field.kind]})${constraint}`;
    }),
    '            }',
    '        }',
    '    }',
    '',
    `    func all() throws -> [${type}] {`,
    `        try queue.read { db in try ${type}.fetchAll(db) }`,
    '    }',
    '',
    `    func ${item}(id: ${id}) throws -> ${type}? {`,
    `        try queue.read { db in try ${type}.fetchOne(db, key: id) }`,
    '    }',
    '',
    `    /// Adds the ${itemWords}, or replaces the one with its id.`,
    `    func save(_ ${item}: ${type}) throws {`,
    `        try queue.write { db in try ${item}.save(db) }`,
    '    }',
    '',
    '    /// Whether there was one to delete.',
    '    @discardableResult',
    `    func delete(id: ${id}) throws -> Bool {`,
    `        try queue.write { db in try ${type}.deleteOne(db, key: id) }`,
    '    }',
    '}',
    '',
  );
}

export const swiftPersistence = (ctx: RecipeContext) =>
  usesSwiftData(ctx) ? swiftData(ctx) : grdb(ctx);

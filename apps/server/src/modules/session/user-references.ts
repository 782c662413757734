import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

/** A foreign key to `users`: the referencing table, each column paired with the one it names. */
export interface UserReference {
  table: PgTable;
  columns: { referencing: PgColumn; user: PgColumn }[];
}

/**
 * Every foreign key to `users` in the schema, read from the table definitions, so a table added
 * later that stores a person's data is counted as theirs without anyone listing it here.
 */
export function referencesToUsers(): UserReference[] {
  const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
    (table): table is PgTable => is(table, PgTable),
  );
  return tables.flatMap((table) =>
    getTableConfig(table)
      .foreignKeys.map((key) => key.reference())
      .filter((reference) => reference.foreignTable === schema.users)
      .map((reference) => ({
        table,
        columns: reference.columns.map((referencing, index) => {
          const user = reference.foreignColumns[index];
          if (!user)
            throw new Error(`A foreign key of ${getTableConfig(table).name} is malformed.`);
          return { referencing, user };
        }),
      })),
  );
}

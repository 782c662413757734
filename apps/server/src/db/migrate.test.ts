import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, createTestDatabase } from '../test/test-app';
import { openDatabase } from './client';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

/** Both drivers answer raw SQL with `{ rows }`; drizzle's shared type cannot say so. */
const firstRow = (result: unknown) => (result as { rows: unknown[] }).rows[0];

describe.each(backends)('migrations on %s', (backend) => {
  it('apply to an empty database and again without error', async () => {
    const target = await createTestDatabase(backend);
    const handle = await openDatabase(target);
    try {
      await handle.migrate();
      await handle.migrate();
      const result = await handle.db.execute(
        sql`select count(*)::int as count from information_schema.tables where table_name = 'users'`,
      );
      expect(firstRow(result)).toEqual({ count: 1 });
    } finally {
      await handle.close();
      await target.drop();
    }
  });

  it.runIf(backend === 'postgres')(
    'apply once when several processes start at the same moment',
    async () => {
      const target = await createTestDatabase(backend);
      const handles = await Promise.all([1, 2, 3].map(() => openDatabase(target)));
      try {
        await Promise.all(handles.map((handle) => handle.migrate()));
        const [first] = handles;
        const applied = await first!.db.execute(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        );
        expect(firstRow(applied)).toEqual({ count: journal.entries.length });
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
        await target.drop();
      }
    },
  );
});

import type { PageType } from '@appforge/shared/contracts/page-builder';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageBuilderPages } from '../../db/schema';

export type PageRow = typeof pageBuilderPages.$inferSelect;
export type NewPageRow = typeof pageBuilderPages.$inferInsert;

/** Writes the project's page of that type, replacing the one before it. */
export async function upsertPage(db: Database, page: NewPageRow): Promise<PageRow> {
  const { userId: _owner, projectId: _project, pageType: _type, ...changes } = page;
  const [row] = await db
    .insert(pageBuilderPages)
    .values(page)
    .onConflictDoUpdate({
      target: [pageBuilderPages.projectId, pageBuilderPages.pageType],
      set: { ...changes, generatedAt: page.generatedAt ?? new Date() },
    })
    .returning();
  if (!row) throw new Error('Saving a page returned no row.');
  return row;
}

export function listPages(db: Database, userId: string, projectId: string): Promise<PageRow[]> {
  return db
    .select()
    .from(pageBuilderPages)
    .where(and(eq(pageBuilderPages.userId, userId), eq(pageBuilderPages.projectId, projectId)))
    .orderBy(asc(pageBuilderPages.generatedAt));
}

export async function findPage(
  db: Database,
  userId: string,
  projectId: string,
  pageType: PageType,
): Promise<PageRow | undefined> {
  const [row] = await db
    .select()
    .from(pageBuilderPages)
    .where(
      and(
        eq(pageBuilderPages.userId, userId),
        eq(pageBuilderPages.projectId, projectId),
        eq(pageBuilderPages.pageType, pageType),
      ),
    );
  return row;
}

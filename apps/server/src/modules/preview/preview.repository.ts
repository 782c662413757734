import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';

/** The preview reads a project by its random token alone: no session, so no owner check. */
export function createPreviewRepository(db: Database) {
  return {
    async findByToken(previewToken: string) {
      const [row] = await db
        .select({
          id: projects.id,
          name: projects.name,
          generatedCode: projects.generatedCode,
          currentVersion: projects.currentVersion,
        })
        .from(projects)
        .where(eq(projects.previewToken, previewToken));
      return row;
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { CreateProjectBody, Project } from '@appforge/shared/contracts/projects';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';

export type ProjectRow = typeof projects.$inferSelect;

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    config: row.config,
    generatedCode: row.generatedCode ?? null,
    appSpec: row.appSpec ?? null,
    previewToken: row.previewToken,
    currentVersion: row.currentVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createProjectsRepository(db: Database) {
  return {
    async create(ownerId: string, body: CreateProjectBody): Promise<ProjectRow> {
      const [row] = await db
        .insert(projects)
        .values({ ...body, ownerId, previewToken: randomBytes(18).toString('base64url') })
        .returning();
      if (!row) throw new Error('Insert returned no project row.');
      return row;
    },

    listByOwner(ownerId: string): Promise<ProjectRow[]> {
      return db
        .select()
        .from(projects)
        .where(eq(projects.ownerId, ownerId))
        .orderBy(asc(projects.createdAt));
    },

    /** The project when it exists and belongs to `ownerId`; otherwise undefined (callers answer 404). */
    async findOwned(id: string, ownerId: string): Promise<ProjectRow | undefined> {
      const [row] = await db
        .select()
        .from(projects)
        .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)));
      return row;
    },

    async findById(id: string): Promise<ProjectRow | undefined> {
      const [row] = await db.select().from(projects).where(eq(projects.id, id));
      return row;
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;

import { randomBytes } from 'node:crypto';
import {
  DEFAULT_PROJECT_NAME,
  type CreateProjectBody,
  type GeneratedCode,
} from '@appforge/shared/contracts/builder';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';

export type ProjectRow = typeof projects.$inferSelect;

export async function insertProject(
  db: Database,
  ownerId: string,
  body: CreateProjectBody,
): Promise<ProjectRow> {
  const [row] = await db
    .insert(projects)
    .values({ ...body, ownerId, previewToken: randomBytes(18).toString('base64url') })
    .returning();
  if (!row) throw new Error('Insert returned no project row.');
  return row;
}

export function listProjectsByOwner(db: Database, ownerId: string): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(eq(projects.ownerId, ownerId))
    .orderBy(asc(projects.createdAt));
}

/** The project when it exists and belongs to `ownerId`; otherwise undefined. */
export async function findOwnedProject(
  db: Database,
  id: string,
  ownerId: string,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)));
  return row;
}

/** The owner's most recently updated project, if they have one. */
export async function findLatestOwnedProject(
  db: Database,
  ownerId: string,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(eq(projects.ownerId, ownerId))
    .orderBy(desc(projects.updatedAt), desc(projects.createdAt))
    .limit(1);
  return row;
}

export async function findProjectById(db: Database, id: string): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

/** The preview reads a project by its random token alone: no session, so no owner check. */
export async function findProjectByPreviewToken(db: Database, previewToken: string) {
  const [row] = await db
    .select({
      id: projects.id,
      ownerId: projects.ownerId,
      name: projects.name,
      generatedCode: projects.generatedCode,
      currentVersion: projects.currentVersion,
    })
    .from(projects)
    .where(eq(projects.previewToken, previewToken));
  return row;
}

export interface NewProjectCode {
  generatedCode: GeneratedCode;
  appSpec: unknown;
  /**
   * The generated app's name. The project takes it with its first version unless someone named
   * it: only a project still under the default name of one created for you is renamed.
   */
  appName?: string;
}

const nameAfterFirstVersion = (appName: string) =>
  sql`case when ${projects.currentVersion} = 0 and ${projects.name} = ${DEFAULT_PROJECT_NAME} then ${appName} else ${projects.name} end`;

/** Makes `code` the project's current code and returns the version number it becomes. */
export async function saveProjectCode(
  db: Database,
  projectId: string,
  code: NewProjectCode,
): Promise<number | undefined> {
  const [row] = await db
    .update(projects)
    .set({
      ...(code.appName ? { name: nameAfterFirstVersion(code.appName) } : {}),
      generatedCode: code.generatedCode,
      appSpec: code.appSpec,
      currentVersion: sql`${projects.currentVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(projects.id, projectId))
    .returning({ version: projects.currentVersion });
  return row?.version;
}

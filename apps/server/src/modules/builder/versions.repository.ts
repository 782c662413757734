import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectVersions } from '../../db/schema';

export type VersionRow = typeof projectVersions.$inferSelect;

export function listVersions(db: Database, projectId: string) {
  return db
    .select({
      version: projectVersions.version,
      prompt: projectVersions.prompt,
      createdAt: projectVersions.createdAt,
    })
    .from(projectVersions)
    .where(eq(projectVersions.projectId, projectId))
    .orderBy(desc(projectVersions.version));
}

export async function findVersion(
  db: Database,
  projectId: string,
  version: number,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.version, version)));
  return row;
}

export async function insertVersion(
  db: Database,
  version: {
    projectId: string;
    version: number;
    prompt: string;
    appSpec: unknown;
    generatedCode: GeneratedCode;
  },
): Promise<void> {
  await db.insert(projectVersions).values(version);
}

import type { ProjectVersion, ProjectVersionSummary } from '@appforge/shared/contracts/projects';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects, projectVersions } from '../../db/schema';
import type { EventBus } from '../../realtime/event-bus';
import { insertMessage } from '../messages/messages.repository';

export function createVersionsRepository(db: Database) {
  return {
    async list(projectId: string): Promise<ProjectVersionSummary[]> {
      const rows = await db
        .select({
          version: projectVersions.version,
          prompt: projectVersions.prompt,
          createdAt: projectVersions.createdAt,
        })
        .from(projectVersions)
        .where(eq(projectVersions.projectId, projectId))
        .orderBy(desc(projectVersions.version));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    async find(projectId: string, version: number): Promise<ProjectVersion | undefined> {
      const [row] = await db
        .select()
        .from(projectVersions)
        .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.version, version)));
      if (!row) return undefined;
      return {
        version: row.version,
        prompt: row.prompt,
        appSpec: row.appSpec ?? null,
        generatedCode: row.generatedCode,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /**
     * Copies version `version` into a new latest version and says so in the chat; the project's
     * sockets get code_update and the message.
     */
    restore(bus: EventBus, projectId: string, version: number) {
      return bus.transaction(db, async (tx, emit) => {
        const [source] = await tx
          .select()
          .from(projectVersions)
          .where(
            and(eq(projectVersions.projectId, projectId), eq(projectVersions.version, version)),
          );
        if (!source) return undefined;
        const [project] = await tx
          .update(projects)
          .set({
            generatedCode: source.generatedCode,
            appSpec: source.appSpec,
            currentVersion: sql`${projects.currentVersion} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(projects.id, projectId))
          .returning();
        if (!project) return undefined;
        const note = `Restored version ${version}`;
        await tx.insert(projectVersions).values({
          projectId,
          version: project.currentVersion,
          prompt: note,
          appSpec: source.appSpec,
          generatedCode: source.generatedCode,
        });
        const message = await insertMessage(tx, {
          projectId,
          content: note,
          isUser: false,
          metadata: { timestamp: new Date().toISOString() },
        });
        emit({ kind: 'code', projectId });
        emit({ kind: 'message', projectId, messageId: message.id, message });
        return project;
      });
    },
  };
}

import type {
  CreateProjectBody,
  Project,
  ProjectVersion,
  ProjectVersionSummary,
  RuntimeErrorReport,
} from '@appforge/shared/contracts/builder';
import type { Database } from '../../db/client';
import type { EventBus } from '../../realtime/event-bus';
import { captureSystemError } from '../admin/system-errors.service';
import { recordActivity } from './activity.repository';
import { insertMessage } from './messages.repository';
import {
  findProjectById,
  insertProject,
  listProjectsByOwner,
  saveProjectCode,
  type ProjectRow,
} from './projects.repository';
import { findVersion, insertVersion, listVersions } from './versions.repository';

/** How much of a runtime error's message its activity event keeps. */
const RUNTIME_ERROR_DETAIL_LENGTH = 300;

export function presentProject(row: ProjectRow): Project {
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

/** Projects and their versions. Callers have checked ownership (app.authorize.projectOwner). */
export function createProjectsService({ db, bus }: { db: Database; bus: EventBus }) {
  return {
    async list(ownerId: string): Promise<Project[]> {
      return (await listProjectsByOwner(db, ownerId)).map(presentProject);
    },

    async create(ownerId: string, body: CreateProjectBody): Promise<Project> {
      return presentProject(await insertProject(db, ownerId, body));
    },

    async currentCode(projectId: string) {
      return (await findProjectById(db, projectId))?.generatedCode;
    },

    async versions(projectId: string): Promise<ProjectVersionSummary[]> {
      const rows = await listVersions(db, projectId);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    async version(projectId: string, version: number): Promise<ProjectVersion | undefined> {
      const row = await findVersion(db, projectId, version);
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
     * sockets get code_update and the message. Undefined when there is no such version.
     */
    restore(project: ProjectRow, version: number): Promise<Project | undefined> {
      const projectId = project.id;
      return bus.transaction(db, async (tx, emit) => {
        const source = await findVersion(tx, projectId, version);
        if (!source) return undefined;
        const saved = await saveProjectCode(tx, projectId, {
          generatedCode: source.generatedCode,
          appSpec: source.appSpec,
        });
        if (saved === undefined) return undefined;
        const note = `Restored version ${version}`;
        await insertVersion(tx, {
          projectId,
          version: saved,
          prompt: note,
          appSpec: source.appSpec,
          generatedCode: source.generatedCode,
        });
        await recordActivity(tx, {
          userId: project.ownerId,
          projectId,
          kind: 'restore',
          version: saved,
          detail: { fromVersion: version },
        });
        const message = await insertMessage(tx, {
          projectId,
          content: note,
          isUser: false,
          metadata: { timestamp: new Date().toISOString() },
        });
        emit({ kind: 'code', projectId });
        emit({ kind: 'message', projectId, messageId: message.id, message });
        const restored = await findProjectById(tx, projectId);
        return restored && presentProject(restored);
      });
    },

    /**
     * A runtime error the builder saw in a phone preview of the project's current version: kept
     * for the admins' System Errors, and as the owner's activity (a Fix issue that leaves its
     * version with such an error did not fix it).
     */
    async reportRuntimeError(project: ProjectRow, report: RuntimeErrorReport): Promise<void> {
      const userId = project.ownerId;
      await captureSystemError(db, { type: 'preview_runtime', message: report.message, userId });
      await recordActivity(db, {
        userId,
        projectId: project.id,
        kind: 'runtime_error',
        version: project.currentVersion,
        detail: {
          platform: report.platform,
          message: report.message.slice(0, RUNTIME_ERROR_DETAIL_LENGTH),
        },
      });
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;

import {
  appSpecSchema,
  applyModelEdit,
  generateFromSpec,
  ModelEditError,
} from '@appforge/codegen/index';
import type { ModelEdit, ModelEditResult } from '@appforge/shared/contracts/data-model';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { EventBus } from '../../realtime/event-bus';
import { hasOpenJob } from './generation/queue-reads.repository';
import { generationReply } from './generation/generation-reply';
import { insertMessage } from './messages.repository';
import { findProjectById, saveProjectCode, type ProjectRow } from './projects.repository';
import { presentProject } from './projects.service';
import { insertVersion } from './versions.repository';

/**
 * The Data model view's edits: each changes the current AppSpec by name (codegen's
 * applyModelEdit), is rendered and verified like a follow-up, and saved as a new version with
 * its line in the chat, so restoring the version before undoes it.
 */
export function createModelEditsService({ db, bus }: { db: Database; bus: EventBus }) {
  return {
    async apply(project: ProjectRow, edit: ModelEdit): Promise<ModelEditResult> {
      const { appSpec, generatedCode } = project;
      if (!appSpec || !generatedCode)
        throw new HttpError(
          409,
          'no_app',
          'Describe your app in the chat first: its data model comes with it.',
        );
      if (await hasOpenJob(db, project.id))
        throw new HttpError(
          409,
          'busy',
          'A change to this app is still being made: edit the data model once it is done.',
        );
      let applied: ReturnType<typeof applyModelEdit>;
      try {
        applied = applyModelEdit(appSpecSchema.parse(appSpec), edit);
      } catch (error) {
        if (error instanceof ModelEditError)
          throw new HttpError(400, 'invalid_edit', error.message);
        throw error;
      }
      const result = await generateFromSpec(applied.spec, generatedCode, [applied.note]);
      const projectId = project.id;
      return bus.transaction(db, async (tx, emit) => {
        const version = await saveProjectCode(tx, projectId, {
          generatedCode: result.generatedCode,
          appSpec: result.appSpec,
        });
        // Another change landed since this one was read: saving would silently undo it.
        if (version !== project.currentVersion + 1)
          throw new HttpError(409, 'stale', 'The app changed meanwhile: look again and retry.');
        const said = `Data model: ${applied.note}`;
        await insertVersion(tx, {
          projectId,
          version,
          prompt: said,
          appSpec: result.appSpec,
          generatedCode: result.generatedCode,
        });
        const timestamp = new Date().toISOString();
        const asked = await insertMessage(tx, {
          projectId,
          content: said,
          isUser: true,
          metadata: { timestamp },
        });
        const reply = await insertMessage(tx, {
          projectId,
          isUser: false,
          ...generationReply(result, true),
        });
        emit({ kind: 'code', projectId, code: result.generatedCode });
        for (const message of [asked, reply])
          emit({ kind: 'message', projectId, messageId: message.id, message });
        const saved = await findProjectById(tx, projectId);
        return { project: presentProject(saved!), change: applied.note };
      });
    },
  };
}

export type ModelEditsService = ReturnType<typeof createModelEditsService>;

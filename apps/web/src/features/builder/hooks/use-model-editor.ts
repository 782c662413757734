import type { Project } from '@appforge/shared/contracts/builder';
import type { ModelEdit } from '@appforge/shared/contracts/data-model';
import { useEffect, useRef, useState } from 'react';
import { describeFailure, serverMessageOf } from '@/lib/api-error';
import { useEditModel } from '../api/edit-model';
import type { ModelEntity } from '../lib/data-model';
import { editProblem } from '../lib/model-edit';

/** A form of the Data model view: its id ties an error message to the form that sent the edit. */
export type EditForm = string;

export interface ModelEditor {
  /** An edit is being saved: every form is disabled until it ends. */
  busy: boolean;
  /** The form whose edit is being saved (its button shows the spinner). */
  sendingForm: EditForm | null;
  /** The reason the last edit of `form` was refused (by this page or the server), if it was. */
  errorOf: (form: EditForm) => string | null;
  /** What the live region says: saving, or saved as which version. */
  status: string;
  /** Checks and sends one edit; true once it is saved (the form may then clear what was typed). */
  send: (form: EditForm, edit: ModelEdit) => Promise<boolean>;
  /** Shows why a form cannot send yet ("Choose…"), in the same place as a refusal. */
  refuse: (form: EditForm, message: string) => void;
}

interface FocusReturn {
  element: HTMLElement;
  section: HTMLElement | null;
}

/**
 * Sends the view's edits one at a time. The forms are disabled while one is saved, which takes
 * focus from the button pressed: once the page shows the answer, focus goes back to that button,
 * or, when the edit removed or renamed its row, to the heading of its record type.
 */
export function useModelEditor(project: Project, entities: ModelEntity[]): ModelEditor {
  const mutation = useEditModel(project.id);
  const [failure, setFailure] = useState<{ form: EditForm; message: string } | null>(null);
  const [sendingForm, setSendingForm] = useState<EditForm | null>(null);
  const [status, setStatus] = useState('');
  const focusReturn = useRef<FocusReturn | null>(null);

  const busy = mutation.isPending;
  // Settled once the saved version is the one on screen, so rows it renamed have re-rendered.
  const settled =
    mutation.isError ||
    (mutation.isSuccess && project.currentVersion >= mutation.data.project.currentVersion);
  useEffect(() => {
    const target = focusReturn.current;
    if (busy || !settled || !target) return;
    focusReturn.current = null;
    if (target.element.isConnected) target.element.focus();
    else target.section?.querySelector<HTMLElement>('[data-focus-after-edit]')?.focus();
  });

  const send = async (form: EditForm, edit: ModelEdit) => {
    const problem = editProblem(edit, entities);
    setFailure(problem ? { form, message: problem } : null);
    if (problem) return false;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusReturn.current = active && { element: active, section: active.closest('section') };
    setSendingForm(form);
    setStatus('Saving the change…');
    try {
      const { project: saved, change } = await mutation.mutateAsync(edit);
      setStatus(
        `Saved as version ${saved.currentVersion}: ${change}. ` +
          `Restoring version ${saved.currentVersion - 1} in the Code tab undoes it.`,
      );
      return true;
    } catch (error) {
      setStatus('');
      setFailure({ form, message: serverMessageOf(error) ?? describeFailure(error) });
      return false;
    } finally {
      setSendingForm(null);
    }
  };

  return {
    busy,
    sendingForm,
    errorOf: (form) => (failure?.form === form ? failure.message : null),
    status,
    send,
    refuse: (form, message) => setFailure({ form, message }),
  };
}

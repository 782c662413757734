import type { Project } from '@appforge/shared/contracts/builder';
import { CircleCheck, Database, Loader2 } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useModelEditor } from '../../hooks/use-model-editor';
import { readDataModel, type ModelEntity } from '../../lib/data-model';
import { EntitySection } from './entity-section';
import { ModelDiagram } from './model-diagram';

/** Saving, or saved as which version: read out politely, and kept in view while the tab scrolls. */
function EditStatus({ status, busy }: { status: string; busy: boolean }) {
  return (
    <p
      role="status"
      className="sticky -top-4 z-10 -mx-4 flex items-start gap-2 bg-surface px-4 text-sm [&:not(:empty)]:py-2"
    >
      {status ? (
        busy ? (
          <Loader2 aria-hidden className="mt-0.5 size-4 shrink-0 animate-spin text-primary" />
        ) : (
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-secondary" />
        )
      ) : null}
      {status}
    </p>
  );
}

function ModelEditorView({ project, entities }: { project: Project; entities: ModelEntity[] }) {
  const editor = useModelEditor(project, entities);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-medium">Data model</h2>
        <p className="text-sm text-muted">
          The record types of your app and how they link. Each change is saved as a new version.
        </p>
      </div>
      <EditStatus status={editor.status} busy={editor.busy} />
      <ModelDiagram entities={entities} />
      <fieldset
        disabled={editor.busy}
        aria-busy={editor.busy}
        className="flex min-w-0 flex-col gap-4"
      >
        <legend className="sr-only">Edit the record types</legend>
        {entities.map((entity, index) => (
          // By position: a renamed type keeps its section, and the focus in it.
          <EntitySection key={index} entity={entity} entities={entities} editor={editor} />
        ))}
      </fieldset>
    </div>
  );
}

/** The Database tab: the project's record types as a diagram, and forms that change them. */
export function DataModelPanel({ project }: { project: Project | undefined }) {
  const appSpec = project?.appSpec;
  const model = useMemo(() => readDataModel(appSpec), [appSpec]);
  if (!project || model.status !== 'ready') {
    return (
      <EmptyState
        icon={Database}
        title="Data model"
        description={
          model.status === 'unreadable'
            ? 'This project’s record types are in a form this view cannot read. Describe a change in the chat to rebuild them.'
            : 'Describe your app in the chat: its record types appear here.'
        }
      />
    );
  }
  // Keyed on the project: another project starts with no message and no error of this one.
  return <ModelEditorView key={project.id} project={project} entities={model.entities} />;
}

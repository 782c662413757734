import { Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import type { ModelEditor } from '../../hooks/use-model-editor';
import { entityLabel, type ModelEntity } from '../../lib/data-model';
import { AddComputedForm } from './add-computed-form';
import { AddFieldForm } from './add-field-form';
import { AddLinkForm } from './add-link-form';
import { FieldRow } from './field-row';
import { FormError, NameForm } from './form-controls';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-2">
      <h4 id={id} className="text-xs font-medium tracking-wide text-muted uppercase">
        {title}
      </h4>
      {children}
    </div>
  );
}

export interface EntitySectionProps {
  entity: ModelEntity;
  entities: ModelEntity[];
  editor: ModelEditor;
}

/** One record type and the forms that change it, each sending one edit. */
export function EntitySection({ entity, entities, editor }: EntitySectionProps) {
  const headingId = useId();
  const name = entityLabel(entity.name);
  const removeValueForm = (value: string) => `${entity.name}.${value}:removeComputed`;
  const valueError = entity.computed
    .map((value) => editor.errorOf(removeValueForm(value.name)))
    .find(Boolean);

  return (
    <section
      aria-labelledby={headingId}
      className="@container flex flex-col gap-4 rounded-card border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        {/* Focus lands here when an edit removed or renamed the row whose button was pressed. */}
        <h3
          id={headingId}
          tabIndex={-1}
          data-focus-after-edit
          className="text-lg font-medium focus-visible:outline-none"
        >
          {name}
        </h3>
        <NameForm
          // Renamed: the form starts again from the new name.
          key={entity.name}
          form={`${entity.name}:rename`}
          editor={editor}
          inputLabel={`New name for ${name}`}
          buttonLabel="Rename"
          buttonName={`Rename ${name}`}
          initial={name}
          toEdit={(to) => ({ op: 'renameEntity', entity: entity.name, to })}
          className="w-full @lg:w-72"
        />
      </div>

      <Part title="Fields">
        <ul aria-label={`Fields of ${name}`} className="flex flex-col">
          {entity.fields.map((field) => (
            <FieldRow
              key={`${field.name}:${field.label}`}
              entity={entity}
              field={field}
              editor={editor}
            />
          ))}
        </ul>
        <AddFieldForm entity={entity} editor={editor} />
        <AddLinkForm entity={entity} entities={entities} editor={editor} />
      </Part>

      <Part title="Computed values">
        {entity.computed.length > 0 ? (
          <ul aria-label={`Computed values of ${name}`} className="flex flex-col gap-1">
            {entity.computed.map((value) => (
              <li key={value.name} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate">
                  = {value.label} <span className="text-muted">({value.kind})</span>
                </span>
                <BusyButton
                  size="sm"
                  variant="ghost"
                  icon={Trash2}
                  busy={editor.sendingForm === removeValueForm(value.name)}
                  aria-label={`Remove value ${value.label} of ${name}`}
                  className="hover:text-red-300"
                  onClick={() =>
                    void editor.send(removeValueForm(value.name), {
                      op: 'removeComputed',
                      entity: entity.name,
                      name: value.name,
                    })
                  }
                >
                  Remove
                </BusyButton>
              </li>
            ))}
          </ul>
        ) : null}
        <FormError message={valueError ?? null} />
        <AddComputedForm entity={entity} entities={entities} editor={editor} />
      </Part>

      {entity.actions.length > 0 ? (
        <Part title="Actions">
          <ul aria-label={`Actions of ${name}`} className="flex flex-wrap gap-2">
            {entity.actions.map((action) => (
              <li
                key={action.name}
                className="rounded-full border border-border-strong px-2.5 py-0.5 text-xs text-slate-300"
              >
                {action.label}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
    </section>
  );
}

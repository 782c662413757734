import { FIELD_TYPE_LABELS } from '@appforge/shared/contracts/data-model';
import { Trash2 } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import type { ModelEditor } from '../../hooks/use-model-editor';
import { entityLabel, isLink, type ModelEntity, type ModelField } from '../../lib/data-model';
import { ChoiceSelect, FormError, NameForm } from './form-controls';

const TYPE_CHOICES = Object.entries(FIELD_TYPE_LABELS).map(([value, label]) => ({ value, label }));

export interface FieldRowProps {
  entity: ModelEntity;
  field: ModelField;
  editor: ModelEditor;
}

/** One field of a record type: rename it, change its type (a link stays a link), remove it. */
export function FieldRow({ entity, field, editor }: FieldRowProps) {
  const type = entityLabel(entity.name);
  const row = `${entity.name}.${field.name}`;
  const link = isLink(field);
  const known = field.type in FIELD_TYPE_LABELS;
  const what = link ? 'link' : 'field';
  const typeError = editor.errorOf(`${row}:type`);
  const removeError = editor.errorOf(`${row}:remove`);

  return (
    <li className="flex flex-col gap-1.5 border-t border-border py-2 first:border-t-0">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 @lg:grid-cols-[minmax(0,1fr)_11rem_auto]">
        <NameForm
          form={`${row}:rename`}
          editor={editor}
          inputLabel={`New name for ${field.label} of ${type}`}
          buttonLabel="Rename"
          buttonName={`Rename ${field.label} of ${type}`}
          initial={field.label}
          toEdit={(to) => ({ op: 'renameField', entity: entity.name, field: field.name, to })}
          className="col-span-2 @lg:col-span-1"
        />
        {link || !known ? (
          <p className="flex h-8 items-center gap-1 truncate px-1 text-sm text-muted">
            {link ? `Link to ${entityLabel(field.relation ?? '?')}` : field.type}
          </p>
        ) : (
          <ChoiceSelect
            label={`Type of ${field.label} of ${type}`}
            value={field.type}
            choices={TYPE_CHOICES}
            disabled={editor.busy}
            onChange={(next) =>
              void editor.send(`${row}:type`, {
                op: 'retypeField',
                entity: entity.name,
                field: field.name,
                type: next as keyof typeof FIELD_TYPE_LABELS,
              })
            }
          />
        )}
        <BusyButton
          size="sm"
          variant="ghost"
          icon={Trash2}
          busy={editor.sendingForm === `${row}:remove`}
          aria-label={`Remove ${what} ${field.label} of ${type}`}
          className="justify-self-start hover:text-red-300"
          onClick={() =>
            void editor.send(`${row}:remove`, {
              op: 'removeField',
              entity: entity.name,
              field: field.name,
            })
          }
        >
          Remove
        </BusyButton>
      </div>
      <FormError message={typeError ?? removeError} />
    </li>
  );
}

import { FIELD_TYPE_LABELS } from '@appforge/shared/contracts/data-model';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Input } from '@/components/ui/input';
import type { ModelEditor } from '../../hooks/use-model-editor';
import { entityLabel, type ModelEntity } from '../../lib/data-model';
import { ChoiceSelect, FormError } from './form-controls';

type ValueType = keyof typeof FIELD_TYPE_LABELS;
const TYPE_CHOICES = Object.entries(FIELD_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** A new field: its label and its type; the form clears once it is saved. */
export function AddFieldForm({ entity, editor }: { entity: ModelEntity; editor: ModelEditor }) {
  const [label, setLabel] = useState('');
  const [type, setType] = useState<ValueType>('text');
  const errorId = useId();
  const form = `${entity.name}:addField`;
  const error = editor.errorOf(form);
  const of = entityLabel(entity.name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await editor.send(form, { op: 'addField', entity: entity.name, label, type })) {
      setLabel('');
      setType('text');
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-1.5">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 @lg:grid-cols-[minmax(0,1fr)_11rem_auto]">
        <Input
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          aria-label={`Label of the new field of ${of}`}
          placeholder="New field, e.g. Due date"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          className="col-span-2 h-8 @lg:col-span-1"
        />
        <ChoiceSelect
          label={`Type of the new field of ${of}`}
          value={type}
          choices={TYPE_CHOICES}
          onChange={(next) => setType(next as ValueType)}
          disabled={editor.busy}
        />
        <BusyButton
          type="submit"
          size="sm"
          variant="outline"
          icon={Plus}
          busy={editor.sendingForm === form}
          className="justify-self-start"
        >
          Add field
        </BusyButton>
      </div>
      <FormError id={errorId} message={error} />
    </form>
  );
}

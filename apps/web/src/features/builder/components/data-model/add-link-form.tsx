import { Link2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import type { ModelEditor } from '../../hooks/use-model-editor';
import { entityLabel, type ModelEntity } from '../../lib/data-model';
import { ChoiceSelect, FormError } from './form-controls';

export interface AddLinkFormProps {
  entity: ModelEntity;
  entities: ModelEntity[];
  editor: ModelEditor;
}

/** A link from this record type to another: each record of this type then picks one of those. */
export function AddLinkForm({ entity, entities, editor }: AddLinkFormProps) {
  const [to, setTo] = useState('');
  const form = `${entity.name}:addLink`;
  const of = entityLabel(entity.name);
  const choices = entities
    .filter((other) => other.name !== entity.name)
    .map((other) => ({ value: other.name, label: entityLabel(other.name) }));
  if (choices.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!to) {
      editor.refuse(form, 'Choose the record type to link to.');
      return;
    }
    if (await editor.send(form, { op: 'addLink', entity: entity.name, to })) setTo('');
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-1.5">
      <div className="grid items-center gap-2 @lg:grid-cols-[auto_11rem_auto]">
        <span className="text-sm text-muted">Each {of} picks one</span>
        <ChoiceSelect
          label={`Record type each ${of} links to`}
          value={to}
          onChange={setTo}
          choices={choices}
          placeholder="Record type"
          disabled={editor.busy}
        />
        <BusyButton
          type="submit"
          size="sm"
          variant="outline"
          icon={Link2}
          busy={editor.sendingForm === form}
          className="justify-self-start"
        >
          Add link
        </BusyButton>
      </div>
      <FormError message={editor.errorOf(form)} />
    </form>
  );
}

import { COMPUTED_CHOICES, type ComputedChoice } from '@appforge/shared/contracts/data-model';
import { Sigma } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import type { ModelEditor } from '../../hooks/use-model-editor';
import {
  entityLabel,
  fieldsForComputed,
  typesLinkingTo,
  type ModelEntity,
} from '../../lib/data-model';
import { ChoiceSelect, FormError } from './form-controls';

const KIND_CHOICES = Object.entries(COMPUTED_CHOICES).map(([value, label]) => ({ value, label }));

/** What each value reads of the linked records, to say so when they have no such field. */
const READS: Record<ComputedChoice, string> = {
  count: 'record',
  sum: 'number',
  average: 'number',
  min: 'number',
  max: 'number',
  streak: 'date',
  latest: 'value',
  difference: 'number',
};

export interface AddComputedFormProps {
  entity: ModelEntity;
  entities: ModelEntity[];
  editor: ModelEditor;
}

/**
 * A value computed over the records linked to this one: what to compute, over which linked type,
 * and (all but a count) which of their fields it reads.
 */
export function AddComputedForm({ entity, entities, editor }: AddComputedFormProps) {
  const [kind, setKind] = useState<ComputedChoice | ''>('');
  const [over, setOver] = useState('');
  const [field, setField] = useState('');
  const form = `${entity.name}:addComputed`;
  const of = entityLabel(entity.name);
  const linked = typesLinkingTo(entities, entity.name);
  // With one linked type there is nothing to choose.
  const overChosen = over || (linked.length === 1 ? linked[0]!.name : '');
  const overEntity = linked.find((candidate) => candidate.name === overChosen);
  const fieldChoices =
    kind && overEntity
      ? fieldsForComputed(kind, overEntity).map((choice) => ({
          value: choice.name,
          label: choice.label,
        }))
      : [];
  const needsField = kind !== '' && kind !== 'count';
  const fieldChosen = fieldChoices.some((choice) => choice.value === field) ? field : '';

  if (linked.length === 0) {
    return (
      <p className="text-xs text-muted">
        No record type links to {of} yet: add a link to {of} from another type to compute values
        over its records.
      </p>
    );
  }

  const missingChoice = () => {
    if (!kind) return 'Choose what to compute.';
    if (!overEntity) return 'Choose the linked record type.';
    if (!needsField || fieldChosen) return null;
    const over = entityLabel(overEntity.name);
    return fieldChoices.length === 0
      ? `${over} has no ${READS[kind]} field to read.`
      : `Choose the field of ${over} to read.`;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingChoice();
    if (missing) {
      editor.refuse(form, missing);
      return;
    }
    // Both chosen, as missingChoice found: this only tells TypeScript.
    if (!kind || !overEntity) return;
    const saved = await editor.send(form, {
      op: 'addComputed',
      entity: entity.name,
      kind,
      over: overEntity.name,
      ...(needsField ? { field: fieldChosen } : {}),
    });
    if (saved) {
      setKind('');
      setField('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-1.5">
      <div className="grid gap-2 @lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]">
        <ChoiceSelect
          label={`Value to compute for each ${of}`}
          value={kind}
          onChange={(next) => setKind(next as ComputedChoice)}
          choices={KIND_CHOICES}
          placeholder="Compute"
          disabled={editor.busy}
        />
        <ChoiceSelect
          label={`Linked records the value of ${of} is computed over`}
          value={overChosen}
          onChange={setOver}
          choices={linked.map((type) => ({
            value: type.name,
            label: entityLabel(type.pluralName),
          }))}
          placeholder="Over"
          disabled={editor.busy}
        />
        {needsField ? (
          <ChoiceSelect
            label={`Field the value of ${of} reads`}
            value={fieldChosen}
            onChange={setField}
            choices={fieldChoices}
            placeholder={fieldChoices.length > 0 ? 'Of field' : 'No field fits'}
            disabled={editor.busy || fieldChoices.length === 0}
          />
        ) : (
          <span aria-hidden className="max-@lg:hidden" />
        )}
        <BusyButton
          type="submit"
          size="sm"
          variant="outline"
          icon={Sigma}
          busy={editor.sendingForm === form}
          className="justify-self-start"
        >
          Add value
        </BusyButton>
      </div>
      <FormError message={editor.errorOf(form)} />
    </form>
  );
}

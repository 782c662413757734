import type { ModelEdit } from '@appforge/shared/contracts/data-model';
import { AlertTriangle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { EditForm, ModelEditor } from '../../hooks/use-model-editor';

/** Why an edit was refused, read out as soon as it shows. */
export function FormError({ id, message }: { id?: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="flex items-start gap-1.5 text-xs text-red-300">
      <AlertTriangle aria-hidden className="mt-px size-3.5 shrink-0 text-red-400" />
      {message}
    </p>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceSelectProps {
  /** The accessible name ("Type of Name in Kid"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: Choice[];
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

export function ChoiceSelect({
  label,
  value,
  onChange,
  choices,
  placeholder,
  disabled,
  className,
}: ChoiceSelectProps) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger aria-label={label} className={cn('h-8', className)}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export interface NameFormProps {
  form: EditForm;
  editor: ModelEditor;
  /** The input's accessible name ("New name for Kid"). */
  inputLabel: string;
  /** The button's text; `buttonName` when its accessible name must say more. */
  buttonLabel: string;
  buttonName?: string;
  initial: string;
  toEdit: (name: string) => ModelEdit;
  className?: string;
}

/**
 * A name and the button that saves it (renaming a type or a field). What was typed stays after a
 * refusal; after a save the row re-renders with the new name.
 */
export function NameForm({
  form,
  editor,
  inputLabel,
  buttonLabel,
  buttonName,
  initial,
  toEdit,
  className,
}: NameFormProps) {
  const [name, setName] = useState(initial);
  const errorId = useId();
  const error = editor.errorOf(form);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.send(form, toEdit(name));
  };
  return (
    <form onSubmit={submit} noValidate className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <div className="flex min-w-0 gap-2">
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-label={inputLabel}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          className="h-8"
        />
        <BusyButton
          type="submit"
          size="sm"
          variant="secondary"
          busy={editor.sendingForm === form}
          aria-label={buttonName}
        >
          {buttonLabel}
        </BusyButton>
      </div>
      <FormError id={errorId} message={error} />
    </form>
  );
}

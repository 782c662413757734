import {
  CUSTOM_REQUIREMENT_MAX_LENGTH,
  CUSTOM_REQUIREMENTS_MAX,
} from '@appforge/shared/contracts/page-builder';
import { Textarea } from '@/components/ui/textarea';

export interface RequirementsFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** Custom requirements for a page, typed one per line (sent as `customRequirements`). */
export function RequirementsField({
  id,
  value,
  onChange,
  error,
  disabled,
}: RequirementsFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        Custom requirements
      </label>
      <Textarea
        id={id}
        rows={3}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        placeholder={'A pricing table with three plans\nA section about the team'}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
      />
      <p id={hintId} className="text-xs text-muted">
        Optional. One per line, up to {CUSTOM_REQUIREMENTS_MAX}, each at most{' '}
        {CUSTOM_REQUIREMENT_MAX_LENGTH} characters.
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useId } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

export interface OptionSelectProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  /** Each option's value and the label people read, in display order. */
  options: Record<T, string>;
  disabled?: boolean;
}

/** A labelled select over a fixed set of values (languages, platforms). */
export function OptionSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  disabled,
}: OptionSelectProps<T>) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <Select value={value} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {(Object.entries(options) as [T, string][]).map(([option, optionLabel]) => (
            <SelectItem key={option} value={option}>
              {optionLabel}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

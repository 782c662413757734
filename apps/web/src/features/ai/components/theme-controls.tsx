import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import {
  FONT_SIZE_RANGE,
  SPACING_RANGE,
  UI_THEME_DEFAULTS,
  wholeNumberIn,
  type UiTheme,
} from '../lib/ui-theme';

export interface ThemeControlsProps {
  theme: UiTheme;
  onChange: (theme: UiTheme) => void;
  disabled?: boolean;
}

function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <div className="flex h-9 items-center gap-2 rounded-control border border-border bg-surface-raised px-2">
        <input
          id={id}
          type="color"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="size-6 shrink-0 cursor-pointer rounded border-0 bg-transparent p-0 focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:outline-none"
        />
        <span className="truncate font-mono text-xs text-slate-300 uppercase">{value}</span>
      </div>
    </div>
  );
}

/** A number field that keeps what is typed and settles it inside its range when left. */
function NumberField({
  label,
  value,
  range,
  fallback,
  onChange,
}: {
  label: string;
  value: number;
  range: { min: number; max: number };
  fallback: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(wholeNumberIn(event.target.value, range, fallback));
        }}
        onBlur={() => setText(String(wholeNumberIn(text, range, fallback)))}
        className="tabular-nums"
      />
    </div>
  );
}

/** The theme of a generated component: two colours, a base font size and a spacing unit. The fieldset disables them all while a request runs. */
export function ThemeControls({ theme, onChange, disabled }: ThemeControlsProps) {
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-4" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-foreground">Theme</legend>
      <ColourField
        label="Primary colour"
        value={theme.primaryColor}
        onChange={(primaryColor) => onChange({ ...theme, primaryColor })}
      />
      <ColourField
        label="Secondary colour"
        value={theme.secondaryColor}
        onChange={(secondaryColor) => onChange({ ...theme, secondaryColor })}
      />
      <NumberField
        label="Font size (px)"
        value={theme.fontSize}
        range={FONT_SIZE_RANGE}
        fallback={UI_THEME_DEFAULTS.fontSize}
        onChange={(fontSize) => onChange({ ...theme, fontSize })}
      />
      <NumberField
        label="Spacing (px)"
        value={theme.spacing}
        range={SPACING_RANGE}
        fallback={UI_THEME_DEFAULTS.spacing}
        onChange={(spacing) => onChange({ ...theme, spacing })}
      />
    </fieldset>
  );
}

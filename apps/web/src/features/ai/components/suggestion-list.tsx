import { Sparkles } from 'lucide-react';
import { useId } from 'react';

export interface SuggestionListProps {
  title: string;
  suggestions: readonly string[];
  /** Fills the prompt or description with the chosen text. */
  onPick: (suggestion: string) => void;
  disabled?: boolean;
}

/** Clickable suggestions that fill the prompt (spec 02 §2). */
export function SuggestionList({ title, suggestions, onPick, disabled }: SuggestionListProps) {
  const titleId = useId();
  return (
    <div className="flex flex-col gap-2">
      <p id={titleId} className="flex items-center gap-2 text-sm font-medium text-foreground">
        <Sparkles aria-hidden className="size-4 text-primary" />
        {title}
      </p>
      <ul aria-labelledby={titleId} className="flex flex-wrap gap-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion} className="min-w-0">
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(suggestion)}
              className="rounded-full border border-border bg-surface-raised/60 px-3 py-1.5 text-left text-xs text-slate-300 transition-colors duration-150 ease-out hover:border-cyan-500/60 hover:text-foreground focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50"
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { languageBarWidth, type Profile } from '@appforge/shared/contracts/productivity';
import { formatLines } from '../lib/productivity-format';

type Languages = Profile['stats']['favoriteLanguages'];

/** spec 02 §9: bars by rank, 100, 80, 60 and so on; the figures beside them are the real lines. */
export function LanguageBars({ languages }: { languages: Languages }) {
  return (
    <ol aria-label="Favourite languages" className="flex flex-col gap-3">
      {languages.map(({ language, lines }, index) => (
        <li key={language} className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate font-medium text-foreground">{language}</span>
            <span className="shrink-0 text-xs text-muted tabular-nums">{formatLines(lines)}</span>
          </div>
          <div aria-hidden className="h-2 w-full overflow-hidden rounded-full bg-surface-raised">
            <div
              data-testid="language-bar"
              className="h-full rounded-full bg-primary transition-[width] duration-200 ease-out"
              style={{ width: `${languageBarWidth(index)}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

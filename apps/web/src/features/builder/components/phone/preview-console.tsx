import { cn } from '@/lib/cn';
import type { PreviewLine } from '../../hooks/use-preview-messages';

/** The last lines the preview printed (console output and errors), newest at the bottom. */
const SHOWN = 4;

export function PreviewConsole({ lines, waiting }: { lines: PreviewLine[]; waiting: boolean }) {
  const shown = lines.slice(-SHOWN);
  return (
    <div
      className="rounded-control border border-border bg-slate-950 p-2.5 font-mono text-[11px]"
      role="log"
      aria-label="Preview console"
    >
      {shown.length === 0 ? (
        <p className="text-slate-500">
          {waiting ? 'Starting the preview…' : 'No console output yet.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {shown.map((line) => (
            <li
              key={line.id}
              className={cn(
                'truncate',
                line.level === 'error'
                  ? 'text-red-300'
                  : line.level === 'warn'
                    ? 'text-amber-300'
                    : 'text-emerald-300',
              )}
              title={line.text}
            >
              {line.level === 'error' ? '✕ ' : '› '}
              {line.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

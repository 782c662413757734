import { ChevronRight } from 'lucide-react';
import { Highlight } from 'prism-react-renderer';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { CodeTokens } from '@/components/ui/code-block';
import { codeTheme } from '@/components/ui/code-theme';
import { cn } from '@/lib/cn';
import type { DiffHunk, FileChange } from '../../lib/diff-files';
import { languageOf } from '../../lib/file-tree';

const STATUS_TONE = { added: 'success', removed: 'destructive', changed: 'warning' } as const;

const ROW_STYLE = {
  added: 'bg-emerald-500/10',
  removed: 'bg-red-500/10',
  context: '',
} as const;

const SIGN = { added: '+', removed: '-', context: ' ' } as const;
const SIGN_STYLE = {
  added: 'text-emerald-400',
  removed: 'text-red-400',
  context: 'text-slate-600',
} as const;
const SIGN_NAME = { added: 'added', removed: 'removed', context: '' } as const;

/** One hunk: its header, then each line with both line numbers, a +/- gutter and highlighting. */
function Hunk({ hunk, language }: { hunk: DiffHunk; language: string }) {
  return (
    <Highlight
      theme={codeTheme}
      code={hunk.lines.map((line) => line.text).join('\n')}
      language={language}
    >
      {({ tokens, getTokenProps }) => (
        <div>
          <div className="w-max min-w-full bg-cyan-500/10 px-3 py-0.5 text-cyan-300">
            {hunk.header}
          </div>
          {hunk.lines.map((line, index) => (
            <div key={index} className={cn('flex min-h-5 w-max min-w-full', ROW_STYLE[line.kind])}>
              <span
                aria-hidden
                className="w-8 shrink-0 pr-2 text-right text-slate-600 tabular-nums select-none @lg:w-10"
              >
                {line.oldNumber ?? ''}
              </span>
              <span
                aria-hidden
                className="w-8 shrink-0 pr-2 text-right text-slate-600 tabular-nums select-none @lg:w-10"
              >
                {line.newNumber ?? ''}
              </span>
              <span className={cn('w-5 shrink-0 text-center select-none', SIGN_STYLE[line.kind])}>
                <span aria-hidden>{SIGN[line.kind]}</span>
                {line.kind === 'context' ? null : (
                  <span className="sr-only">{SIGN_NAME[line.kind]}: </span>
                )}
              </span>
              <code className="pr-6 whitespace-pre">
                <CodeTokens line={tokens[index] ?? []} getTokenProps={getTokenProps} />
              </code>
            </div>
          ))}
        </div>
      )}
    </Highlight>
  );
}

export interface FileDiffProps {
  change: FileChange;
  defaultOpen: boolean;
}

/** One changed file: a summary row (path, status, +/- counts) that opens its unified diff. */
export function FileDiff({ change, defaultOpen }: FileDiffProps) {
  const [open, setOpen] = useState(defaultOpen);
  const language = languageOf(change.path).prism;
  const cut = change.path.lastIndexOf('/') + 1;
  const folder = change.path.slice(0, cut);
  const name = change.path.slice(cut);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group overflow-hidden rounded-control border border-border bg-slate-950"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 bg-surface px-3 py-2 font-mono text-xs outline-none hover:bg-surface-raised focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:ring-inset [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden
          className="size-3.5 shrink-0 text-muted transition-transform duration-150 group-open:rotate-90"
        />
        <span className="flex min-w-0 flex-1 flex-col @lg:flex-row" title={change.path}>
          {/* Narrow: the name first and its folder under it, so neither is cut to a few letters. */}
          {folder ? (
            <span className="order-2 min-w-0 truncate text-[0.6875rem] text-muted @lg:order-1 @lg:text-xs">
              {folder}
            </span>
          ) : null}
          <span className="order-1 min-w-0 truncate text-slate-200 @lg:order-2 @lg:shrink-0">
            {name}
          </span>
        </span>
        <Badge tone={STATUS_TONE[change.status]} className="px-2 py-0 font-sans">
          {change.status}
        </Badge>
        {/* A zero is noise: an added file shows only its +, a removed one only its -. */}
        <span className="flex min-w-12 justify-end gap-2 tabular-nums">
          {change.added > 0 || change.status === 'changed' ? (
            <span className="text-emerald-400">
              +{change.added}
              <span className="sr-only"> lines added</span>
            </span>
          ) : null}
          {change.removed > 0 || change.status === 'changed' ? (
            <span className="text-red-400">
              -{change.removed}
              <span className="sr-only"> lines removed</span>
            </span>
          ) : null}
        </span>
      </summary>
      {/* Rendered only once opened: the first version's diff can hold every line of every file. */}
      {open ? (
        <div
          role="region"
          aria-label={`Changes to ${change.path}`}
          tabIndex={0}
          className="max-h-[32rem] overflow-auto border-t border-border py-1 font-mono text-xs leading-5 text-slate-200 focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:outline-none focus-visible:ring-inset"
        >
          {change.hunks.length === 0 ? (
            <p className="px-3 py-1 font-sans text-muted">The file is empty.</p>
          ) : null}
          {change.hunks.map((hunk) => (
            <Hunk key={hunk.header} hunk={hunk} language={language} />
          ))}
        </div>
      ) : null}
    </details>
  );
}

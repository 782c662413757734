import { FileCode2 } from 'lucide-react';
import { Highlight } from 'prism-react-renderer';
import { memo } from 'react';
import { CodeTokens } from '@/components/ui/code-block';
import { codeTheme } from '@/components/ui/code-theme';
import { FileActions } from '@/components/ui/file-actions';
import { cn } from '@/lib/cn';
import { languageOf } from '../../lib/file-tree';

/**
 * The highlighted lines with their numbers. Memoised on the text, so the Copy feedback or any
 * other re-render of the viewer does not tokenise and re-render a 500-line file again.
 */
const HighlightedFile = memo(function HighlightedFile({
  path,
  content,
}: {
  path: string;
  content: string;
}) {
  return (
    <Highlight
      theme={codeTheme}
      code={content.replace(/\n$/, '')}
      language={languageOf(path).prism}
    >
      {({ className, tokens, getTokenProps }) => (
        <pre className={`${className} min-w-full py-3 font-mono text-xs leading-5 text-slate-200`}>
          {tokens.map((line, index) => (
            <div key={index} className="flex min-h-5 w-max min-w-full hover:bg-slate-800/40">
              {/* Sticky, so the numbers stay in view while a long line scrolls sideways. */}
              <span
                aria-hidden
                className="sticky left-0 w-12 shrink-0 bg-slate-950 pr-4 text-right text-slate-600 tabular-nums select-none"
              >
                {index + 1}
              </span>
              <code className="pr-6 whitespace-pre">
                <CodeTokens line={line} getTokenProps={getTokenProps} />
              </code>
            </div>
          ))}
        </pre>
      )}
    </Highlight>
  );
});

export interface CodeViewerProps {
  path: string;
  content: string;
  /** Set when the file belongs to an older version, which is shown read-only. */
  version?: number | null;
  className?: string;
}

/** One file: its path, language and size, Copy and Download, and the highlighted text. */
export function CodeViewer({ path, content, version = null, className }: CodeViewerProps) {
  const name = path.split('/').pop() ?? path;
  const lineCount = content.replace(/\n$/, '').split('\n').length;
  return (
    <section
      aria-label={`File ${path}`}
      className={cn(
        'flex min-h-0 min-w-0 flex-col overflow-hidden rounded-control border border-border bg-slate-950',
        className,
      )}
    >
      <header className="flex shrink-0 items-center gap-2 border-b border-border bg-surface px-3 py-2">
        <FileCode2 aria-hidden className="size-4 shrink-0 text-muted" />
        <h3 className="min-w-0 flex-1 truncate font-mono text-xs text-slate-200" title={path}>
          {path}
        </h3>
        <span className="hidden shrink-0 text-xs text-muted tabular-nums @md:inline">
          {languageOf(path).label} · {lineCount} {lineCount === 1 ? 'line' : 'lines'}
          {version === null ? '' : ` · version ${version}, read-only`}
        </span>
        <FileActions label={path} fileName={name} content={content} />
      </header>
      {/* Focusable: keyboard users scroll it too. Long lines scroll here, never the page. */}
      <div
        role="region"
        aria-label={`Contents of ${path}`}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-auto focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:outline-none focus-visible:ring-inset"
      >
        <HighlightedFile path={path} content={content} />
      </div>
    </section>
  );
}

import { Highlight, type RenderProps, type Token } from 'prism-react-renderer';
import { memo } from 'react';
import { cn } from '@/lib/cn';
import { codeTheme } from './code-theme';

/** One highlighted line: Prism's tokens as coloured spans (class "token <type>"). */
export function CodeTokens({
  line,
  getTokenProps,
}: {
  line: Token[];
  getTokenProps: RenderProps['getTokenProps'];
}) {
  return (
    <>
      {line.map((token, index) => {
        // An empty line arrives as one "\n" token: render nothing; the row's min-height keeps the line.
        if (token.empty) return null;
        return <span key={index} {...getTokenProps({ token })} />;
      })}
    </>
  );
}

export interface CodeBlockProps {
  code: string;
  /**
   * A grammar of prism-react-renderer's bundled Prism (tsx, jsx, python, swift, kotlin, rust, css,
   * json, markup…); an unknown name renders plain text.
   */
  grammar: string;
  /** Names the scrolling region for screen readers ("Generated code"). */
  label: string;
  /** 1-based line numbers to mark (an analysis finding points there). */
  markedLines?: ReadonlySet<number>;
  className?: string;
}

/**
 * Highlighted code with line numbers in its own focusable scroll region: long lines scroll here,
 * never the page. Memoised on its text, so a parent's re-render does not tokenise it again.
 */
export const CodeBlock = memo(function CodeBlock({
  code,
  grammar,
  label,
  markedLines,
  className,
}: CodeBlockProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'min-w-0 overflow-auto rounded-control border border-border bg-slate-950 focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:outline-none',
        className,
      )}
    >
      <Highlight theme={codeTheme} code={code.replace(/\n$/, '')} language={grammar}>
        {({ className: prismClass, tokens, getTokenProps }) => (
          <pre className={cn(prismClass, 'min-w-full py-3 font-mono text-xs leading-5')}>
            {tokens.map((line, index) => {
              const marked = markedLines?.has(index + 1) ?? false;
              return (
                <div
                  key={index}
                  data-marked={marked || undefined}
                  className={cn(
                    'flex min-h-5 w-max min-w-full',
                    marked ? 'bg-amber-500/15' : 'hover:bg-slate-800/40',
                  )}
                >
                  {/* Sticky, so the numbers stay in view while a long line scrolls sideways. */}
                  <span
                    aria-hidden
                    className={cn(
                      'sticky left-0 w-10 shrink-0 pr-3 text-right tabular-nums select-none',
                      marked ? 'bg-amber-950 text-amber-300' : 'bg-slate-950 text-slate-600',
                    )}
                  >
                    {index + 1}
                  </span>
                  <code className="pr-6 whitespace-pre">
                    <CodeTokens line={line} getTokenProps={getTokenProps} />
                  </code>
                </div>
              );
            })}
          </pre>
        )}
      </Highlight>
    </div>
  );
});

import { cn } from '@/lib/cn';
import { inlineCodeParts } from '../lib/inline-code';

/** An answer's explanation: the engine's paragraphs and lists as wrapped text, `names` in mono. */
export function ExplanationText({ text, className }: { text: string; className?: string }) {
  if (!text.trim()) return null;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <h4 className="text-sm font-medium text-foreground">Explanation</h4>
      <p className="text-sm break-words whitespace-pre-line text-slate-300">
        {inlineCodeParts(text).map((part, index) =>
          part.code ? (
            <code
              key={index}
              className="rounded bg-surface-raised px-1 py-0.5 font-mono text-xs text-slate-200"
            >
              {part.text}
            </code>
          ) : (
            part.text
          ),
        )}
      </p>
    </div>
  );
}

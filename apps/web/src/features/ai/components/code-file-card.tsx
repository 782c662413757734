import { FileCode2 } from 'lucide-react';
import { CodeBlock } from '@/components/ui/code-block';
import { FileActions } from '@/components/ui/file-actions';
import { cn } from '@/lib/cn';

export interface CodeFileCardProps {
  fileName: string;
  code: string;
  grammar: string;
  /** Shown beside the name ("Python", "SwiftUI"). */
  caption?: string;
  className?: string;
  codeClassName?: string;
}

/** A generated file: its name, Copy and Download, and the highlighted code. */
export function CodeFileCard({
  fileName,
  code,
  grammar,
  caption,
  className,
  codeClassName,
}: CodeFileCardProps) {
  return (
    <section
      aria-label={`File ${fileName}`}
      className={cn('flex min-w-0 flex-col gap-2', className)}
    >
      <header className="flex min-w-0 items-center gap-2">
        <FileCode2 aria-hidden className="size-4 shrink-0 text-muted" />
        <h4 className="min-w-0 flex-1 truncate font-mono text-xs text-slate-200" title={fileName}>
          {fileName}
        </h4>
        {caption ? <span className="hidden text-xs text-muted sm:inline">{caption}</span> : null}
        <FileActions label={fileName} fileName={fileName} content={code} />
      </header>
      <CodeBlock
        code={code}
        grammar={grammar}
        label={`Contents of ${fileName}`}
        className={cn('max-h-[32rem]', codeClassName)}
      />
    </section>
  );
}

import { Check, Copy, Download, FileCode2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CodeBlock } from '@/components/ui/code-block';
import { cn } from '@/lib/cn';
import { downloadFile } from '@/lib/download-file';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { toast } from '@/lib/use-toast';

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
  const { copied, copy } = useCopyToClipboard();
  const onCopy = async () => {
    if (!(await copy(code))) {
      toast({
        title: 'Copy failed',
        description: 'The browser refused the clipboard. Select the text and copy it instead.',
        variant: 'destructive',
      });
    }
  };
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
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Download ${fileName}`}
          title={`Download ${fileName}`}
          onClick={() => downloadFile(fileName, code)}
        >
          <Download aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="w-24"
          aria-label={`Copy ${fileName}`}
          onClick={() => void onCopy()}
        >
          {copied ? <Check aria-hidden className="text-emerald-400" /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <span role="status" className="sr-only">
          {copied ? `${fileName} copied to the clipboard` : ''}
        </span>
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

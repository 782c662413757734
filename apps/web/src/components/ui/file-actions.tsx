import { Check, Copy, Download } from 'lucide-react';
import { downloadFile } from '@/lib/download-file';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { toast } from '@/lib/use-toast';
import { Button } from './button';

export interface FileActionsProps {
  /** How buttons and announcements name the file (its path or file name). */
  label: string;
  /** The name the download is saved under. */
  fileName: string;
  content: string;
}

/** Download and Copy for one file, with the copy announced to screen readers. */
export function FileActions({ label, fileName, content }: FileActionsProps) {
  const { copied, copy } = useCopyToClipboard();
  const onCopy = async () => {
    if (!(await copy(content))) {
      toast({
        title: 'Copy failed',
        description: 'The browser refused the clipboard. Select the text and copy it instead.',
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Download ${label}`}
        title={`Download ${fileName}`}
        onClick={() => downloadFile(fileName, content)}
      >
        <Download aria-hidden />
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="w-24"
        aria-label={`Copy ${label}`}
        onClick={() => void onCopy()}
      >
        {copied ? <Check aria-hidden className="text-emerald-400" /> : <Copy aria-hidden />}
        {copied ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" className="sr-only">
        {copied ? `${label} copied to the clipboard` : ''}
      </span>
    </>
  );
}

import { Check, Copy, Download } from 'lucide-react';
import { downloadFile } from '@/lib/download-file';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
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
  const { copied, copyOrExplain } = useCopyToClipboard();
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
        onClick={() => void copyOrExplain(content)}
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

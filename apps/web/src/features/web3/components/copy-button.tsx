import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';

export interface CopyButtonProps {
  value: string;
  /** What is copied, for the button's name and the announcement ("address", "transaction hash"). */
  label: string;
}

/** An icon button that copies an address or hash, with the copy announced to screen readers. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const { copied, copyOrExplain } = useCopyToClipboard();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="size-7 shrink-0"
        aria-label={`Copy ${label}`}
        title={copied ? 'Copied' : `Copy ${label}`}
        onClick={() => void copyOrExplain(value)}
      >
        {copied ? <Check aria-hidden className="text-emerald-400" /> : <Copy aria-hidden />}
      </Button>
      <span role="status" className="sr-only">
        {copied ? `${label} copied to the clipboard` : ''}
      </span>
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { toast } from './use-toast';

const FEEDBACK_MS = 1500;

/**
 * Copies text and says so for a moment ("Copied"). A refused or missing clipboard (a page served
 * over plain http on a network address has none) leaves `copied` false and says in a toast what
 * to do instead.
 */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), FEEDBACK_MS);
    return true;
  };
  const copyOrExplain = async (text: string): Promise<void> => {
    if (await copy(text)) return;
    toast({
      title: 'Copy failed',
      description: 'The browser refused the clipboard. Select the text and copy it instead.',
      variant: 'destructive',
    });
  };
  return { copied, copyOrExplain };
}

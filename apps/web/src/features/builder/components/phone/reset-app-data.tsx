import { Eraser } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

export interface ResetAppDataProps {
  /** "iOS" or "Android": names the button and the dialog. */
  platformName: string;
  disabled: boolean;
  /** Forgets the stored data and starts the frame again; the dialog stays open until it settles. */
  onReset: () => Promise<void>;
}

/** The icon button beside a phone that, once confirmed, deletes the data its preview app saved. */
export function ResetAppData({ platformName, disabled, onReset }: ResetAppDataProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onReset();
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    } finally {
      setPending(false);
    }
  };
  const openChange = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    setError(null);
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <Tooltip>
        <TooltipTrigger asChild>
          <DialogTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={`Reset app data (${platformName})`}
              disabled={disabled}
            >
              <Eraser aria-hidden />
            </Button>
          </DialogTrigger>
        </TooltipTrigger>
        <TooltipContent>Reset app data</TooltipContent>
      </Tooltip>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset the {platformName} app data?</DialogTitle>
          <DialogDescription>
            Everything the app saved in the {platformName} preview is deleted, and it starts again
            as on a new phone. The other phone keeps its own data.
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <ErrorState
            title="The app data could not be reset"
            error={error}
            onRetry={() => void confirm()}
          />
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => void confirm()} disabled={pending}>
            <Eraser aria-hidden />
            {pending ? 'Resetting…' : 'Reset app data'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

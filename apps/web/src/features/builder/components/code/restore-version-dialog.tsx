import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';

export interface RestoreVersionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  version: number;
  current: number;
  pending: boolean;
  error: Error | null;
  onConfirm: () => void;
  /** Radix returns focus to the Restore button, which is gone after a restore: the caller picks another. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before an older version's code becomes the current one; stays open while that runs. */
export function RestoreVersionDialog({
  open,
  onOpenChange,
  version,
  current,
  pending,
  error,
  onConfirm,
  onCloseAutoFocus,
}: RestoreVersionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Restore version {version}?</DialogTitle>
          <DialogDescription>
            Its code becomes a new version {current + 1} and the phone previews reload with it.
            Version {current} and every other version stay in the history.
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <ErrorState
            title={`Version ${version} could not be restored`}
            error={error}
            onRetry={onConfirm}
          />
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={pending}>
            <RotateCcw
              aria-hidden
              className={pending ? 'animate-spin [animation-direction:reverse]' : undefined}
            />
            {pending ? 'Restoring…' : `Restore version ${version}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

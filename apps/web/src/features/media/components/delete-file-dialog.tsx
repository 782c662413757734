import type { MediaFile } from '@appforge/shared/contracts/media';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useDeleteMediaFile } from '../api/delete-media-file';

/** The delete button of a gallery card, asking before the file and its copies are removed. */
export function DeleteFileDialog({ file }: { file: MediaFile }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteMediaFile();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 hover:text-red-300"
          aria-label={`Delete ${file.originalName}`}
          title="Delete"
        >
          <Trash2 aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {file.originalName}?</DialogTitle>
          <DialogDescription>
            The file, its thumbnail and every processed copy are removed. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <BusyButton
            variant="destructive"
            icon={Trash2}
            busy={remove.isPending}
            busyLabel="Deleting..."
            onClick={() => remove.mutate(file, { onSuccess: () => setOpen(false) })}
          >
            Delete file
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

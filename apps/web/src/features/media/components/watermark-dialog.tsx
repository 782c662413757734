import { WATERMARK_MAX_LENGTH } from '@appforge/shared/contracts/media';
import { Stamp } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
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
import { Input } from '@/components/ui/input';

export interface WatermarkDialogProps {
  /** The button that opens it. */
  trigger: ReactNode;
  description: string;
  onApply: (text: string) => void;
}

/** Asks for the watermark's text (1–60 characters), then applies it. */
export function WatermarkDialog({ trigger, description, onApply }: WatermarkDialogProps) {
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    setOpen(false);
    onApply(trimmed);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Apply Watermark</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <label htmlFor={fieldId} className="text-sm font-medium text-foreground">
              Watermark text
            </label>
            <Input
              id={fieldId}
              value={text}
              maxLength={WATERMARK_MAX_LENGTH}
              placeholder="© Your Studio"
              onChange={(event) => setText(event.target.value)}
              autoFocus
            />
            <p className="text-xs text-muted">At most {WATERMARK_MAX_LENGTH} characters.</p>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!trimmed}>
              <Stamp aria-hidden />
              Apply
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

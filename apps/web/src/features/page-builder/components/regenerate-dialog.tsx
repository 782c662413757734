import { PAGE_TYPE_LABELS, type PageType } from '@appforge/shared/contracts/page-builder';
import { RefreshCw } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
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
import { useGeneratePage } from '../api/generate-page';
import { usePageBuilderContext } from '../hooks/page-builder-context';
import { parseRequirements, requirementsText } from '../lib/custom-requirements';
import { RequirementsField } from './requirements-field';

export interface RegenerateDialogProps {
  pageType: PageType;
  /** What the page was last written with: the field starts from them. */
  requirements: readonly string[];
}

/** Regenerate: writes the page again, with the requirements edited in a dialog first. */
export function RegenerateDialog({ pageType, requirements }: RegenerateDialogProps) {
  const { projectId, building } = usePageBuilderContext();
  const generate = useGeneratePage(projectId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const fieldId = useId();
  const label = PAGE_TYPE_LABELS[pageType];
  const parsed = parseRequirements(text);

  const onOpenChange = (next: boolean) => {
    if (next) setText(requirementsText(requirements));
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.ok) return;
    generate.mutate(
      { pageType, customRequirements: parsed.requirements },
      { onSuccess: () => setOpen(false) },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <BusyButton
          variant="outline"
          size="sm"
          icon={RefreshCw}
          busy={generate.isPending}
          disabled={building}
          aria-label={`Regenerate ${label}`}
        >
          Regenerate
        </BusyButton>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Regenerate the {label} page</DialogTitle>
            <DialogDescription>
              The page is written again from your project. List anything it must include.
            </DialogDescription>
          </DialogHeader>
          <RequirementsField
            id={fieldId}
            value={text}
            onChange={setText}
            error={parsed.ok ? undefined : parsed.error}
            disabled={generate.isPending}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <BusyButton
              type="submit"
              icon={RefreshCw}
              busy={generate.isPending}
              busyLabel="Regenerating..."
              disabled={!parsed.ok || building}
            >
              Regenerate page
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { DEFAULT_PROJECT_NAME, projectNameSchema } from '@appforge/shared/contracts/builder';
import { useId, useRef, useState, type FormEvent } from 'react';
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
import { Input } from '@/components/ui/input';

export interface NewProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  creating: boolean;
  /** Creates and selects the project; resolves false when that failed (the caller said why). */
  onCreate: (name: string) => Promise<boolean>;
}

/** The name field's problem, checked with the server's own rule; empty is fine (the default name). */
function nameProblem(name: string) {
  const trimmed = name.trim();
  const issue = trimmed ? projectNameSchema.safeParse(trimmed).error?.issues[0] : undefined;
  return issue ? `Name ${issue.message}` : null;
}

function NewProjectForm({ creating, onCreate, onOpenChange }: Omit<NewProjectDialogProps, 'open'>) {
  const [name, setName] = useState('');
  const inputId = useId();
  const problemId = useId();
  const problem = nameProblem(name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || creating) return;
    if (await onCreate(name.trim() || DEFAULT_PROJECT_NAME)) onOpenChange(false);
  };

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-foreground">
          Name
        </label>
        <Input
          id={inputId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={DEFAULT_PROJECT_NAME}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
        />
        <p id={problemId} className="text-xs text-red-400" aria-live="polite">
          {problem}
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost" disabled={creating}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={creating || problem !== null}>
          {creating ? 'Creating…' : 'Create'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * "New project" asks for a name first. Left empty, the project starts as "My App" and takes the
 * generated app's name with its first version.
 */
export function NewProjectDialog({
  open,
  onOpenChange,
  creating,
  onCreate,
}: NewProjectDialogProps) {
  // No Radix trigger opens this dialog: focus goes back by hand to what opened it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !creating && onOpenChange(next)}>
      <DialogContent
        className="max-w-md"
        onOpenAutoFocus={() => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>New project</DialogTitle>
          <DialogDescription>
            Leave the name empty and the project takes your app’s name once it is generated.
          </DialogDescription>
        </DialogHeader>
        <NewProjectForm creating={creating} onCreate={onCreate} onOpenChange={onOpenChange} />
      </DialogContent>
    </Dialog>
  );
}

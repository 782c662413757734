import { displayNameBodySchema } from '@appforge/shared/contracts/productivity';
import { Check, Pencil } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { describeFailure } from '@/lib/api-error';
import { useUpdateDisplayName } from '../api/update-display-name';

/** The first reason the contract refuses a name, or null when it is accepted. */
function checkName(value: string): string | null {
  const parsed = displayNameBodySchema.safeParse({ displayName: value });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid display name.');
}

/** Your name on the leaderboard, edited in place and checked as the server checks it. */
export function DisplayNameForm({ displayName }: { displayName: string | undefined }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const update = useUpdateDisplayName();
  const inputId = useId();
  const errorId = useId();

  const open = () => {
    setValue(displayName ?? '');
    setInvalid(null);
    update.reset();
    setEditing(true);
  };
  const close = () => setEditing(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const reason = checkName(value);
    setInvalid(reason);
    if (reason) return;
    update.mutate(value.trim(), { onSuccess: close });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <p className="min-w-0 break-words text-muted">
          Your name: <span className="font-medium text-foreground">{displayName ?? '…'}</span>
        </p>
        <Button variant="outline" size="sm" onClick={open} disabled={displayName === undefined}>
          <Pencil aria-hidden />
          Edit display name
        </Button>
      </div>
    );
  }

  const message = invalid ?? (update.isError ? describeFailure(update.error) : null);
  return (
    <form aria-label="Display name" noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-foreground">
        Display name
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={value}
          autoFocus
          autoComplete="nickname"
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          className="sm:max-w-xs"
        />
        <div className="flex gap-2">
          <BusyButton
            type="submit"
            size="md"
            icon={Check}
            busy={update.isPending}
            busyLabel="Saving..."
          >
            Save
          </BusyButton>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
        </div>
      </div>
      {message ? (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {message}
        </p>
      ) : null}
    </form>
  );
}

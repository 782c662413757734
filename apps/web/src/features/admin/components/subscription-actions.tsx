import type { Subscription } from '@appforge/shared/contracts/admin';
import { Ban, Mail, Unlock } from 'lucide-react';
import { useBlockSubscription } from '../api/block-subscription';
import { useRemindSubscription } from '../api/remind-subscription';
import { useUnblockSubscription } from '../api/unblock-subscription';
import { BusyButton } from '@/components/ui/busy-button';

/** spec 02 §2, §4: past_due rows offer Remind and Block; blocked rows offer Unblock. */
export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const remind = useRemindSubscription();
  const block = useBlockSubscription();
  const unblock = useUnblockSubscription();
  // One call per row at a time: a Remind still running must not race a Block.
  const busy = remind.isPending || block.isPending || unblock.isPending;
  const { id, userEmail, status } = subscription;

  if (status === 'past_due') {
    return (
      <div className="flex flex-wrap justify-end gap-2 @3xl:flex-nowrap @3xl:justify-start">
        <BusyButton
          size="sm"
          variant="outline"
          icon={Mail}
          busy={remind.isPending}
          disabled={busy}
          aria-label={`Remind ${userEmail}`}
          onClick={() => remind.mutate(id)}
        >
          Remind
        </BusyButton>
        <BusyButton
          size="sm"
          variant="destructive"
          icon={Ban}
          busy={block.isPending}
          disabled={busy}
          aria-label={`Block ${userEmail}`}
          onClick={() => block.mutate(id)}
        >
          Block
        </BusyButton>
      </div>
    );
  }
  if (status === 'blocked') {
    return (
      <BusyButton
        size="sm"
        variant="outline"
        icon={Unlock}
        busy={unblock.isPending}
        disabled={busy}
        aria-label={`Unblock ${userEmail}`}
        onClick={() => unblock.mutate(id)}
      >
        Unblock
      </BusyButton>
    );
  }
  return null;
}

import type { SystemError } from '@appforge/shared/contracts/admin';
import { CheckCircle2, Search } from 'lucide-react';
import { useInvestigateError } from '../api/investigate-error';
import { useResolveError } from '../api/resolve-error';
import { ERROR_TYPE_LABEL } from '../lib/status-badges';
import { BusyButton } from '@/components/ui/busy-button';

/** A new error can be taken up; an investigated one marked resolved (spec 02 §2 "Mark Resolved"). */
export function ErrorActions({ error }: { error: SystemError }) {
  const investigate = useInvestigateError();
  const resolve = useResolveError();
  // The message names the row for a screen reader; its start is enough to tell rows apart.
  const which = `${ERROR_TYPE_LABEL[error.type]}: ${error.message.slice(0, 80)}`;
  if (error.status === 'new') {
    return (
      <BusyButton
        size="sm"
        variant="outline"
        icon={Search}
        busy={investigate.isPending}
        aria-label={`Investigate ${which}`}
        onClick={() => investigate.mutate(error.id)}
      >
        Investigate
      </BusyButton>
    );
  }
  if (error.status === 'investigating') {
    return (
      <BusyButton
        size="sm"
        variant="outline"
        icon={CheckCircle2}
        busy={resolve.isPending}
        aria-label={`Mark Resolved ${which}`}
        onClick={() => resolve.mutate(error.id)}
      >
        Mark Resolved
      </BusyButton>
    );
  }
  return null;
}

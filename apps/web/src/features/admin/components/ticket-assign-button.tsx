import type { Ticket } from '@appforge/shared/contracts/admin';
import { UserPlus } from 'lucide-react';
import { useAssignTicket } from '../api/assign-ticket';
import { BusyButton } from '@/components/ui/busy-button';

/** spec 02 §2: open tickets show Assign; it assigns the ticket to the signed-in admin. */
export function TicketAssignButton({ ticket }: { ticket: Ticket }) {
  const assign = useAssignTicket();
  if (ticket.status !== 'open') return null;
  return (
    <BusyButton
      size="sm"
      variant="outline"
      icon={UserPlus}
      busy={assign.isPending}
      aria-label={`Assign “${ticket.subject}” to me`}
      onClick={() => assign.mutate(ticket.id)}
    >
      Assign
    </BusyButton>
  );
}

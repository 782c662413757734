import { ADMIN_DEFAULT_NAME, type Ticket } from '@appforge/shared/contracts/admin';
import { useAdminAction } from './admin-action';
import { ticketsQueryKey } from './list-tickets';

/** POST /api/admin/tickets/:id/assign with no assignee: the ticket goes to the signed-in admin. */
export const useAssignTicket = () =>
  useAdminAction<Ticket>({
    name: 'assign-ticket',
    path: (id) => `tickets/${id}/assign`,
    body: {},
    listKey: ticketsQueryKey,
    success: (ticket) => ({
      title: 'Ticket Assigned',
      description: `“${ticket.subject}” is assigned to ${ticket.assignee ?? ADMIN_DEFAULT_NAME}.`,
    }),
    failure: 'Failed to assign ticket',
  });

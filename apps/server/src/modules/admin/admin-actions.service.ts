import type { Subscription, SystemError, Ticket } from '@appforge/shared/contracts/admin';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { insertAuditEntry } from './admin-audit.repository';
import type { AdminPrincipal } from './admin-sessions.repository';
import { presentSubscription, presentSystemError, presentTicket } from './admin.presenter';
import {
  findSubscription,
  recordReminder,
  transitionSubscription,
  type SubscriptionRow,
  type SubscriptionStatus,
} from './subscriptions.repository';
import { assignOpenTicket, findTicket } from './support-tickets.repository';
import {
  findSystemError,
  transitionSystemError,
  type SystemErrorStatus,
} from './system-errors.repository';

const SUMMARY_QUOTE_LENGTH = 80;

const notFound = (what: string) => new HttpError(404, 'not_found', `No such ${what}.`);
const invalidState = (message: string) => new HttpError(409, 'invalid_state', message);

function quote(text: string) {
  const short =
    text.length > SUMMARY_QUOTE_LENGTH ? `${text.slice(0, SUMMARY_QUOTE_LENGTH - 1)}…` : text;
  return `“${short}”`;
}

/**
 * The admin dashboard's actions. Each one checks the state, changes it and writes the audit entry
 * in one transaction, so a row is never changed without its record (nor recorded unchanged).
 */
export function createAdminActionsService(db: Database) {
  async function changeSubscription(
    admin: AdminPrincipal,
    id: string,
    change: {
      apply: (tx: Database) => Promise<SubscriptionRow | undefined>;
      action: string;
      requires: SubscriptionStatus;
      summary: (row: SubscriptionRow) => string;
    },
  ): Promise<Subscription> {
    return db.transaction(async (tx) => {
      const row = await change.apply(tx);
      if (!row) {
        const current = await findSubscription(tx, id);
        if (!current) throw notFound('subscription');
        throw invalidState(
          `Only a ${change.requires} subscription allows this; this one is ${current.status}.`,
        );
      }
      await insertAuditEntry(tx, {
        admin,
        action: change.action,
        target: `subscription:${id}`,
        summary: change.summary(row),
      });
      return presentSubscription(row);
    });
  }

  async function changeSystemError(
    admin: AdminPrincipal,
    id: string,
    from: SystemErrorStatus,
    to: SystemErrorStatus,
    action: string,
    summary: (message: string) => string,
  ): Promise<SystemError> {
    return db.transaction(async (tx) => {
      const moved = await transitionSystemError(tx, id, from, to);
      const row = await findSystemError(tx, id);
      if (!row) throw notFound('system error');
      if (!moved)
        throw invalidState(`Only a ${from} error allows this; this one is ${row.status}.`);
      await insertAuditEntry(tx, {
        admin,
        action,
        target: `system_error:${id}`,
        summary: summary(quote(row.message)),
      });
      return presentSystemError(row);
    });
  }

  return {
    remind: (admin: AdminPrincipal, id: string) =>
      changeSubscription(admin, id, {
        apply: (tx) => recordReminder(tx, id),
        action: 'subscription.remind',
        requires: 'past_due',
        summary: (row) => `Sent a payment reminder to ${row.userEmail}`,
      }),

    block: (admin: AdminPrincipal, id: string) =>
      changeSubscription(admin, id, {
        apply: (tx) => transitionSubscription(tx, id, 'past_due', 'blocked'),
        action: 'subscription.block',
        requires: 'past_due',
        summary: (row) => `Blocked the subscription of ${row.userEmail}`,
      }),

    unblock: (admin: AdminPrincipal, id: string) =>
      changeSubscription(admin, id, {
        apply: (tx) => transitionSubscription(tx, id, 'blocked', 'active'),
        action: 'subscription.unblock',
        requires: 'blocked',
        summary: (row) => `Unblocked the subscription of ${row.userEmail}`,
      }),

    async assignTicket(
      admin: AdminPrincipal,
      id: string,
      assignee: string | undefined,
    ): Promise<Ticket> {
      const to = assignee ?? admin.name;
      return db.transaction(async (tx) => {
        const row = await assignOpenTicket(tx, id, to);
        if (!row) {
          const current = await findTicket(tx, id);
          if (!current) throw notFound('ticket');
          throw invalidState(`Only an open ticket can be assigned; this one is ${current.status}.`);
        }
        await insertAuditEntry(tx, {
          admin,
          action: 'ticket.assign',
          target: `ticket:${id}`,
          summary: `Assigned ${quote(row.subject)} to ${to}`,
        });
        return presentTicket(row);
      });
    },

    investigateError: (admin: AdminPrincipal, id: string) =>
      changeSystemError(
        admin,
        id,
        'new',
        'investigating',
        'system_error.investigate',
        (message) => `Started investigating ${message}`,
      ),

    resolveError: (admin: AdminPrincipal, id: string) =>
      changeSystemError(
        admin,
        id,
        'investigating',
        'resolved',
        'system_error.resolve',
        (message) => `Marked ${message} as resolved`,
      ),
  };
}

export type AdminActionsService = ReturnType<typeof createAdminActionsService>;

import type {
  AdminAnalytics,
  AdminOverview,
  Subscription,
  SystemError,
  Ticket,
} from '@appforge/shared/contracts/admin';
import type { Database } from '../../db/client';
import { listRecentAuditEntries } from './admin-audit.repository';
import { dailyCounts, platformCounts } from './admin-stats.repository';
import {
  presentAuditEntry,
  presentSubscription,
  presentSystemError,
  presentTicket,
} from './admin.presenter';
import { listSubscriptions, subscriptionStats } from './subscriptions.repository';
import { listTickets, ticketStats } from './support-tickets.repository';
import { countUnresolvedSystemErrors, listSystemErrors } from './system-errors.repository';

const RECENT_ACTIVITY = 10;
/** Distinct error groups are few in practice; this keeps a pathological flood from one answer. */
const MAX_ERROR_GROUPS = 200;

/** What the admin dashboard reads: every figure is computed from the database on each call. */
export function createAdminDashboardService(db: Database) {
  return {
    async overview(): Promise<AdminOverview> {
      const [platform, billing, tickets, unresolvedErrors, activity] = await Promise.all([
        platformCounts(db),
        subscriptionStats(db),
        ticketStats(db),
        countUnresolvedSystemErrors(db),
        listRecentAuditEntries(db, RECENT_ACTIVITY),
      ]);
      return {
        stats: {
          totalUsers: platform.users,
          activeSubscriptions: billing.active,
          monthlyRevenue: billing.monthlyRevenue,
          pendingTickets: tickets.pending,
          resolvedTickets: tickets.resolved,
          systemErrors: unresolvedErrors,
          paymentIssues: billing.pastDue,
          emailsSent: billing.remindersSent,
        },
        platform,
        subscriptionsAreSample: billing.allSample,
        recentActivity: activity.map(presentAuditEntry),
      };
    },

    async subscriptions(): Promise<Subscription[]> {
      return (await listSubscriptions(db)).map(presentSubscription);
    },

    async tickets(): Promise<Ticket[]> {
      return (await listTickets(db)).map(presentTicket);
    },

    async systemErrors(): Promise<SystemError[]> {
      return (await listSystemErrors(db, MAX_ERROR_GROUPS)).map(presentSystemError);
    },

    async analytics(days: number): Promise<AdminAnalytics> {
      return { days: await dailyCounts(db, days) };
    },
  };
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;

import type {
  Admin,
  AuditEntry,
  Subscription,
  SystemError,
  Ticket,
} from '@appforge/shared/contracts/admin';
import type { AuditRow } from './admin-audit.repository';
import type { AdminPrincipal } from './admin-sessions.repository';
import type { SubscriptionRow } from './subscriptions.repository';
import type { TicketRow } from './support-tickets.repository';
import type { SystemErrorRow } from './system-errors.repository';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function presentAdmin(admin: AdminPrincipal): Admin {
  return { name: admin.name, role: admin.role, email: admin.email };
}

export function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    userEmail: row.userEmail,
    plan: row.plan,
    status: row.status,
    nextBilling: iso(row.nextBilling),
    amount: row.amount,
    lastPayment: isoOrNull(row.lastPayment),
    autoBlock: row.autoBlock,
    remindersSent: row.remindersSent,
    lastReminderAt: isoOrNull(row.lastReminderAt),
    sample: row.sample,
  };
}

export function presentTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    userEmail: row.userEmail,
    subject: row.subject,
    status: row.status,
    priority: row.priority,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    assignee: row.assignee,
    sample: row.sample,
  };
}

export function presentSystemError(row: SystemErrorRow): SystemError {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    count: row.count,
    firstOccurred: iso(row.firstOccurred),
    lastOccurred: iso(row.lastOccurred),
    status: row.status,
    affectedUsers: row.affectedUsers,
  };
}

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    adminName: row.adminName,
    action: row.action,
    summary: row.summary,
    createdAt: iso(row.createdAt),
  };
}

import type {
  Subscription,
  SystemError,
  SystemErrorType,
  Ticket,
} from '@appforge/shared/contracts/admin';
import type { BadgeProps } from '@/components/ui/badge';

export type BadgeTone = NonNullable<BadgeProps['tone']>;

export interface StatusBadge {
  label: string;
  tone: BadgeTone;
}

/** shared/DESIGN.md "Badge": the admin statuses map to the same tones as the rest of the product. */
export const SUBSCRIPTION_STATUS: Record<Subscription['status'], StatusBadge> = {
  active: { label: 'Active', tone: 'success' },
  past_due: { label: 'Past due', tone: 'warning' },
  blocked: { label: 'Blocked', tone: 'destructive' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const TICKET_STATUS: Record<Ticket['status'], StatusBadge> = {
  open: { label: 'Open', tone: 'primary' },
  in_progress: { label: 'In progress', tone: 'warning' },
  resolved: { label: 'Resolved', tone: 'success' },
  closed: { label: 'Closed', tone: 'success' },
};

export const TICKET_PRIORITY: Record<Ticket['priority'], StatusBadge> = {
  urgent: { label: 'Urgent', tone: 'destructive' },
  high: { label: 'High', tone: 'warning' },
  medium: { label: 'Medium', tone: 'neutral' },
  low: { label: 'Low', tone: 'outline' },
};

export const ERROR_STATUS: Record<SystemError['status'], StatusBadge> = {
  new: { label: 'New', tone: 'primary' },
  investigating: { label: 'Investigating', tone: 'warning' },
  resolved: { label: 'Resolved', tone: 'success' },
};

export const ERROR_TYPE_LABEL: Record<SystemErrorType, string> = {
  generation_failed: 'Generation failed',
  server_error: 'Server error',
  preview_runtime: 'Preview runtime',
};

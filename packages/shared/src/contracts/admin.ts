import { z } from 'zod';
import { intParam } from './numeric-params.ts';

/*
 * The admin area (spec 02 §2 "Admin login", "Admin dashboard", §3 Admin, §4, §6, §8). Every
 * /api/admin/* route but the login ones needs `Authorization: Bearer <token>`.
 */

/** spec 02 §2: the header's defaults when the record has no name or role. */
export const ADMIN_DEFAULT_NAME = 'Admin User';
export const ADMIN_DEFAULT_ROLE = 'Administrator';
/** spec 02 §6: where the browser keeps the token and the admin record. */
export const ADMIN_TOKEN_KEY = 'admin_token';
export const ADMIN_USER_KEY = 'admin_user';

export const adminSchema = z.object({ name: z.string(), role: z.string(), email: z.string() });

/** spec 02 §5: email (email-type) and password are both required. */
export const adminLoginBodySchema = z.object({
  email: z.email('must be an email address').max(254),
  password: z.string().min(1, 'must not be empty').max(1024),
});

/** spec 02 §7 POST /api/admin/login: success, token, admin, message. */
export const adminLoginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  admin: adminSchema,
  message: z.string(),
  expiresAt: z.iso.datetime(),
});

/** 401 on wrong credentials: the banner shows `message` (spec 02 §8). */
export const adminLoginRejectedSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
});

/**
 * GET /api/admin/login: what the login page may say about credentials. `generatedCredentials` is
 * true while the account generated on first start (its password printed once in the server log) is
 * the way in; the password itself never leaves the server.
 */
export const adminLoginHintSchema = z.object({
  generatedCredentials: z.boolean(),
  email: z.string().nullable(),
});

export const subscriptionStatusSchema = z.enum(['active', 'past_due', 'blocked', 'cancelled']);

/** spec 02 §3 Subscription; `sample` marks seeded rows, shown as sample data. */
export const subscriptionSchema = z.object({
  id: z.uuid(),
  userEmail: z.string(),
  plan: z.string(),
  status: subscriptionStatusSchema,
  nextBilling: z.iso.datetime(),
  amount: z.number(),
  lastPayment: z.iso.datetime().nullable(),
  autoBlock: z.boolean(),
  remindersSent: z.number().int().nonnegative(),
  lastReminderAt: z.iso.datetime().nullable(),
  sample: z.boolean(),
});

export const ticketStatusSchema = z.enum(['open', 'in_progress', 'resolved', 'closed']);
export const ticketPrioritySchema = z.enum(['urgent', 'high', 'medium', 'low']);

/** spec 02 §3 Ticket; `sample` marks seeded rows. */
export const ticketSchema = z.object({
  id: z.uuid(),
  userEmail: z.string(),
  subject: z.string(),
  status: ticketStatusSchema,
  priority: ticketPrioritySchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  assignee: z.string().nullable(),
  sample: z.boolean(),
});

/** What the platform captures by itself: failed generations, 5xx answers, preview runtime errors. */
export const systemErrorTypeSchema = z.enum([
  'generation_failed',
  'server_error',
  'preview_runtime',
]);
export const systemErrorStatusSchema = z.enum(['new', 'investigating', 'resolved']);

/** spec 02 §3 System error: one group of identical errors. */
export const systemErrorSchema = z.object({
  id: z.uuid(),
  type: systemErrorTypeSchema,
  message: z.string(),
  count: z.number().int().positive(),
  firstOccurred: z.iso.datetime(),
  lastOccurred: z.iso.datetime(),
  status: systemErrorStatusSchema,
  affectedUsers: z.number().int().nonnegative(),
});

/** spec 02 §3 Admin stats. Subscription figures come from the (sample) subscriptions table. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  activeSubscriptions: z.number().int().nonnegative(),
  monthlyRevenue: z.number().nonnegative(),
  pendingTickets: z.number().int().nonnegative(),
  resolvedTickets: z.number().int().nonnegative(),
  systemErrors: z.number().int().nonnegative(),
  paymentIssues: z.number().int().nonnegative(),
  emailsSent: z.number().int().nonnegative(),
});

export const auditEntrySchema = z.object({
  id: z.uuid(),
  adminName: z.string(),
  action: z.string(),
  /** A sentence for the activity list, e.g. "Blocked the subscription of ana@example.com". */
  summary: z.string(),
  createdAt: z.iso.datetime(),
});

/** GET /api/admin/overview: the four cards, the admin stats and the recent activity. */
export const adminOverviewSchema = z.object({
  stats: adminStatsSchema,
  platform: z.object({
    users: z.number().int().nonnegative(),
    projects: z.number().int().nonnegative(),
    generations: z.number().int().nonnegative(),
    failedGenerations: z.number().int().nonnegative(),
  }),
  /** True while every subscription row is a seeded sample: its figures are labelled as such. */
  subscriptionsAreSample: z.boolean(),
  recentActivity: z.array(auditEntrySchema),
});

export const analyticsQuerySchema = z.object({
  days: intParam({ min: 7, max: 90 }).default(30),
});

/** GET /api/admin/analytics: real counts per UTC day, oldest first, one row for every day. */
export const adminAnalyticsSchema = z.object({
  days: z.array(
    z.object({
      date: z.iso.date(),
      users: z.number().int().nonnegative(),
      projects: z.number().int().nonnegative(),
      generations: z.number().int().nonnegative(),
      failedGenerations: z.number().int().nonnegative(),
    }),
  ),
});

export const adminIdParamsSchema = z.object({ id: z.uuid() });

/** POST /api/admin/tickets/:id/assign; without an assignee the ticket goes to the signed-in admin. */
export const assignTicketBodySchema = z.object({
  assignee: z.string().trim().min(1).max(100).optional(),
});

export type Admin = z.infer<typeof adminSchema>;
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;
export type AdminLoginHint = z.infer<typeof adminLoginHintSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
export type Ticket = z.infer<typeof ticketSchema>;
export type SystemError = z.infer<typeof systemErrorSchema>;
export type SystemErrorType = z.infer<typeof systemErrorTypeSchema>;
export type AdminStats = z.infer<typeof adminStatsSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

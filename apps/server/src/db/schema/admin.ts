import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Admin sign-in accounts; `generated` marks the one created on first start (password logged once). */
export const adminAccounts = pgTable('admin_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lowercased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull().default('Admin User'),
  role: text('role').notNull().default('Administrator'),
  passwordHash: text('password_hash').notNull(),
  generated: boolean('generated').notNull().default(false),
  createdAt: createdAt(),
});

/** Server-side sessions: only the sha256 of the bearer token is kept. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('admin_sessions_expires_idx').on(table.expiresAt)],
);

/** Failed sign-ins per key (`ip:<address>`, `email:<lowercased>`), shared by every process. */
export const adminLoginThrottle = pgTable('admin_login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  firstFailureAt: timestamp('first_failure_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userEmail: text('user_email').notNull(),
  plan: text('plan').notNull(),
  status: text('status', { enum: ['active', 'past_due', 'blocked', 'cancelled'] }).notNull(),
  nextBilling: timestamp('next_billing', { withTimezone: true }).notNull(),
  amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  lastPayment: timestamp('last_payment', { withTimezone: true }),
  autoBlock: boolean('auto_block').notNull().default(false),
  remindersSent: integer('reminders_sent').notNull().default(0),
  lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
  sample: boolean('sample').notNull().default(false),
  createdAt: createdAt(),
});

export const supportTickets = pgTable('support_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userEmail: text('user_email').notNull(),
  subject: text('subject').notNull(),
  status: text('status', { enum: ['open', 'in_progress', 'resolved', 'closed'] }).notNull(),
  priority: text('priority', { enum: ['urgent', 'high', 'medium', 'low'] }).notNull(),
  assignee: text('assignee'),
  sample: boolean('sample').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per group of identical errors (same type and message). */
export const systemErrors = pgTable(
  'system_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', {
      enum: ['generation_failed', 'server_error', 'preview_runtime'],
    }).notNull(),
    message: text('message').notNull(),
    /** md5 of the message: the group key, short enough for a unique index whatever the text. */
    fingerprint: text('fingerprint').notNull(),
    count: integer('count').notNull().default(1),
    status: text('status', { enum: ['new', 'investigating', 'resolved'] })
      .notNull()
      .default('new'),
    firstOccurred: timestamp('first_occurred', { withTimezone: true }).notNull().defaultNow(),
    lastOccurred: timestamp('last_occurred', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('system_errors_group_idx').on(table.type, table.fingerprint),
    index('system_errors_last_occurred_idx').on(table.lastOccurred),
  ],
);

export const systemErrorUsers = pgTable(
  'system_error_users',
  {
    errorId: uuid('error_id')
      .notNull()
      .references(() => systemErrors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.errorId, table.userId] })],
);

/**
 * What admins did. The admin's name is copied in: generated accounts are deleted once
 * ADMIN_EMAIL is set, and their history stays readable.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => adminAccounts.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_log_created_idx').on(table.createdAt.desc())],
);

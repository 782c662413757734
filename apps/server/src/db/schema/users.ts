import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Anonymous identities: one per browser, created by its first request that stores something.
 * `lastSeenAt` is refreshed at most hourly; users with no data are deleted once it is older than
 * ANONYMOUS_USER_RETENTION_DAYS.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    displayName: text('display_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('users_last_seen_idx').on(table.lastSeenAt)],
);

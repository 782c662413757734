import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Anonymous identities: one per browser, created on its first API request. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  displayName: text('display_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

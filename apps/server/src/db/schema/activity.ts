import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { projects } from './projects';
import { users } from './users';

/**
 * What people did that the generation queue and the versions do not already record: exports,
 * restores, preview loads and the runtime errors those previews threw. The Productivity Tracker
 * and the Truth Report's KPIs count them.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['export', 'restore', 'preview_load', 'runtime_error'],
    }).notNull(),
    /** The project's version the event happened on. */
    version: integer('version'),
    detail: jsonb('detail').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_events_user_idx').on(table.userId, table.createdAt),
    index('activity_events_project_idx').on(table.projectId, table.kind, table.createdAt),
  ],
);

/** Coding sessions of the Productivity Tracker; at most one running per person. */
export const codingSessions = pgTable(
  'coding_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionType: text('session_type', { enum: ['coding'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('coding_sessions_one_running_idx')
      .on(table.userId)
      .where(sql`${table.endedAt} is null`),
    index('coding_sessions_user_idx').on(table.userId, table.startedAt),
  ],
);

/** The leaderboard name a person chose; without a row the name is generated from the account. */
export const productivityProfiles = pgTable('productivity_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/**
 * The generation queue. `priority_rank` orders (0 high, 1 normal, 2 low), `seq` keeps FIFO inside a
 * priority; a claimed job holds a lease that its worker renews while it runs. A project has at most one
 * job processing, so a follow-up always builds on the result of the prompt before it.
 */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    priority: text('priority', { enum: ['high', 'normal', 'low'] }).notNull(),
    priorityRank: smallint('priority_rank').notNull(),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    progress: integer('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    processingMs: integer('processing_ms'),
  },
  (table) => [
    index('generation_jobs_waiting_idx')
      .on(table.priorityRank, table.seq)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('generation_jobs_one_processing_per_project')
      .on(table.projectId)
      .where(sql`${table.status} = 'processing'`),
    index('generation_jobs_user_idx').on(table.userId, table.seq),
    index('generation_jobs_finished_idx')
      .on(table.finishedAt)
      .where(sql`${table.status} = 'completed'`),
  ],
);

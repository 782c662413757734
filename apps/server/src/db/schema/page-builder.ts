import type { PageMetadata, PageReport, PageType } from '@appforge/shared/contracts/page-builder';
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

/** The page builder's pages (spec 02 §3 "Page"): one per project and page type, per person. */
export const pageBuilderPages = pgTable(
  'page_builder_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    pageType: text('page_type').$type<PageType>().notNull(),
    html: text('html').notNull(),
    /** The page's stylesheet, also inline in `html`; the downloaded site links it as styles.css. */
    css: text('css').notNull(),
    metadata: jsonb('metadata').$type<PageMetadata>().notNull(),
    report: jsonb('report').$type<PageReport>().notNull(),
    completedJobs: jsonb('completed_jobs').$type<string[]>().notNull(),
    customRequirements: jsonb('custom_requirements').$type<string[]>().notNull(),
    engine: text('engine', { enum: ['built-in', 'llm'] }).notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('page_builder_pages_project_type_idx').on(table.projectId, table.pageType),
    index('page_builder_pages_user_idx').on(table.userId),
  ],
);

/** Build All Pages runs as a job; its row is its progress, and outlives the process running it. */
export const pageBuildJobs = pgTable(
  'page_build_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['running', 'completed', 'failed'] }).notNull(),
    total: integer('total').notNull(),
    completed: integer('completed').notNull().default(0),
    currentPageType: text('current_page_type').$type<PageType>(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved on with every page; a running job whose heartbeat stopped was cut off by a restart. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('page_build_jobs_project_idx').on(table.projectId, table.startedAt.desc()),
    uniqueIndex('page_build_jobs_one_running_idx')
      .on(table.projectId)
      .where(sql`${table.status} = 'running'`),
  ],
);

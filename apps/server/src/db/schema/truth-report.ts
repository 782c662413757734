import type { TruthReport } from '@appforge/shared/contracts/truth-report';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * One Truth Report per run: the report as the API answers it, the export zip it signed (so the
 * signature can be checked against the very bytes), its SBOM, and the screenshots the next
 * report compares with.
 */
export const truthReports = pgTable(
  'truth_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    verdict: text('verdict', { enum: ['READY', 'BLOCKED', 'NEEDS_REVIEW'] }).notNull(),
    report: jsonb('report').$type<TruthReport>().notNull(),
    sbom: jsonb('sbom').$type<object>().notNull(),
    artifact: bytea('artifact').notNull(),
    signature: text('signature').notNull(),
    /** Screen name → PNG, per platform ("ios/Habits"): the next report's baseline. */
    screenshots: jsonb('screenshots').$type<Record<string, string>>().notNull().default({}),
    /** CPU time the run took (user + system, this process and the sandbox). */
    cpuMs: integer('cpu_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('truth_reports_project_idx').on(table.projectId, table.createdAt),
    index('truth_reports_user_idx').on(table.userId, table.createdAt),
  ],
);

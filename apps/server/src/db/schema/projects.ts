import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import type { ProjectConfig } from '@appforge/shared/contracts/builder';
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
import { users } from './users';

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    config: jsonb('config').$type<ProjectConfig>().notNull(),
    generatedCode: jsonb('generated_code').$type<GeneratedCode>(),
    appSpec: jsonb('app_spec'),
    previewToken: text('preview_token').notNull(),
    currentVersion: integer('current_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('projects_owner_idx').on(table.ownerId, table.createdAt),
    uniqueIndex('projects_preview_token_idx').on(table.previewToken),
  ],
);

/** Every generation result is kept; restoring an old one adds a new version. */
export const projectVersions = pgTable(
  'project_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    prompt: text('prompt').notNull(),
    appSpec: jsonb('app_spec'),
    generatedCode: jsonb('generated_code').$type<GeneratedCode>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('project_versions_project_version_idx').on(table.projectId, table.version),
  ],
);

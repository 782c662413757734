import type { MediaKind, MediaMimeType, VariantKind } from '@appforge/shared/contracts/media';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A processed copy kept beside the original, in the same storage. */
export interface StoredVariant {
  kind: VariantKind;
  mimeType: string;
  size: number;
  key: string;
  createdAt: string;
}

/** The Media Center's files (spec 02 §3 "Uploaded media file"), one row per stored original. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').$type<MediaMimeType>().notNull(),
    kind: text('kind').$type<MediaKind>().notNull(),
    size: integer('size').notNull(),
    /** Where the original lives in the storage (disk or object store). */
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    thumbnailKey: text('thumbnail_key'),
    /** The stored thumbnail's bytes, counted in the storage figures. */
    thumbnailSize: integer('thumbnail_size'),
    thumbnailStatus: text('thumbnail_status', { enum: ['ready', 'none', 'unavailable'] })
      .notNull()
      .default('none'),
    thumbnailNote: text('thumbnail_note'),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_files_user_created_idx').on(table.userId, table.createdAt.desc())],
);

/** Each processing step that ran (thumbnail, optimize, watermark) and how long it took. */
export const mediaProcessingLog = pgTable(
  'media_processing_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    operation: text('operation', { enum: ['thumbnail', 'optimize', 'watermark'] }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_processing_log_user_idx').on(table.userId)],
);

/** Files and thumbnails served, counted per person and day (the Analytics' requests over 30 days). */
export const mediaRequestCounts = pgTable(
  'media_request_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** Batch tools (Optimize All Images, Generate All Thumbnails, Apply Watermarks, Export Archive). */
export const mediaJobs = pgTable(
  'media_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['optimize', 'thumbnails', 'watermark', 'archive'] }).notNull(),
    status: text('status', { enum: ['running', 'completed', 'failed'] }).notNull(),
    total: integer('total').notNull(),
    completed: integer('completed').notNull().default(0),
    skipped: jsonb('skipped')
      .$type<Array<{ fileId: string; originalName: string; reason: string }>>()
      .notNull()
      .default([]),
    error: text('error'),
    /** The archive's key in the storage, once an archive job completes. */
    resultKey: text('result_key'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('media_jobs_user_idx').on(table.userId, table.startedAt.desc()),
    uniqueIndex('media_jobs_one_running_idx')
      .on(table.userId, table.kind)
      .where(sql`${table.status} = 'running'`),
  ],
);

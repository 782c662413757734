import type { MessageMetadata } from '@appforge/shared/contracts/builder';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  bigserial,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: several messages can share a timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isUser: boolean('is_user').notNull(),
    metadata: jsonb('metadata').$type<MessageMetadata>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('messages_project_seq_idx').on(table.projectId, table.seq)],
);

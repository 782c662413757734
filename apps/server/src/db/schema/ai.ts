import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The AI dashboard's history (spec 02 §3 "AI history entry"), one row per request, per person. */
export const aiHistory = pgTable(
  'ai_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: PGlite's clock gives several entries the same timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['code_generation', 'ui_generation', 'analysis'] }).notNull(),
    prompt: text('prompt').notNull(),
    /** The code on success, the server's error message on failure. */
    result: text('result').notNull(),
    language: text('language'),
    status: text('status', { enum: ['success', 'error'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ai_history_user_created_idx').on(table.userId, table.createdAt.desc(), table.seq.desc()),
  ],
);

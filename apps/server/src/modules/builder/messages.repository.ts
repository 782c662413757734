import { randomUUID } from 'node:crypto';
import type { Message, MessageMetadata } from '@appforge/shared/contracts/builder';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';

type MessageRow = typeof messages.$inferSelect;

export interface NewMessage {
  projectId: string;
  content: string;
  isUser: boolean;
  metadata: Partial<MessageMetadata>;
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    projectId: row.projectId,
    content: row.content,
    isUser: row.isUser,
    metadata: {
      ...row.metadata,
      features: row.metadata.features ?? [],
      errors: row.metadata.errors ?? [],
    },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertMessage(db: Database, message: NewMessage): Promise<Message> {
  const [row] = await db
    .insert(messages)
    .values({
      ...message,
      metadata: { features: [], errors: [], ...message.metadata },
    })
    .returning();
  if (!row) throw new Error('Insert returned no message row.');
  return toMessage(row);
}

/**
 * Stores messages in the order given and answers them in that order: one statement over a JSON
 * array (per row far cheaper than a parameter for every value on the embedded database).
 */
export async function insertMessages(db: Database, list: NewMessage[]): Promise<Message[]> {
  if (list.length === 0) return [];
  const stored = list.map((message) => ({
    id: randomUUID(),
    projectId: message.projectId,
    content: message.content,
    isUser: message.isUser,
    metadata: {
      ...message.metadata,
      features: message.metadata.features ?? [],
      errors: message.metadata.errors ?? [],
    },
  }));
  const rows = stored.map((message) => ({
    id: message.id,
    project_id: message.projectId,
    content: message.content,
    is_user: message.isUser,
    metadata: message.metadata,
  }));
  const result = await db.execute(sql`
    insert into messages (id, project_id, content, is_user, metadata)
    select id, project_id, content, is_user, metadata
    from rows from (json_to_recordset(${JSON.stringify(rows)}::json) as (
      id uuid, project_id uuid, content text, is_user boolean, metadata jsonb))
      with ordinality as message(id, project_id, content, is_user, metadata, arrival)
    order by arrival
    returning id, created_at`);
  const createdAt = new Map(
    (result as unknown as { rows: { id: string; created_at: Date | string }[] }).rows.map((row) => [
      row.id,
      new Date(row.created_at).toISOString(),
    ]),
  );
  return stored.map((message) => {
    const created = createdAt.get(message.id);
    if (!created) throw new Error('Insert returned no message row.');
    return { ...message, createdAt: created };
  });
}

export async function listMessages(db: Database, projectId: string): Promise<Message[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.projectId, projectId))
    .orderBy(asc(messages.seq));
  return rows.map(toMessage);
}

export async function findMessage(db: Database, id: string): Promise<Message | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row ? toMessage(row) : undefined;
}

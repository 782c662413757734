import type { Message, MessageMetadata } from '@appforge/shared/contracts/builder';
import { asc, eq } from 'drizzle-orm';
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

import type {
  CreateMessageBody,
  Message,
  MessageMetadata,
  Priority,
} from '@appforge/shared/contracts/builder';
import type { Database } from '../../db/client';
import type { EventBus } from '../../realtime/event-bus';
import {
  countPendingForUser,
  enqueueJob,
  positionOf,
} from './generation/generation-queue.repository';
import { findMessage, insertMessage, listMessages } from './messages.repository';

export class QueueLimitError extends Error {
  readonly code = 'queue_limit';
  constructor(limit: number) {
    super(`You already have ${limit} requests waiting. Send more once one of them has started.`);
  }
}

export interface PromptSubmission {
  userId: string;
  projectId: string;
  content: string;
  priority: Priority;
  metadata: Pick<MessageMetadata, 'timestamp' | 'userAgent'>;
}

/** A project's chat: its messages, and prompts that queue generations. Callers checked ownership. */
export function createChatService(deps: {
  db: Database;
  bus: EventBus;
  maxPendingPerUser: number;
}) {
  return {
    messages(projectId: string): Promise<Message[]> {
      return listMessages(deps.db, projectId);
    },

    message(messageId: string): Promise<Message | undefined> {
      return findMessage(deps.db, messageId);
    },

    /** Stores a message without generating; the project's sockets hear chat_message. */
    post(projectId: string, body: CreateMessageBody): Promise<Message> {
      return deps.bus.transaction(deps.db, async (tx, emit) => {
        const stored = await insertMessage(tx, { projectId, ...body });
        emit({ kind: 'message', projectId, messageId: stored.id, message: stored });
        return stored;
      });
    },

    /**
     * A prompt, from the socket or REST alike: stores the user's message and queues its job in one
     * transaction; the project's sockets then hear chat_message, prompt_enqueued and queue_stats.
     */
    async submitPrompt(prompt: PromptSubmission) {
      if ((await countPendingForUser(deps.db, prompt.userId)) >= deps.maxPendingPerUser) {
        throw new QueueLimitError(deps.maxPendingPerUser);
      }
      return deps.bus.transaction(deps.db, async (tx, emit) => {
        const message = await insertMessage(tx, {
          projectId: prompt.projectId,
          content: prompt.content,
          isUser: true,
          metadata: prompt.metadata,
        });
        emit({ kind: 'message', projectId: prompt.projectId, messageId: message.id, message });
        const job = await enqueueJob(tx, {
          projectId: prompt.projectId,
          userId: prompt.userId,
          prompt: prompt.content,
          priority: prompt.priority,
        });
        const position = await positionOf(tx, job);
        emit({
          kind: 'project',
          event: {
            type: 'prompt_enqueued',
            projectId: prompt.projectId,
            data: { promptId: job.id, position },
          },
        });
        emit({ kind: 'queue_changed', userIds: [prompt.userId] });
        emit({ kind: 'job_enqueued' });
        return { message, promptId: job.id, position };
      });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

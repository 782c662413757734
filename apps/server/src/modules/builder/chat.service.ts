import type {
  CreateMessageBody,
  Message,
  MessageMetadata,
  Priority,
} from '@appforge/shared/contracts/builder';
import type { Database } from '../../db/client';
import type { EventBus } from '../../realtime/event-bus';
import { enqueueJobs } from './generation/generation-queue.repository';
import { countPendingByUser, positionsOf } from './generation/queue-reads.repository';
import { createGroupCommit } from './group-commit';
import { findMessage, insertMessage, insertMessages, listMessages } from './messages.repository';

/** Prompts stored in one transaction at most: a burst is written in a few large batches. */
const MAX_PROMPT_BATCH = 250;

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

export interface QueuedPrompt {
  message: Message;
  promptId: string;
  position: number;
}

interface ChatDeps {
  db: Database;
  bus: EventBus;
  maxPendingPerUser: number;
}

/**
 * Stores prompts with their jobs in one transaction (in the order given); the projects' sockets
 * then hear chat_message and prompt_enqueued for each, and their users' sockets queue_stats.
 */
function storePrompts({ db, bus }: ChatDeps, prompts: PromptSubmission[]) {
  return bus.transaction(db, async (tx, emit) => {
    const messages = await insertMessages(
      tx,
      prompts.map((prompt) => ({
        projectId: prompt.projectId,
        content: prompt.content,
        isUser: true,
        metadata: prompt.metadata,
      })),
    );
    const jobIds = await enqueueJobs(
      tx,
      prompts.map((prompt) => ({
        projectId: prompt.projectId,
        userId: prompt.userId,
        prompt: prompt.content,
        priority: prompt.priority,
      })),
    );
    const positions = await positionsOf(tx, jobIds);
    const queued = prompts.map((prompt, index): QueuedPrompt => {
      const message = messages[index];
      const promptId = jobIds[index];
      if (!message || !promptId) throw new Error('A prompt was stored without its message or job.');
      const position = positions.get(promptId) ?? 1;
      emit({ kind: 'message', projectId: prompt.projectId, messageId: message.id, message });
      emit({
        kind: 'project',
        event: {
          type: 'prompt_enqueued',
          projectId: prompt.projectId,
          data: { promptId, position },
        },
      });
      return { message, promptId, position };
    });
    emit({ kind: 'queue_changed', userIds: [...new Set(prompts.map((prompt) => prompt.userId))] });
    emit({ kind: 'job_enqueued' });
    return queued;
  });
}

/**
 * A batch of prompts: each user's limit of waiting prompts applies (counting the batch's own),
 * then the rest are stored together; should that fail, each is stored alone, so one bad prompt
 * (its project deleted meanwhile) does not refuse the others.
 */
async function submitBatch(deps: ChatDeps, prompts: PromptSubmission[]) {
  const pending = await countPendingByUser(deps.db, [
    ...new Set(prompts.map((prompt) => prompt.userId)),
  ]);
  const answers: (QueuedPrompt | Error | undefined)[] = prompts.map((prompt) => {
    const waiting = pending.get(prompt.userId) ?? 0;
    if (waiting >= deps.maxPendingPerUser) return new QueueLimitError(deps.maxPendingPerUser);
    pending.set(prompt.userId, waiting + 1);
    return undefined;
  });
  const accepted = prompts.filter((_prompt, index) => answers[index] === undefined);
  let stored: (QueuedPrompt | Error)[] = [];
  try {
    if (accepted.length > 0) stored = await storePrompts(deps, accepted);
  } catch (error) {
    if (accepted.length === 1) throw error;
    for (const prompt of accepted) {
      stored.push(
        await storePrompts(deps, [prompt]).then(
          ([queued]) => queued ?? new Error('The prompt was not stored.'),
          (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure))),
        ),
      );
    }
  }
  let next = 0;
  return answers.map((answer) => answer ?? stored[next++]);
}

/** A project's chat: its messages, and prompts that queue generations. Callers checked ownership. */
export function createChatService(deps: ChatDeps) {
  // Under a burst, the prompts that arrive while one batch is written share the next transaction.
  const prompts = createGroupCommit<PromptSubmission, QueuedPrompt>(
    (prompts) => submitBatch(deps, prompts),
    MAX_PROMPT_BATCH,
  );
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
     * transaction (with the other prompts of the moment); the project's sockets then hear
     * chat_message, prompt_enqueued and queue_stats.
     */
    submitPrompt(prompt: PromptSubmission): Promise<QueuedPrompt> {
      return prompts.submit(prompt);
    },

    /** Resolves once no prompt is waiting to be stored. */
    promptsStored: prompts.idle,
  };
}

export type ChatService = ReturnType<typeof createChatService>;

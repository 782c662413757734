import { z } from 'zod';
import { generatedCodeSchema } from './contracts/builder';
import {
  chatContentSchema,
  messageSchema,
  prioritySchema,
  promptMetadataSchema,
} from './contracts/builder';
import { jobStatusSchema, queueSnapshotSchema } from './contracts/builder';

/** What the browser sends on /ws (spec 01 §7 "Live socket"). */
export const clientEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('chat_message'),
    projectId: z.uuid(),
    data: z.object({
      content: chatContentSchema,
      isUser: z.literal(true).default(true),
      priority: prioritySchema.default('normal'),
      metadata: promptMetadataSchema.default({}),
    }),
  }),
]);

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ type: z.literal(type), projectId: z.uuid(), data });

const promptRef = z.object({ promptId: z.uuid() });

/** What the server sends on /ws, in the order spec'd for one prompt. */
export const serverEventSchema = z.discriminatedUnion('type', [
  envelope('chat_message', messageSchema),
  envelope('prompt_enqueued', promptRef.extend({ position: z.number().int().nonnegative() })),
  envelope('queue_stats', queueSnapshotSchema),
  envelope('prompt_processing', promptRef),
  envelope(
    'progress_update',
    promptRef.extend({ status: z.literal('generating'), progress: z.number().min(0).max(100) }),
  ),
  envelope(
    'queue_update',
    promptRef.extend({
      updates: z.object({
        status: jobStatusSchema.optional(),
        progress: z.number().min(0).max(100).optional(),
      }),
    }),
  ),
  envelope('code_update', generatedCodeSchema),
  envelope('prompt_completed', promptRef),
  envelope('prompt_failed', promptRef.extend({ error: z.string() })),
  z.object({
    type: z.literal('error'),
    projectId: z.uuid().nullable(),
    data: z.object({ code: z.string(), message: z.string() }),
  }),
]);

export type ClientEvent = z.infer<typeof clientEventSchema>;
export type ServerEvent = z.infer<typeof serverEventSchema>;
export type ServerEventType = ServerEvent['type'];
export type ServerEventOf<T extends ServerEventType> = Extract<ServerEvent, { type: T }>;

/** Socket error codes sent in `{ type: "error" }` envelopes; the socket stays open. */
export const SOCKET_ERROR_CODES = [
  'invalid_json',
  'unknown_type',
  'validation_failed',
  'wrong_project',
  'rate_limited',
  'queue_limit',
  'internal',
] as const;
export type SocketErrorCode = (typeof SOCKET_ERROR_CODES)[number];

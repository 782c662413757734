import { z } from 'zod';

/** Limits on what a person may send as one chat message (spec 01 §5; issue limits). */
export const MESSAGE_MAX_LENGTH = 8000;

export const prioritySchema = z.enum(['high', 'normal', 'low']);

export const messageMetadataSchema = z.object({
  features: z.array(z.string()).default([]),
  errors: z.array(z.string()).default([]),
  /** A follow-up's reply: the files it added, changed or removed ("frontend/src/theme.ts"). */
  changedFiles: z.array(z.string()).optional(),
  timestamp: z.string().max(64).optional(),
  userAgent: z.string().max(512).optional(),
});

export const messageSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  content: z.string(),
  isUser: z.boolean(),
  metadata: messageMetadataSchema,
  createdAt: z.iso.datetime(),
});

const content = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MESSAGE_MAX_LENGTH, `must be at most ${MESSAGE_MAX_LENGTH} characters`);

export const createMessageBodySchema = z.object({
  content,
  isUser: z.boolean().default(true),
  metadata: messageMetadataSchema.partial().default({}),
});

export const generateBodySchema = z.object({
  prompt: content,
  priority: prioritySchema.default('normal'),
});

export const generateResponseSchema = z.object({
  promptId: z.uuid(),
  position: z.number().int().nonnegative(),
});

export type Priority = z.infer<typeof prioritySchema>;
export type MessageMetadata = z.infer<typeof messageMetadataSchema>;
export type Message = z.infer<typeof messageSchema>;
export type CreateMessageBody = z.infer<typeof createMessageBodySchema>;
export type GenerateBody = z.infer<typeof generateBodySchema>;
export const chatContentSchema = content;

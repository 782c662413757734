import { z } from 'zod';
import { prioritySchema } from './messages';

export const jobStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);

/** spec 01 §3 "Queue stats"; times in ms. */
export const queueStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  processing: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  averageProcessingTime: z.number().nonnegative(),
  estimatedWaitTime: z.number().nonnegative(),
});

/** spec 01 §3 "Queue user item". `position` is 0 once the item is no longer waiting. */
export const queueUserItemSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  prompt: z.string(),
  position: z.number().int().nonnegative(),
  priority: prioritySchema,
  status: jobStatusSchema,
  progress: z.number().min(0).max(100),
  estimatedWait: z.number().nonnegative(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const queueSnapshotSchema = z.object({
  stats: queueStatsSchema,
  userItems: z.array(queueUserItemSchema),
});

export const autonomousStatusSchema = z.object({
  setupComplete: z.boolean(),
  autonomousMode: z.boolean(),
  generationLimits: z.string(),
  secretsConfigured: z.array(z.string()),
});

export type JobStatus = z.infer<typeof jobStatusSchema>;
export type QueueStats = z.infer<typeof queueStatsSchema>;
export type QueueUserItem = z.infer<typeof queueUserItemSchema>;
export type QueueSnapshot = z.infer<typeof queueSnapshotSchema>;
export type AutonomousStatus = z.infer<typeof autonomousStatusSchema>;

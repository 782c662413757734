import { z } from 'zod';
import { versionNumberParam } from './numeric-params.ts';

/*
 * The builder area (spec 01): projects and their versions, the generated code, the chat and the
 * generation queue. The socket's own envelope is in ../realtime-events.ts.
 */

/** File path (relative, forward slashes) → file content. */
export const fileMapSchema = z.record(z.string(), z.string());

/** spec 01 §3: the generated app — frontend and backend files plus the packages each needs. */
export const generatedCodeSchema = z.object({
  frontend: fileMapSchema,
  backend: fileMapSchema,
  dependencies: z.object({ frontend: z.array(z.string()), backend: z.array(z.string()) }),
});

export type FileMap = z.infer<typeof fileMapSchema>;
export type GeneratedCode = z.infer<typeof generatedCodeSchema>;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour like #06B6D4');

/** spec 01 §4: a new project's theme; the brand colours (DESIGN.md), shared by generated apps. */
export const DEFAULT_THEME = {
  primaryColor: '#06B6D4',
  secondaryColor: '#10B981',
  style: 'material' as const,
};

/** spec 01 §3 Project.config; §4 gives the defaults of a new project. */
export const projectConfigSchema = z.object({
  appName: z.string().trim().max(100).optional(),
  description: z.string().max(2000).optional(),
  features: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  platform: z.enum(['ios', 'android', 'both']).default('both'),
  theme: z
    .object({
      primaryColor: hexColour.default(DEFAULT_THEME.primaryColor),
      secondaryColor: hexColour.default(DEFAULT_THEME.secondaryColor),
      style: z.string().trim().min(1).max(40).default(DEFAULT_THEME.style),
    })
    .default(() => ({ ...DEFAULT_THEME })),
});

/** spec 01 §4: the name of the project created for you; the first generation renames it to the app's. */
export const DEFAULT_PROJECT_NAME = 'My App';
export const PROJECT_NAME_MAX_LENGTH = 100;

export const projectNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(PROJECT_NAME_MAX_LENGTH, `must be at most ${PROJECT_NAME_MAX_LENGTH} characters`);

export const createProjectBodySchema = z.object({
  name: projectNameSchema,
  description: z.string().max(2000).default(''),
  config: projectConfigSchema.default({
    features: [],
    platform: 'both',
    theme: { ...DEFAULT_THEME },
  }),
});

export const projectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  config: projectConfigSchema,
  generatedCode: generatedCodeSchema.nullable(),
  /** The typed model the generator built the code from; null before the first generation. */
  appSpec: z.unknown().nullable(),
  /** Random per project: the preview page URL carries it instead of a cookie. */
  previewToken: z.string(),
  currentVersion: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const projectIdParamsSchema = z.object({ id: z.uuid() });

export const projectVersionSummarySchema = z.object({
  version: z.number().int().positive(),
  prompt: z.string(),
  createdAt: z.iso.datetime(),
});

export const projectVersionSchema = projectVersionSummarySchema.extend({
  appSpec: z.unknown().nullable(),
  generatedCode: generatedCodeSchema,
});

export const versionParamsSchema = z.object({
  id: z.uuid(),
  n: versionNumberParam,
});

export type ProjectConfig = z.infer<typeof projectConfigSchema>;
export type CreateProjectBody = z.infer<typeof createProjectBodySchema>;
export type Project = z.infer<typeof projectSchema>;
export type ProjectVersionSummary = z.infer<typeof projectVersionSummarySchema>;
export type ProjectVersion = z.infer<typeof projectVersionSchema>;

/** Limits on what a person may send as one chat message (spec 01 §5; issue limits). */
export const MESSAGE_MAX_LENGTH = 8000;

export const prioritySchema = z.enum(['high', 'normal', 'low']);

/** What the browser may attach to a prompt, on the socket or over REST. */
export const promptMetadataSchema = z.object({
  timestamp: z.string().max(64).optional(),
  userAgent: z.string().max(512).optional(),
});

export const messageMetadataSchema = promptMetadataSchema.extend({
  features: z.array(z.string()).default([]),
  errors: z.array(z.string()).default([]),
  /** A follow-up's reply: the files it added, changed or removed ("frontend/src/theme.ts"). */
  changedFiles: z.array(z.string()).optional(),
});

/** Limits on the metadata a client may store with a message; the server's own replies have none. */
export const MESSAGE_METADATA_MAX_ITEMS = 50;
export const MESSAGE_METADATA_ITEM_MAX_LENGTH = 500;

const metadataList = z
  .array(z.string().max(MESSAGE_METADATA_ITEM_MAX_LENGTH))
  .max(MESSAGE_METADATA_MAX_ITEMS);

const messageMetadataInputSchema = promptMetadataSchema.extend({
  features: metadataList,
  errors: metadataList,
  changedFiles: metadataList,
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

/** A client stores only its own side of the chat: assistant messages come from the server alone. */
export const createMessageBodySchema = z.object({
  content,
  isUser: z
    .literal(true, { error: 'must be true: only Appforge writes assistant messages' })
    .default(true),
  metadata: messageMetadataInputSchema.partial().default({}),
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

/** POST /api/projects/:id/runtime-errors: an error a phone preview threw, for the admins' list. */
export const runtimeErrorReportSchema = z.object({
  platform: z.enum(['ios', 'android']),
  message: z.string().trim().min(1).max(2000),
});

export type RuntimeErrorReport = z.infer<typeof runtimeErrorReportSchema>;

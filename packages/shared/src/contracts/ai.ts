import { z } from 'zod';

/** Who can turn a prompt into an app here: the built-in generator, and the configured language model. */
export const aiAgentSchema = z.object({
  /** "built-in" or "llm". */
  id: z.string(),
  name: z.string(),
  kind: z.enum(['built-in', 'openai-compatible', 'anthropic']),
  model: z.string().nullable(),
  /** The model API's origin (scheme and host), never its credentials or path; null for the built-in one. */
  baseUrl: z.string().nullable(),
  /** `ready` needs nothing; `configured` is set up but reached only when a prompt is sent. */
  status: z.enum(['ready', 'configured']),
  /** The one that builds apps from prompts. */
  default: z.boolean(),
});

/** spec 02 §3 "Agent list response": agents (list). */
export const aiAgentsResponseSchema = z.object({ agents: z.array(aiAgentSchema) });

export type AiAgent = z.infer<typeof aiAgentSchema>;
export type AiAgentsResponse = z.infer<typeof aiAgentsResponseSchema>;

/** spec 02 §2 Code Generation: the language and platform selects, in the spec's order. */
export const CODE_LANGUAGES = [
  'typescript',
  'javascript',
  'python',
  'swift',
  'kotlin',
  'rust',
] as const;
export const CODE_PLATFORMS = ['web', 'ios', 'android', 'backend'] as const;
export const codeLanguageSchema = z.enum(CODE_LANGUAGES);
export const codePlatformSchema = z.enum(CODE_PLATFORMS);

export const AI_PROMPT_MAX_LENGTH = 4000;

/** spec 02 §7 POST /api/ai/generate-code. */
export const generateCodeBodySchema = z.object({
  prompt: z.string().trim().min(1, 'must not be empty').max(AI_PROMPT_MAX_LENGTH),
  language: codeLanguageSchema,
  context: z.object({ platform: codePlatformSchema }).default({ platform: 'web' }),
});

/** A file of a generated answer (a UI component may come with its styles or preview). */
export const generatedFileSchema = z.object({ path: z.string(), content: z.string() });

/**
 * spec 02 §3 "Generation response". `success: false` carries `error` (the history shows
 * 'Generation failed: ' + error); `engine` says which agent answered.
 */
export const generateCodeResponseSchema = z.object({
  success: z.boolean(),
  language: codeLanguageSchema,
  code: z.string(),
  explanation: z.string(),
  error: z.string().optional(),
  engine: z.enum(['built-in', 'llm']),
});

/** spec 02 §2 UI Generation: web = React, ios = SwiftUI, android = Jetpack Compose. */
export const uiPlatformSchema = z.enum(['web', 'ios', 'android']);

/** spec 02 §7 POST /api/ai/generate-ui. `component` is the description the person typed. */
export const generateUiBodySchema = z.object({
  platform: uiPlatformSchema,
  component: z.string().trim().min(1, 'must not be empty').max(AI_PROMPT_MAX_LENGTH),
  props: z.record(z.string(), z.unknown()).default({}),
  theme: z.object({
    primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour like #06B6D4'),
    secondaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour like #10B981'),
    fontSize: z.number().int().min(8).max(48),
    spacing: z.number().int().min(0).max(64),
  }),
});

export const generateUiResponseSchema = z.object({
  success: z.boolean(),
  code: z.string(),
  files: z.array(generatedFileSchema),
  explanation: z.string(),
  error: z.string().optional(),
  engine: z.enum(['built-in', 'llm']),
});

export const ANALYSIS_CODE_MAX_LENGTH = 200_000;
export const analysisModeSchema = z.enum(['performance', 'issues']);

/** POST /api/ai/analyze: 'Analyze Performance' and 'Find Issues' (spec 02 §2 Analysis). */
export const analyzeBodySchema = z.object({
  code: z.string().min(1, 'must not be empty').max(ANALYSIS_CODE_MAX_LENGTH),
  language: codeLanguageSchema,
  mode: analysisModeSchema,
});

export const findingSchema = z.object({
  line: z.number().int().positive(),
  column: z.number().int().positive(),
  severity: z.enum(['error', 'warning', 'info']),
  rule: z.string(),
  message: z.string(),
});

export const analyzeResponseSchema = z.object({
  success: z.boolean(),
  findings: z.array(findingSchema),
  summary: z.string(),
  error: z.string().optional(),
});

/** spec 02 §3 "AI history entry", kept per user on the server. */
export const aiHistoryEntrySchema = z.object({
  id: z.uuid(),
  type: z.enum(['code_generation', 'ui_generation', 'analysis']),
  prompt: z.string(),
  result: z.string(),
  /** The answer's language (code, analysis) or UI framework, for highlighting. */
  language: z.string().nullable(),
  timestamp: z.iso.datetime(),
  status: z.enum(['success', 'error']),
});

export const aiHistoryResponseSchema = z.object({ history: z.array(aiHistoryEntrySchema) });

export type CodeLanguage = z.infer<typeof codeLanguageSchema>;
export type CodePlatform = z.infer<typeof codePlatformSchema>;
export type GenerateCodeBody = z.infer<typeof generateCodeBodySchema>;
export type GenerateCodeResponse = z.infer<typeof generateCodeResponseSchema>;
export type UiPlatform = z.infer<typeof uiPlatformSchema>;
export type GenerateUiBody = z.infer<typeof generateUiBodySchema>;
export type GenerateUiResponse = z.infer<typeof generateUiResponseSchema>;
export type GeneratedFile = z.infer<typeof generatedFileSchema>;
export type AnalyzeBody = z.infer<typeof analyzeBodySchema>;
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;
export type Finding = z.infer<typeof findingSchema>;
export type AiHistoryEntry = z.infer<typeof aiHistoryEntrySchema>;

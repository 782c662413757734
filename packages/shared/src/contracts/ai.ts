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

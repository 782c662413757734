import { z } from 'zod';
import { generatedCodeSchema } from './generated-code';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour like #06B6D4');

/** spec 01 §3 Project.config; §4 gives the defaults of a new project. */
export const projectConfigSchema = z.object({
  appName: z.string().trim().max(100).optional(),
  description: z.string().max(2000).optional(),
  features: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  platform: z.enum(['ios', 'android', 'both']).default('both'),
  theme: z
    .object({
      primaryColor: hexColour.default('#06B6D4'),
      secondaryColor: hexColour.default('#10B981'),
      style: z.string().trim().min(1).max(40).default('material'),
    })
    .default({ primaryColor: '#06B6D4', secondaryColor: '#10B981', style: 'material' }),
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
    theme: { primaryColor: '#06B6D4', secondaryColor: '#10B981', style: 'material' },
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
  n: z.coerce.number().int().positive(),
});

export type ProjectConfig = z.infer<typeof projectConfigSchema>;
export type CreateProjectBody = z.infer<typeof createProjectBodySchema>;
export type Project = z.infer<typeof projectSchema>;
export type ProjectVersionSummary = z.infer<typeof projectVersionSummarySchema>;
export type ProjectVersion = z.infer<typeof projectVersionSchema>;

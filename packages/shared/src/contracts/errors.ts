import { z } from 'zod';

/** Every 4xx/5xx answer of the API (spec 01 §8; conventions: errors are values with a code). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

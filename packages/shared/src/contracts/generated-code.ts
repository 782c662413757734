import { z } from 'zod';

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

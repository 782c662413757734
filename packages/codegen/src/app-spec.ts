import { z } from 'zod';

export const fieldTypeSchema = z.enum(['text', 'longText', 'number', 'boolean', 'date', 'select']);

export const fieldSchema = z.object({
  name: z.string().regex(/^[a-z][A-Za-z0-9]*$/),
  label: z.string().min(1),
  type: fieldTypeSchema,
  options: z.array(z.string()).optional(),
  required: z.boolean(),
});

export const entitySchema = z.object({
  name: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
  pluralName: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
  fields: z.array(fieldSchema).min(1),
});

/** The typed model of an app: what the generator understood, and what it renders from. */
export const appSpecSchema = z.object({
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  description: z.string(),
  category: z.string(),
  theme: z.object({
    primaryColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
    secondaryColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
    style: z.string(),
  }),
  entities: z.array(entitySchema).min(1),
  features: z.array(z.string()),
});

export type FieldType = z.infer<typeof fieldTypeSchema>;
export type Field = z.infer<typeof fieldSchema>;
export type Entity = z.infer<typeof entitySchema>;
export type AppSpec = z.infer<typeof appSpecSchema>;

import { z } from 'zod';

export const fieldTypeSchema = z.enum(['text', 'longText', 'number', 'boolean', 'date', 'select']);

export const fieldSchema = z.object({
  /** camelCase identifier used in the generated code. */
  name: z.string().regex(/^[a-z][A-Za-z0-9]*$/),
  /** What the person sees ("Finished date"). */
  label: z.string().min(1),
  type: fieldTypeSchema,
  /** The choices of a `select` field. */
  options: z.array(z.string().min(1)).optional(),
  required: z.boolean(),
});

export const entitySchema = z.object({
  /** PascalCase singular ("WineBottle"). */
  name: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
  /** PascalCase plural ("WineBottles"). */
  pluralName: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
  fields: z.array(fieldSchema).min(1),
});

export const screenSchema = z.object({
  name: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
  kind: z.enum(['list', 'form']),
  entity: z.string(),
});

export const themeSchema = z.object({
  primaryColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  secondaryColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  style: z.string(),
});

/** The typed model of an app: what the generator understood, and what it renders from. */
export const appSpecSchema = z.object({
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  description: z.string(),
  category: z.string(),
  theme: themeSchema,
  entities: z.array(entitySchema).min(1),
  /** Derived from the entities (a list and a form each); older specs without it still parse. */
  screens: z.array(screenSchema).default([]),
  features: z.array(z.string()).default([]),
});

export type FieldType = z.infer<typeof fieldTypeSchema>;
export type Field = z.infer<typeof fieldSchema>;
export type Entity = z.infer<typeof entitySchema>;
export type Screen = z.infer<typeof screenSchema>;
export type Theme = z.infer<typeof themeSchema>;
export type AppSpec = z.infer<typeof appSpecSchema>;

/** Every entity gets a list screen and a form screen, in entity order. */
export const screensFor = (entities: Entity[]): Screen[] =>
  entities.flatMap((entity) => [
    { name: `${entity.name}List`, kind: 'list' as const, entity: entity.name },
    { name: `${entity.name}Form`, kind: 'form' as const, entity: entity.name },
  ]);

import { FIELD_TYPES } from '@appforge/shared/contracts/data-model';
import { z } from 'zod';
import { actionSchema, computedValueSchema, summaryValueSchema } from './app-spec-behaviour.ts';

/**
 * Semantic field types. Each maps, in one table per side (render/field-types.ts), to its React
 * Native input, its zod check and its stored type.
 */
export { FIELD_TYPES };
export const fieldTypeSchema = z.enum(FIELD_TYPES);

/** Features from the catalogue a person can ask for; each changes what is rendered. */
export const FEATURES = [
  'search',
  'filters',
  'favorites',
  'sorting',
  'stats',
  'reminders',
  'tags',
  'darkMode',
  'onboarding',
  'profile',
  'settings',
  'offline',
  'sharing',
] as const;
export const featureSchema = z.enum(FEATURES);

export const SCREEN_KINDS = [
  'list',
  'detail',
  'form',
  'stats',
  'calendar',
  'locations',
  'settings',
  'onboarding',
] as const;
export const screenKindSchema = z.enum(SCREEN_KINDS);

/** The most record types an app has: what a person names at once, and the join records it needs. */
export const MAX_ENTITIES = 8;

const identifier = z.string().regex(/^[a-z][A-Za-z0-9]*$/);
const typeName = z.string().regex(/^[A-Z][A-Za-z0-9]*$/);
const hexColour = z.string().regex(/^#[0-9A-Fa-f]{6}$/);

export const fieldSchema = z.object({
  /** camelCase identifier used in the generated code. */
  name: identifier,
  /** What the person sees ("Finished date"). */
  label: z.string().min(1).max(60),
  type: fieldTypeSchema,
  required: z.boolean(),
  /** The choices of an `enum` field, in order. */
  options: z.array(z.string().min(1).max(40)).min(2).max(20).optional(),
  /** A unit shown next to numbers ("min", "kg", "°C"); currency fields carry their currency code ("USD"). */
  unit: z.string().max(12).optional(),
  /** The entity a `relation` field points to (its `name`). */
  relation: typeName.optional(),
});

export const entitySchema = z.object({
  /** PascalCase singular ("WineBottle"). */
  name: typeName,
  /** PascalCase plural ("WineBottles"). */
  pluralName: typeName,
  /** The field that titles a record in lists; a text field of the entity. */
  titleField: identifier,
  fields: z.array(fieldSchema).min(1).max(30),
  /** The order its list starts in ("sorted by rating": rating, highest first). */
  sort: z.object({ field: identifier, descending: z.boolean() }).optional(),
  /** What the app computes for each record (app-spec-behaviour.ts). */
  computed: z.array(computedValueSchema).max(12).optional(),
  /** The one-tap actions on each record. */
  actions: z.array(actionSchema).max(4).optional(),
  /** What the app computes over all records of the type, shown above their list. */
  summary: z.array(summaryValueSchema).max(8).optional(),
});

export const screenSchema = z.object({
  /** PascalCase, unique ("TaskList", "Stats"). */
  name: typeName,
  kind: screenKindSchema,
  /** The entity a list, detail, form, calendar or locations screen shows. */
  entity: typeName.optional(),
  /** The screen's title in the header or tab bar. */
  title: z.string().min(1).max(40),
});

export const themeSchema = z.object({
  primaryColor: hexColour,
  secondaryColor: hexColour,
  style: z.enum(['ios', 'material', 'minimal']),
});

/** Specs stored by earlier generator versions: `name` became `appName`, `select` became `enum`. */
function upgradeLegacy(value: unknown) {
  if (typeof value !== 'object' || value === null) return value;
  const spec = { ...(value as Record<string, unknown>) };
  if (spec.appName === undefined && typeof spec.name === 'string') spec.appName = spec.name;
  if (Array.isArray(spec.entities)) {
    spec.entities = spec.entities.map((entity: Record<string, unknown>) => {
      const fields = Array.isArray(entity.fields)
        ? entity.fields.map((field: Record<string, unknown>) =>
            field.type === 'select' ? { ...field, type: 'enum' } : field,
          )
        : entity.fields;
      const title = Array.isArray(fields)
        ? fields.find((field: Record<string, unknown>) => field.type === 'text')
        : undefined;
      return {
        titleField: title?.name ?? (Array.isArray(fields) ? fields[0]?.name : undefined),
        ...entity,
        fields,
      };
    });
  }
  if (Array.isArray(spec.features))
    spec.features = spec.features.filter((feature) => FEATURES.includes(feature));
  if (
    Array.isArray(spec.screens) &&
    spec.screens.some((screen: Record<string, unknown>) => !screen.title)
  )
    delete spec.screens;
  const theme = spec.theme as Record<string, unknown> | undefined;
  if (theme && !['ios', 'material', 'minimal'].includes(String(theme.style)))
    spec.theme = { ...theme, style: 'material' };
  return spec;
}

/** The AppSpec as a producer (the built-in understanding, a model) fills it in. */
export const appSpecObjectSchema = z.object({
  appName: z.string().min(1).max(40),
  /** npm-safe name of the generated packages. */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(40),
  description: z.string().max(300),
  /** One of the 28 category ids ("productivity", "food_drink", "games_casual"…). */
  category: z.string().min(1),
  theme: themeSchema,
  entities: z.array(entitySchema).min(1).max(MAX_ENTITIES),
  /** Tabs: one tab per top-level screen; stack: the first list is home and the others open from it. */
  navigation: z.enum(['tabs', 'stack']).default('tabs'),
  /** Every screen the app renders; empty means the standard set (screensFor). */
  screens: z.array(screenSchema).default([]),
  features: z.array(featureSchema).default([]),
  /** The period the stats screen groups records by ("monthly stats"). */
  statsPeriod: z.enum(['day', 'week', 'month', 'year']).optional(),
});

/** The typed model of an app: what the generator understood, and what it renders from. */
export const appSpecSchema = z.preprocess(upgradeLegacy, appSpecObjectSchema).transform((spec) => ({
  ...spec,
  screens: spec.screens.length > 0 ? spec.screens : screensFor(spec.entities, spec.features),
}));

export type FieldType = z.infer<typeof fieldTypeSchema>;
export type Feature = z.infer<typeof featureSchema>;
export type ScreenKind = z.infer<typeof screenKindSchema>;
export type Field = z.infer<typeof fieldSchema>;
export type Entity = z.infer<typeof entitySchema>;
export type Screen = z.infer<typeof screenSchema>;
export type Theme = z.infer<typeof themeSchema>;
export type AppSpec = z.infer<typeof appSpecSchema>;

const spaced = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

/**
 * The standard screens for entities and features: per entity a list, a detail and a form; a
 * calendar for the first entity with a date when `reminders` is on, a locations list for entities
 * with a location field, then stats, settings and onboarding when their features are on.
 */
export function screensFor(entities: Entity[], features: Feature[]): Screen[] {
  const screens: Screen[] = entities.flatMap((entity) => [
    {
      name: `${entity.name}List`,
      kind: 'list' as const,
      entity: entity.name,
      title: spaced(entity.pluralName),
    },
    {
      name: `${entity.name}Detail`,
      kind: 'detail' as const,
      entity: entity.name,
      title: spaced(entity.name),
    },
    {
      name: `${entity.name}Form`,
      kind: 'form' as const,
      entity: entity.name,
      title: `Edit ${spaced(entity.name)}`,
    },
  ]);
  const dated = entities.find((entity) =>
    entity.fields.some((field) => field.type === 'date' || field.type === 'datetime'),
  );
  if (dated && features.includes('reminders'))
    screens.push({ name: 'Calendar', kind: 'calendar', entity: dated.name, title: 'Calendar' });
  for (const entity of entities) {
    if (entity.fields.some((field) => field.type === 'location')) {
      screens.push({
        name: `${entity.name}Places`,
        kind: 'locations',
        entity: entity.name,
        title: 'Places',
      });
    }
  }
  if (features.includes('stats')) screens.push({ name: 'Stats', kind: 'stats', title: 'Stats' });
  if (
    features.some(
      (feature) => feature === 'settings' || feature === 'darkMode' || feature === 'profile',
    )
  ) {
    screens.push({ name: 'Settings', kind: 'settings', title: 'Settings' });
  }
  if (features.includes('onboarding'))
    screens.push({ name: 'Onboarding', kind: 'onboarding', title: 'Welcome' });
  return screens;
}

/**
 * The field that titles a record: the one the spec names unless it is a link (a link shows the
 * linked record's title), else the first text field, else the first value of its own.
 */
export function titleFieldOf<F extends Pick<Field, 'name' | 'type'>>(
  fields: F[],
  titleField: string,
): F | undefined {
  return (
    fields.find((field) => field.name === titleField && field.type !== 'relation') ??
    fields.find((field) => field.type === 'text') ??
    fields.find((field) => field.type !== 'relation') ??
    fields[0]
  );
}

import {
  computedCanRead,
  FIELD_TYPE_LABELS,
  type ComputedChoice,
} from '@appforge/shared/contracts/data-model';
import { z } from 'zod';

/*
 * The part of a project's AppSpec the Data model view shows. The spec is typed `unknown` in the
 * Project contract, so this reads only what the view needs and lets the rest go: a spec written
 * by an older or newer generator still shows its record types.
 */

const fieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.string(),
  required: z.boolean().catch(false),
  /** The record type a link points at. */
  relation: z.string().optional().catch(undefined),
});

const computedSchema = z.object({
  kind: z.string(),
  name: z.string(),
  label: z.string(),
  over: z.object({ entity: z.string(), link: z.string() }).optional().catch(undefined),
  field: z.string().optional().catch(undefined),
});

const actionSchema = z.object({ kind: z.string(), name: z.string(), label: z.string() });

const entitySchema = z.object({
  name: z.string(),
  pluralName: z.string(),
  titleField: z.string(),
  fields: z.array(fieldSchema),
  computed: z.array(computedSchema).catch([]).default([]),
  actions: z.array(actionSchema).catch([]).default([]),
});

const appSpecSchema = z.object({ entities: z.array(entitySchema) });

export type ModelField = z.infer<typeof fieldSchema>;
export type ModelComputed = z.infer<typeof computedSchema>;
export type ModelEntity = z.infer<typeof entitySchema>;

/** A project's data model: none before the first generation, unreadable when the spec's shape is unknown. */
export type DataModel =
  { status: 'none' } | { status: 'unreadable' } | { status: 'ready'; entities: ModelEntity[] };

export function readDataModel(appSpec: unknown): DataModel {
  if (appSpec === null || appSpec === undefined) return { status: 'none' };
  const parsed = appSpecSchema.safeParse(appSpec);
  if (!parsed.success) return { status: 'unreadable' };
  if (parsed.data.entities.length === 0) return { status: 'none' };
  return { status: 'ready', entities: parsed.data.entities };
}

/** "WineBottle" → "Wine Bottle": how the generated app itself names a record type. */
export const entityLabel = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

export const isLink = (field: ModelField) => field.type === 'relation';

/** "Text", or for a link the record type it points at ("→ Kid"). */
export function fieldTypeText(field: ModelField) {
  if (isLink(field)) return `→ ${entityLabel(field.relation ?? '?')}`;
  return FIELD_TYPE_LABELS[field.type as keyof typeof FIELD_TYPE_LABELS] ?? field.type;
}

/** The record types with a link pointing at `target`: what a computed value of it can be over. */
export const typesLinkingTo = (entities: ModelEntity[], target: string) =>
  entities.filter((entity) =>
    entity.fields.some((field) => isLink(field) && field.relation === target),
  );

/** The fields of the linked type a computed value of `kind` can read (none for a count). */
export const fieldsForComputed = (kind: ComputedChoice, linked: ModelEntity): ModelField[] =>
  linked.fields.filter((field) => computedCanRead(kind, field.type));

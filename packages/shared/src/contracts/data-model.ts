import { z } from 'zod';
import { projectSchema } from './builder.ts';

/**
 * The Data model view's edits of a generated app (POST /api/projects/:id/model-edits): each one
 * changes the project's AppSpec and becomes a new version, like a typed follow-up.
 */

/** Semantic field types of the AppSpec: each has its input, check and stored type on both sides. */
export const FIELD_TYPES = [
  'text',
  'longText',
  'number',
  'currency',
  'boolean',
  'date',
  'datetime',
  'enum',
  'rating',
  'imageUrl',
  'location',
  'relation',
  'email',
  'url',
  'phone',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** What the builder calls each type a person can give a field (a link is added as a link). */
export const FIELD_TYPE_LABELS: Record<Exclude<FieldType, 'relation'>, string> = {
  text: 'Text',
  longText: 'Long text',
  number: 'Number',
  currency: 'Money',
  boolean: 'Yes / no',
  date: 'Date',
  datetime: 'Date and time',
  enum: 'Choice',
  rating: 'Rating',
  imageUrl: 'Picture',
  location: 'Place',
  email: 'Email',
  url: 'Web link',
  phone: 'Phone',
};
const VALUE_TYPES = Object.keys(FIELD_TYPE_LABELS) as [Exclude<FieldType, 'relation'>];

/** Values the view can add: computed over the records linked to a record. */
export const COMPUTED_CHOICES = {
  count: 'How many',
  sum: 'Total',
  average: 'Average',
  min: 'Lowest',
  max: 'Highest',
  latest: 'Latest',
  streak: 'Streak (days in a row)',
  difference: 'Change of a reading (odometer, meter)',
} as const;
export type ComputedChoice = keyof typeof COMPUTED_CHOICES;

const NUMBER_TYPES: readonly string[] = ['number', 'currency', 'rating'];
const DATE_TYPES: readonly string[] = ['date', 'datetime'];

/**
 * Whether a value of `kind` can read a linked field of `type`: a number for the sums and bests, a
 * date for a streak, any value (not a link) for the latest, none for a count.
 */
export function computedCanRead(kind: ComputedChoice, type: string): boolean {
  switch (kind) {
    case 'count':
      return false;
    case 'streak':
      return DATE_TYPES.includes(type);
    case 'latest':
      return type !== 'relation';
    default:
      return NUMBER_TYPES.includes(type);
  }
}

const typeName = z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'a record type name');
const identifier = z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'a field name');
/** A name as the person types it ("Due date"): it becomes the label and the code's name. */
const spoken = z
  .string()
  .trim()
  .min(1, 'Type a name.')
  .max(40)
  .regex(/[A-Za-z]/, 'A name needs a letter.');

export const modelEditSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('renameEntity'), entity: typeName, to: spoken }),
  z.object({ op: z.literal('renameField'), entity: typeName, field: identifier, to: spoken }),
  z.object({
    op: z.literal('retypeField'),
    entity: typeName,
    field: identifier,
    type: z.enum(VALUE_TYPES),
  }),
  z.object({
    op: z.literal('addField'),
    entity: typeName,
    label: spoken,
    type: z.enum(VALUE_TYPES),
  }),
  /** Removes a field or a link. */
  z.object({ op: z.literal('removeField'), entity: typeName, field: identifier }),
  /** Each `entity` record picks one `to` record. */
  z.object({ op: z.literal('addLink'), entity: typeName, to: typeName }),
  z.object({
    op: z.literal('addComputed'),
    entity: typeName,
    kind: z.enum(Object.keys(COMPUTED_CHOICES) as [ComputedChoice]),
    /** The linked record type it is computed over. */
    over: typeName,
    /** The linked records' field it reads (all but count). */
    field: identifier.optional(),
  }),
  z.object({ op: z.literal('removeComputed'), entity: typeName, name: identifier }),
]);
export type ModelEdit = z.infer<typeof modelEditSchema>;

/** A saved edit: the project at its new version, and what changed in a sentence (as the chat says). */
export const modelEditResultSchema = z.object({ project: projectSchema, change: z.string() });
export type ModelEditResult = z.infer<typeof modelEditResultSchema>;

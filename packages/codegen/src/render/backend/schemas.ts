import type { ZodHelper } from '../field-type-info.ts';
import { fieldType, zodFor } from '../field-types.ts';
import type { AppModel, EntityModel } from '../model.ts';
import { lines } from '../names.ts';

/** The backend's src/schemas.ts: one zod schema per entity, built from the field table. */

const HELPERS: Record<ZodHelper, string> = {
  webUrl: `/** A web address (http or https). */
const webUrl = z.url({ protocol: /^https?$/, message: 'Must be a web address starting with http:// or https://' });`,
  imageUri: `/** A picture: a web address, or the uri of a photo picked on a device (its file, or the image itself). */
const imageUri = z
  .string()
  .trim()
  .regex(
    /^(https?:\\/\\/[^\\s/$.?#]\\S*|(file|content|ph|assets-library):\\/\\/\\S+|data:image\\/[\\w.+-]+;base64,[\\w+/=]+)$/i,
    'Must be a photo, or a web address starting with http:// or https://',
  );`,
  phone: `const phone = z.string().trim().regex(/^\\+?[0-9 ().-]{6,20}$/, 'Must be a phone number');`,
  dateTime: `/** "2025-01-31 18:30", or an ISO date-time ("2025-01-31T18:30:00Z"). */
const dateTime = z
  .string()
  .regex(/^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})?$/, 'Must be a date and time like 2025-01-31 18:30');`,
};

export const schemaName = (entity: EntityModel) => `${entity.camel}Schema`;
export const patchSchemaName = (entity: EntityModel) => `${entity.camel}PatchSchema`;

/** A record's whole body (create, replace) refuses fields it does not have; a PATCH body is any of them. */
function entitySchema(entity: EntityModel) {
  return lines(
    `export const ${schemaName(entity)} = z.strictObject({`,
    ...entity.fields.map((field) => `  ${field.name}: ${zodFor(field)},`),
    entity.tags && '  tags: z.array(z.string().trim().min(1)).optional(),',
    entity.favorites && '  favorite: z.boolean().optional(),',
    '});',
    `export type ${entity.type}Input = z.infer<typeof ${schemaName(entity)}>;`,
    `export const ${patchSchemaName(entity)} = ${schemaName(entity)}.partial();`,
  );
}

export function schemasFile(model: AppModel) {
  const helpers = new Set<ZodHelper>();
  for (const entity of model.entities) {
    for (const field of entity.fields) {
      const helper = fieldType(field).zod(field).helper;
      if (helper) helpers.add(helper);
    }
  }
  return `${lines(
    "import { z } from 'zod';",
    ...(Object.keys(HELPERS) as ZodHelper[])
      .filter((name) => helpers.has(name))
      .map((name) => `\n${HELPERS[name]}`),
    ...model.entities.map((entity) => `\n${entitySchema(entity)}`),
    `
/** What the server sets itself: a body may repeat them (a record read and sent back); they are ignored. */
const STORED_KEYS = new Set(['id', 'createdAt', 'updatedAt']);

/** A request body without the keys the server sets itself, for its schema to check. */
export function bodyFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !STORED_KEYS.has(key)));
}

/** The 400 answer for a body that does not match its schema. */
export function validationError(error: z.ZodError) {
  return {
    error: 'validation_failed',
    message: error.issues.map((issue) => \`\${issue.path.join('.') || 'body'}: \${issue.message}\`).join('; '),
    issues: error.issues,
  };
}

/** The 400 answer for a relation pointing at a record that does not exist. */
export function missingRelationError(field: string, target: string) {
  const message = \`No \${target} with this id\`;
  return {
    error: 'validation_failed',
    message: \`\${field}: \${message}\`,
    issues: [{ code: 'custom', path: [field], message }],
  };
}`,
  )}\n`;
}

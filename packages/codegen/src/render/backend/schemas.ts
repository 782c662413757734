import type { ZodHelper } from '../field-type-info.ts';
import { fieldType, zodFor } from '../field-types.ts';
import type { AppModel, EntityModel } from '../model.ts';
import { lines } from '../names.ts';

/** The backend's src/schemas.ts: one zod schema per entity, built from the field table. */

const HELPERS: Record<ZodHelper, string> = {
  webUrl: `/** A web address (http or https). */
const webUrl = (messages: FieldMessages) => z.url({ protocol: /^https?$/, ...messages });`,
  imageUri: `/** A picture: a web address, or the uri of a photo picked on a device (its file, or the image itself). */
const imageUri = (messages: FieldMessages) =>
  z
    .string(messages)
    .trim()
    .regex(/^(https?:\\/\\/[^\\s/$.?#]\\S*|(file|content|ph|assets-library):\\/\\/\\S+|data:image\\/[\\w.+-]+;base64,[\\w+/=]+)$/i, messages);`,
  phone: `const phone = (messages: FieldMessages) => z.string(messages).trim().regex(/^\\+?[0-9 ().-]{6,20}$/, messages);`,
  dateTime: `/** "2025-01-31 18:30", or an ISO date-time ("2025-01-31T18:30:00Z"). */
const dateTime = (messages: FieldMessages) =>
  z.string(messages).regex(/^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})?$/, messages);`,
};

const SAYS = `interface FieldMessages {
  error: (issue: { input?: unknown }) => string;
}

/** A field's messages: "Name is required." when it is missing, "Name must be …" when it is not valid. */
const says = (label: string, rule: string): FieldMessages => ({
  error: (issue) => (issue.input === undefined ? \`\${label} is required.\` : \`\${label} \${rule}\`),
});`;

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
      const helper = fieldType(field).zod(field, '').helper;
      if (helper) helpers.add(helper);
    }
  }
  return `${lines(
    "import { z } from 'zod';",
    `\n${SAYS}`,
    ...(Object.keys(HELPERS) as ZodHelper[])
      .filter((name) => helpers.has(name))
      .map((name) => `\n${HELPERS[name]}`),
    ...model.entities.map((entity) => `\n${entitySchema(entity)}`),
    `
/** The route schema of the \`:id\` in a record's path. */
export const idParams = z.object({ id: z.string() });

/** What the server sets itself: a body may repeat them (a record read and sent back); they are ignored. */
const STORED_KEYS = new Set(['id', 'createdAt', 'updatedAt']);

/** A request body without the keys the server sets itself, for its schema to check. */
export function bodyFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !STORED_KEYS.has(key)));
}

/** What is wrong with one value of a request, by its path ("name", "items.0"). */
export interface Issue {
  path: string[];
  message: string;
}

/** The 400 answer for a request that does not match its schema. */
export function validationError(issues: Issue[]) {
  return {
    error: 'validation_failed',
    message: issues.map((issue) => (issue.path.length > 0 ? issue.message : \`Request: \${issue.message}\`)).join(' '),
    issues,
  };
}

/** The 400 answer for a relation pointing at a record that does not exist. */
export function missingRelationError(field: string, target: string) {
  return validationError([{ path: [field], message: \`No \${target} with this id.\` }]);
}`,
  )}\n`;
}

import { randomUUID } from 'node:crypto';

/*
 * What a route's zod schemas say about its input, read from the schema objects the route was
 * registered with: the fields a fuzzer should aim at, and values that pass, so that the one part
 * under attack is the one that decides the answer.
 */

interface ZodDef {
  type: string;
  innerType?: unknown;
  in?: unknown;
  shape?: Record<string, unknown>;
  options?: unknown[];
  entries?: Record<string, unknown>;
  format?: string;
  values?: unknown[];
}

function defOf(schema: unknown): ZodDef | undefined {
  return (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** The schema under optional/default/nullable/pipe wrappers. */
function unwrap(schema: unknown): { def: ZodDef | undefined; optional: boolean } {
  let current = schema;
  let optional = false;
  for (let depth = 0; depth < 16; depth += 1) {
    const def = defOf(current);
    if (!def) return { def, optional };
    if (WRAPPERS.has(def.type)) {
      optional ||= def.type !== 'nullable' && def.type !== 'readonly';
      current = def.innerType;
    } else if (def.type === 'pipe') current = def.in;
    else return { def, optional };
  }
  return { def: undefined, optional };
}

/** The field names of an object schema (every branch's, for a union); none for anything else. */
export function fieldNames(schema: unknown): string[] {
  const { def } = unwrap(schema);
  if (def?.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def?.type === 'union' && def.options) return [...new Set(def.options.flatMap(fieldNames))];
  return [];
}

/** Ids of one person's own things, so a route's id parameter can name something that exists. */
export interface PlausibleContext {
  projectId: string | undefined;
  mediaFileId: string | undefined;
}

function plausibleId(url: string, name: string, context: PlausibleContext): string {
  const own =
    name !== 'id'
      ? undefined
      : url.startsWith('/api/media/')
        ? context.mediaFileId
        : url.startsWith('/api/projects/')
          ? context.projectId
          : undefined;
  return own ?? randomUUID();
}

/** A value the field accepts, or undefined when there is none to give (or it may be left out). */
function plausibleText(schema: unknown, url: string, name: string, context: PlausibleContext) {
  const { def, optional } = unwrap(schema);
  if (!def) return undefined;
  if (def.type === 'enum' && def.entries) return String(Object.values(def.entries)[0]);
  if (def.type === 'literal' && def.values) return String(def.values[0]);
  if (optional) return undefined;
  if (def.type === 'string' && def.format === 'uuid') return plausibleId(url, name, context);
  if (def.type === 'number') return '1';
  return undefined;
}

/** For each field of an object schema, a value it accepts (fields that need none are left out). */
export function plausibleFields(
  schema: unknown,
  url: string,
  context: PlausibleContext,
): Record<string, string> {
  const { def } = unwrap(schema);
  if (def?.type !== 'object' || !def.shape) return {};
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(def.shape)) {
    const value = plausibleText(field, url, name, context);
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

/** The `:name` parameters of a route URL, and `*` for a wildcard. */
export function paramNamesOf(url: string): string[] {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  return url.endsWith('*') ? [...names, '*'] : names;
}

/** The route URL with each parameter replaced by its (already encoded) value. */
export function fillPath(url: string, values: Record<string, string>): string {
  return url
    .replace(/:(\w+)/g, (_, name: string) => values[name] ?? '')
    .replace(/\*$/, values['*'] ?? '');
}

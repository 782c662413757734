import fc from 'fast-check';
import { jsonText, nastyText, overlongText } from './fuzz-arbitraries';

/*
 * Bodies that a route's zod schema accepts, but for one field: a valid value is generated from the
 * schema itself, then one of its nodes is replaced by something nasty. A fuzzer that only throws
 * garbage stops at the first failing field; this reaches the code behind the validation.
 */

interface Def {
  type: string;
  innerType?: unknown;
  in?: unknown;
  shape?: Record<string, unknown>;
  options?: unknown[];
  element?: unknown;
  valueType?: unknown;
  items?: unknown[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  format?: string;
  checks?: Array<{ _zod: { def: Check } }>;
}

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

type Json = null | boolean | number | string | undefined | Json[] | { [key: string]: Json };

const defOf = (schema: unknown) => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);
const INT4 = 2 ** 31 - 1;
const MAX_DEPTH = 8;

function lengthBounds(def: Def, cap: number) {
  let minLength = 0;
  let maxLength = cap;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') minLength = check.minimum ?? 0;
    if (check.check === 'max_length') maxLength = Math.min(cap, check.maximum ?? cap);
  }
  return { minLength, maxLength: Math.max(minLength, maxLength) };
}

/** Strings matching the pattern, or any short text when fast-check cannot read the pattern. */
function matching(pattern: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern);
  } catch {
    return fc.string({ maxLength: 40 });
  }
}

function validString(def: Def): fc.Arbitrary<string> {
  const pattern = checksOf(def).find((check) => check.pattern)?.pattern;
  if (def.format === 'uuid') return fc.uuid({ version: 4 });
  if (def.format === 'email') return fc.constant('someone@example.com');
  if (def.format === 'datetime') return fc.constant(new Date(0).toISOString());
  if (def.format === 'url') return fc.constant('https://example.com/');
  if (pattern) return matching(pattern);
  const { minLength, maxLength } = lengthBounds(def, 40);
  // Never blank: most text fields are trimmed before their minimum length is checked.
  return fc
    .string({ unit: 'grapheme-ascii', minLength, maxLength })
    .map((text) => (text.trim() === '' && minLength > 0 ? 'x'.repeat(minLength) : text));
}

function validNumber(def: Def): fc.Arbitrary<number> {
  let min = -INT4;
  let max = INT4;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format') integer = check.format !== 'float64';
    if (check.check === 'greater_than')
      min = (check.value ?? min) + (check.inclusive ? 0 : integer ? 1 : 1e-9);
    if (check.check === 'less_than')
      max = (check.value ?? max) - (check.inclusive ? 0 : integer ? 1 : 1e-9);
  }
  min = Math.max(min, -INT4);
  max = Math.min(max, INT4);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
}

/** A JSON value the schema accepts (most of the time: refinements it cannot see may refuse it). */
export function validJson(schema: unknown, depth = 0): fc.Arbitrary<Json> {
  const def = defOf(schema);
  if (!def || depth > MAX_DEPTH) return fc.constant(null);
  const inner = (next: unknown) => validJson(next, depth + 1);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof(fc.constant(undefined), inner(def.innerType));
    case 'nullable':
      return fc.oneof(fc.constant(null), inner(def.innerType));
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([key, field]) => [key, inner(field)]),
        ),
      );
    case 'string':
      return validString(def);
    case 'number':
      return validNumber(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...(Object.values(def.entries ?? {}) as Json[]));
    case 'literal':
      return fc.constantFrom(...((def.values ?? [null]) as Json[]));
    case 'array':
      return fc.array(inner(def.element), lengthBounds(def, 4));
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(inner));
    case 'union':
      return fc.oneof(...(def.options ?? []).map(inner));
    case 'record':
      return fc.dictionary(
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }),
        inner(def.valueType),
        {
          maxKeys: 3,
        },
      );
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;
    default:
      return fc.constant(null);
  }
}

/** Where each node of a value sits, as a list of keys from the root (the root itself included). */
function nodePaths(value: Json, path: string[] = []): string[][] {
  const paths = [path];
  if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      if (item !== undefined) paths.push(...nodePaths(item, [...path, key]));
  return paths;
}

/** How one node is spoiled, as the JSON text put in its place. */
const mutation: fc.Arbitrary<(node: Json) => string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.nat().map((at) => (node: Json) => {
      const text = typeof node === 'string' ? node : (JSON.stringify(node) ?? '');
      const index = text.length === 0 ? 0 : at % (text.length + 1);
      return JSON.stringify(`${text.slice(0, index)}\u0000${text.slice(index)}`);
    }),
  },
  { weight: 3, arbitrary: jsonText.map((text) => () => text) },
  {
    weight: 2,
    arbitrary: nastyText.map(
      (suffix) => (node: Json) =>
        JSON.stringify(`${typeof node === 'string' ? node : ''}${suffix}`),
    ),
  },
  { weight: 1, arbitrary: overlongText.map((text) => () => JSON.stringify(text)) },
);

const SLOT = '"\u2063fuzz-slot\u2063"';

/** JSON text of a value the schema accepts, with one node spoiled. */
export function nearlyValidJsonText(schema: unknown): fc.Arbitrary<string> {
  return fc.tuple(validJson(schema), fc.nat(), mutation).map(([value, pick, spoil]) => {
    const paths = nodePaths(value);
    const path = paths[pick % paths.length] as string[];
    if (path.length === 0) return spoil(value);
    const copy = structuredClone(value) as Record<string, Json>;
    let parent = copy;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, Json>;
    const last = path.at(-1) as string;
    const node = parent[last] as Json;
    parent[last] = JSON.parse(SLOT) as string;
    return JSON.stringify(copy).replace(SLOT, () => spoil(node));
  });
}

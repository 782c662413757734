import ts from 'typescript';
import { calleeName, literalText, nodesOf, parseSources, propertyName } from './ts-source';

/**
 * The request bodies a generated backend accepts, read from its code: the zod object each route
 * declares as its body schema (`app.post('/api/habits', { schema: { body: habitSchema } }, …)`) or
 * parses its body with (`habitSchema.safeParse(…)` in the handler), and the keys of that object
 * (`z.strictObject({ … })`, `habitSchema.partial()`).
 */

export interface BodySchema {
  keys: string[];
  required: string[];
  /** `z.strictObject`: unknown keys are refused; `z.object` drops them. */
  strict: boolean;
}

/** Modifiers that make a key optional when they end its chain. */
const OPTIONAL_MODIFIERS = new Set(['optional', 'nullish', 'default', 'catch']);

function isOptional(value: ts.Expression): boolean {
  let current = value;
  while (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression)) {
    if (OPTIONAL_MODIFIERS.has(current.expression.name.text)) return true;
    current = current.expression.expression;
  }
  return false;
}

function objectSchema(call: ts.CallExpression): BodySchema | null {
  const name = calleeName(call);
  const [shape] = call.arguments;
  if ((name !== 'object' && name !== 'strictObject') || !shape) return null;
  if (!ts.isObjectLiteralExpression(shape)) return null;
  const keys: string[] = [];
  const required: string[] = [];
  for (const property of shape.properties) {
    if (!ts.isPropertyAssignment(property)) return null;
    const key = propertyName(property.name);
    if (key === undefined) return null;
    keys.push(key);
    if (!isOptional(property.initializer)) required.push(key);
  }
  return { keys, required, strict: name === 'strictObject' };
}

/** Every `const x = z.object(…)` (or `.partial()` of one) declared in the backend, by name. */
function declaredSchemas(files: ReturnType<typeof parseSources>): Map<string, BodySchema> {
  const schemas = new Map<string, BodySchema>();
  const partials: [string, string][] = [];
  for (const { source } of files) {
    for (const declaration of nodesOf(source, ts.isVariableDeclaration)) {
      const value = declaration.initializer;
      if (!ts.isIdentifier(declaration.name) || !value || !ts.isCallExpression(value)) continue;
      const schema = objectSchema(value);
      if (schema) schemas.set(declaration.name.text, schema);
      else if (
        calleeName(value) === 'partial' &&
        ts.isPropertyAccessExpression(value.expression) &&
        ts.isIdentifier(value.expression.expression)
      )
        partials.push([declaration.name.text, value.expression.expression.text]);
    }
  }
  for (const [name, base] of partials) {
    const schema = schemas.get(base);
    if (schema) schemas.set(name, { ...schema, required: [] });
  }
  return schemas;
}

/** An identifier's name, when `node` is one. */
const identifierText = (node: ts.Node | undefined) =>
  node && ts.isIdentifier(node) ? node.text : undefined;

/** The property `name` of an object literal, when it is a plain assignment. */
function propertyOf(object: ts.Expression, name: string) {
  if (!ts.isObjectLiteralExpression(object)) return undefined;
  const found = object.properties.find(
    (property) => ts.isPropertyAssignment(property) && propertyName(property.name) === name,
  );
  return found && ts.isPropertyAssignment(found) ? found.initializer : undefined;
}

/** The schema a route declares for its body: `app.post(path, { schema: { body: habitSchema } }, …)`. */
function declaredBody(call: ts.CallExpression) {
  for (const argument of call.arguments.slice(1)) {
    const routeSchema = propertyOf(argument, 'schema');
    const body = routeSchema && identifierText(propertyOf(routeSchema, 'body'));
    if (body) return body;
  }
  return undefined;
}

/** The schema a handler parses its body with by hand: `habitSchema.safeParse(…)`. */
function parsedInHandler(call: ts.CallExpression, schemas: Map<string, BodySchema>) {
  const parsed = call.arguments
    .slice(1)
    .flatMap((handler) => nodesOf(handler, ts.isCallExpression))
    .find(
      (inner) =>
        ['safeParse', 'parse'].includes(calleeName(inner) ?? '') &&
        ts.isPropertyAccessExpression(inner.expression) &&
        schemas.has(identifierText(inner.expression.expression) ?? ''),
    );
  return parsed && ts.isPropertyAccessExpression(parsed.expression)
    ? identifierText(parsed.expression.expression)
    : undefined;
}

/**
 * The body schema of each route the backend registers with a literal path, keyed "POST /api/x";
 * routes whose handlers parse no known schema are left out.
 */
export function backendBodySchemas(backend: Record<string, string>): Map<string, BodySchema> {
  const files = parseSources(backend);
  const schemas = declaredSchemas(files);
  const routes = new Map<string, BodySchema>();
  for (const { source } of files) {
    for (const call of nodesOf(source, ts.isCallExpression)) {
      const method = calleeName(call);
      const path = literalText(call.arguments[0]);
      if (!method || !['post', 'put', 'patch'].includes(method) || path === undefined) continue;
      const schemaName = declaredBody(call) ?? parsedInHandler(call, schemas);
      const schema = schemaName ? schemas.get(schemaName) : undefined;
      if (schema) routes.set(`${method.toUpperCase()} ${path}`, schema);
    }
  }
  return routes;
}

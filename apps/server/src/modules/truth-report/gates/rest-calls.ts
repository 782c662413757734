import ts from 'typescript';
import {
  calleeName,
  literalText,
  nodesOf,
  parseSources,
  propertyName,
  type ParsedFile,
} from './ts-source';

/**
 * What a generated frontend asks of its API, read from its code: the collections it declares
 * (`store.collection({ path: '/api/habits', defaults: emptyHabit })`) and the requests its REST
 * adapter makes for each one (`request('GET', path)`, `request('DELETE', url(id))`).
 */

const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** A request the adapter makes for every collection: on its path, or on one record's. */
export interface AdapterRequest {
  method: string;
  target: 'collection' | 'record';
}

export interface DeclaredCollection {
  path: string;
  /** The keys of the values a new record is sent with (`defaults`), or null when unreadable. */
  bodyKeys: string[] | null;
}

export interface FrontendCalls {
  collections: DeclaredCollection[];
  /** Null when the frontend makes requests but none could be read as one of these shapes. */
  requests: AdapterRequest[] | null;
}

function objectKeys(object: ts.ObjectLiteralExpression): string[] | null {
  const keys: string[] = [];
  for (const property of object.properties) {
    if (ts.isShorthandPropertyAssignment(property)) keys.push(property.name.text);
    else if (ts.isPropertyAssignment(property)) {
      const name = propertyName(property.name);
      if (name === undefined) return null;
      keys.push(name);
    } else return null;
  }
  return keys;
}

/** The object literal a `defaults` value names: inline, or a `const` declared in any file. */
function defaultsKeys(value: ts.Expression, files: ParsedFile[]): string[] | null {
  if (ts.isObjectLiteralExpression(value)) return objectKeys(value);
  if (!ts.isIdentifier(value)) return null;
  for (const { source } of files) {
    for (const declaration of nodesOf(source, ts.isVariableDeclaration)) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== value.text) continue;
      let initializer = declaration.initializer;
      while (
        initializer &&
        (ts.isAsExpression(initializer) || ts.isSatisfiesExpression(initializer))
      )
        initializer = initializer.expression;
      if (initializer && ts.isObjectLiteralExpression(initializer)) return objectKeys(initializer);
    }
  }
  return null;
}

function declaredCollections(files: ParsedFile[]): DeclaredCollection[] {
  const collections = new Map<string, DeclaredCollection>();
  for (const { source } of files) {
    for (const call of nodesOf(source, ts.isCallExpression)) {
      const [options] = call.arguments;
      if (calleeName(call) !== 'collection' || !options || !ts.isObjectLiteralExpression(options))
        continue;
      const property = (name: string) =>
        options.properties.find(
          (entry): entry is ts.PropertyAssignment =>
            ts.isPropertyAssignment(entry) && propertyName(entry.name) === name,
        )?.initializer;
      const path = literalText(property('path'));
      if (path === undefined) continue;
      const defaults = property('defaults');
      collections.set(path, { path, bodyKeys: defaults ? defaultsKeys(defaults, files) : null });
    }
  }
  return [...collections.values()];
}

/** Functions like `const url = (id) => \`${path}/${encodeURIComponent(id)}\``: one record's path. */
function recordUrlFunctions(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const declaration of nodesOf(source, ts.isVariableDeclaration)) {
    const value = declaration.initializer;
    if (!ts.isIdentifier(declaration.name) || !value || !ts.isArrowFunction(value)) continue;
    const body = value.body;
    const [first] = ts.isTemplateExpression(body) ? body.templateSpans : [];
    if (
      ts.isTemplateExpression(body) &&
      body.head.text === '' &&
      first &&
      ts.isIdentifier(first.expression) &&
      first.expression.text === 'path' &&
      first.literal.text.startsWith('/')
    )
      names.add(declaration.name.text);
  }
  return names;
}

/** The requests of the file that calls `fetch`: calls whose first argument is an HTTP method. */
function adapterRequests(files: ParsedFile[]): AdapterRequest[] | null {
  const adapters = files.filter(({ source }) => /\bfetch\(/.test(source.text));
  if (adapters.length === 0) return [];
  const requests = new Map<string, AdapterRequest>();
  for (const { source } of adapters) {
    const recordUrls = recordUrlFunctions(source);
    for (const call of nodesOf(source, ts.isCallExpression)) {
      const method = literalText(call.arguments[0]);
      const target = call.arguments[1];
      if (!method || !HTTP_METHODS.has(method) || !target) continue;
      const kind =
        ts.isIdentifier(target) && target.text === 'path'
          ? 'collection'
          : ts.isCallExpression(target) &&
              ts.isIdentifier(target.expression) &&
              recordUrls.has(target.expression.text)
            ? 'record'
            : null;
      if (kind) requests.set(`${method} ${kind}`, { method, target: kind });
    }
  }
  return requests.size > 0 ? [...requests.values()] : null;
}

/** The collections the frontend declares and the requests its REST adapter makes for each. */
export function frontendCalls(frontend: Record<string, string>): FrontendCalls {
  const files = parseSources(frontend);
  return { collections: declaredCollections(files), requests: adapterRequests(files) };
}

import ts from 'typescript';

/** Reading a generated app's TypeScript sources as syntax trees, for the gates that inspect them. */

export interface ParsedFile {
  path: string;
  source: ts.SourceFile;
}

/** The .ts/.tsx files of one side, parsed (declarations and other files left out). */
export function parseSources(files: Record<string, string>): ParsedFile[] {
  return Object.entries(files)
    .filter(([path]) => /\.(ts|tsx)$/.test(path) && !path.endsWith('.d.ts'))
    .map(([path, text]) => ({
      path,
      source: ts.createSourceFile(
        path,
        text,
        ts.ScriptTarget.Latest,
        true,
        path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      ),
    }));
}

/** Calls `visit` on every node under `node`, depth first. */
export function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** Every node under `node` that `guard` accepts. */
export function nodesOf<T extends ts.Node>(
  node: ts.Node,
  guard: (node: ts.Node) => node is T,
): T[] {
  const found: T[] = [];
  walk(node, (candidate) => {
    if (guard(candidate)) found.push(candidate);
  });
  return found;
}

/** The text of a string literal or a template without substitutions, else undefined. */
export function literalText(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
}

/** A property's name as written (`title`, `'aria-label'`), else undefined. */
export function propertyName(name: ts.PropertyName | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name))
    return name.text;
  return undefined;
}

/** The name a call is made through: `collection` in `collection(…)` and `store.collection(…)`. */
export function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** The 1-based line of `node` in its file. */
export function lineOf(node: ts.Node): number {
  const source = node.getSourceFile();
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

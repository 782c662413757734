import ts from 'typescript';

/**
 * Function coverage of the generated code, counted by probes. V8's own coverage (NODE_V8_COVERAGE,
 * node:inspector) needs the inspector, which the permission model refuses unless
 * `--allow-inspector` is given, and Node warns that flag "could invalidate the permission model".
 * So each generated function starts by adding its number to a set the sandbox reports at the end;
 * functions nested in ones that never ran count as not run too (V8 would not even list them).
 */

/** The set the probes add to; declared by the banner of the sandbox's bundle. */
export const HITS_VARIABLE = '__sandboxCoverageHits';

/** Numbers the probes of a whole bundle, one file after another. */
export class CoverageProbes {
  /** Functions given a probe so far. */
  count = 0;

  /** `source` (TypeScript) with a probe at the start of each function that has a body. */
  instrument(path: string, source: string): string {
    const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, false, scriptKind(path));
    const insertions: { at: number; text: string }[] = [];
    const visit = (node: ts.Node) => {
      const body = functionBody(node);
      if (body) {
        const probe = `${HITS_VARIABLE}.add(${this.count++})`;
        if (ts.isBlock(body)) insertions.push({ at: body.getStart(file) + 1, text: `${probe};` });
        else {
          insertions.push({ at: body.getStart(file), text: `(${probe}, ` });
          insertions.push({ at: body.end, text: ')' });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    // From the end, so that each position still points into the original text.
    insertions.sort((a, b) => b.at - a.at);
    let instrumented = source;
    for (const { at, text } of insertions) {
      instrumented = instrumented.slice(0, at) + text + instrumented.slice(at);
    }
    return instrumented;
  }
}

const scriptKind = (path: string) => (path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** The body of a function, method, accessor or constructor; none for declarations without one. */
function functionBody(node: ts.Node): ts.ConciseBody | undefined {
  if (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  ) {
    return node.body;
  }
  return undefined;
}

/** The share of probes that ran, or null when the code has no function at all. */
export const coverageShare = (hits: number[], count: number) =>
  count === 0 ? null : new Set(hits.filter((hit) => hit >= 0 && hit < count)).size / count;

import type { Finding } from '@appforge/shared/contracts/ai';
import ts from 'typescript';
import type { SnippetProgram } from './snippet-program';

/**
 * Diagnostics that only say the snippet cannot see its surroundings: modules it imports, type
 * packages (node, test runners) it would install, React's JSX types.
 */
const SURROUNDINGS_CODES = new Set([
  2307, // Cannot find module
  2792, // Cannot find module (moduleResolution hint)
  7016, // Could not find a declaration file for module
  2580, // Cannot find name 'process'/'require': install @types/node
  2591, // the same, with a tsconfig hint
  2582, // Cannot find name 'describe'/'it': install a test runner's types
  2593, // the same, with a tsconfig hint
  2581, // Cannot find name '$': install @types/jquery
  2592, // the same, with a tsconfig hint
  2347, // Untyped function calls may not accept type arguments (an unresolved import is untyped)
]);

/** "Parameter implicitly has an 'any' type" (plain and destructured). */
const IMPLICIT_ANY_PARAMETER_CODES = new Set([7006, 7031]);

function deepestNodeAt(file: ts.SourceFile, position: number): ts.Node {
  let node: ts.Node = file;
  for (;;) {
    const child: ts.Node | undefined = ts.forEachChild(node, (candidate) =>
      candidate.getStart(file) <= position && position < candidate.end ? candidate : undefined,
    );
    if (!child) return node;
    node = child;
  }
}

/**
 * A callback handed to a call or a JSX attribute takes its parameter types from the callee, which
 * in a pasted file is often an import the snippet cannot see (`items.map` on a `useMemo` result,
 * an `onChange` handler): its untyped parameters are not the snippet's mistake.
 */
function isCallbackParameter(file: ts.SourceFile, position: number): boolean {
  let node: ts.Node | undefined = deepestNodeAt(file, position);
  while (node && !ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) node = node.parent;
  const parent = node?.parent;
  return parent !== undefined && (ts.isCallExpression(parent) || ts.isJsxExpression(parent));
}

function severity(category: ts.DiagnosticCategory): Finding['severity'] {
  if (category === ts.DiagnosticCategory.Error) return 'error';
  if (category === ts.DiagnosticCategory.Warning) return 'warning';
  return 'info';
}

/** The TypeScript compiler's syntactic and semantic diagnostics of the pasted file. */
export function typescriptDiagnostics({ program, file }: SnippetProgram): Finding[] {
  const diagnostics = [
    ...program.getSyntacticDiagnostics(file),
    ...program.getSemanticDiagnostics(file),
  ];
  return diagnostics
    .filter(
      (diagnostic) =>
        !SURROUNDINGS_CODES.has(diagnostic.code) &&
        !(
          IMPLICIT_ANY_PARAMETER_CODES.has(diagnostic.code) &&
          isCallbackParameter(file, diagnostic.start ?? 0)
        ),
    )
    .map((diagnostic) => {
      const position = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return {
        line: position.line + 1,
        column: position.character + 1,
        severity: severity(diagnostic.category),
        rule: `ts(${diagnostic.code})`,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
      };
    });
}

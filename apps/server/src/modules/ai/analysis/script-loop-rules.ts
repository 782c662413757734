import type { Finding } from '@appforge/shared/contracts/ai';
import ts from 'typescript';
import {
  findingAt,
  flatText,
  inlineCallback,
  ITERATING_METHODS,
  jsonCall,
  methodCall,
  quote,
  rootIdentifier,
  type MethodCall,
  withoutParentheses,
} from './script-ast';
import type { SnippetProgram } from './snippet-program';

interface Loop {
  /** The loop statement, or the callback an array method runs per element. */
  node: ts.Node;
  collection?: string;
  /** An `await` in its body holds up every next iteration (not so in a callback or `for await`). */
  sequential: boolean;
}

/** Lookups that scan the array they are called on. */
const SCANNING_METHODS = new Set(['find', 'findIndex', 'findLast', 'filter', 'some']);
/** Scans too, but strings have them: reported only on receivers typed as arrays. */
const AMBIGUOUS_SCANNING_METHODS = new Set(['indexOf', 'lastIndexOf', 'includes']);
/** A literal this long is parsed or serialised in one blocking step (about 10 KB). */
const LARGE_LITERAL_CHARS = 10_000;

/** `i < items.length`: the loop runs over `items`. */
function boundCollection(statement: ts.ForStatement, file: ts.SourceFile): string | undefined {
  const condition = statement.condition;
  if (!condition || !ts.isBinaryExpression(condition)) return;
  const bound = condition.right;
  if (!ts.isPropertyAccessExpression(bound) || bound.name.text !== 'length') return;
  return flatText(bound.expression, file);
}

function statementLoop(node: ts.Node, file: ts.SourceFile): Loop | undefined {
  if (ts.isForOfStatement(node)) {
    return { node, collection: flatText(node.expression, file), sequential: !node.awaitModifier };
  }
  if (ts.isForInStatement(node)) {
    return { node, collection: flatText(node.expression, file), sequential: true };
  }
  if (ts.isForStatement(node)) {
    return { node, collection: boundCollection(node, file), sequential: true };
  }
  if (ts.isWhileStatement(node) || ts.isDoStatement(node)) return { node, sequential: true };
}

function isLiteral(node: ts.Node | undefined): node is ts.Expression {
  return (
    node !== undefined &&
    (ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isObjectLiteralExpression(node) ||
      ts.isArrayLiteralExpression(node))
  );
}

/** `[...name, x]`, `{ ...name, k: v }` or `name.concat(x)`: a copy of `name` with more in it. */
function copiesWithMore(expression: ts.Expression, name: string, file: ts.SourceFile): boolean {
  const inner = withoutParentheses(expression);
  if (ts.isArrayLiteralExpression(inner)) {
    return inner.elements.some(
      (e) => ts.isSpreadElement(e) && flatText(e.expression, file) === name,
    );
  }
  if (ts.isObjectLiteralExpression(inner)) {
    return inner.properties.some(
      (p) => ts.isSpreadAssignment(p) && flatText(p.expression, file) === name,
    );
  }
  const call = methodCall(inner);
  return call?.method === 'concat' && flatText(call.receiver, file) === name;
}

/** The values a callback returns: its expression body, or its own `return` statements. */
function returnedValues(callback: ts.SignatureDeclaration): ts.Expression[] {
  const body = (callback as ts.ArrowFunction | ts.FunctionExpression).body;
  if (!ts.isBlock(body)) return [body];
  const values: ts.Expression[] = [];
  const collect = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) values.push(node.expression);
    ts.forEachChild(node, collect);
  };
  ts.forEachChild(body, collect);
  return values;
}

/** Await in loops, nested loops over one collection, scans, JSON and copies inside loops. */
export function loopFindings({ program, file }: SnippetProgram): Finding[] {
  const checker = program.getTypeChecker();
  const findings: Finding[] = [];
  const report = (node: ts.Node, rule: string, severity: Finding['severity'], message: string) =>
    findings.push(findingAt(file, node, rule, severity, message));

  function checkNesting(loop: Loop, outer: Loop[], at: ts.Node) {
    const { collection } = loop;
    if (!collection || !outer.some((enclosing) => enclosing.collection === collection)) return;
    report(
      at,
      'perf/nested-loop-same-collection',
      'warning',
      `Loop over ${quote(collection)} inside another loop over ${quote(collection)}: every element meets every other (O(n²)); index the collection once (a Map or Set) instead.`,
    );
  }

  /** Is the scanned receiver defined outside the loop (not the loop's own element)? */
  function definedOutside(receiver: ts.Expression, loop: Loop): boolean {
    const root = rootIdentifier(receiver);
    const declarations = root && checker.getSymbolAtLocation(root)?.declarations;
    return !declarations?.some((d) => d.pos >= loop.node.pos && d.end <= loop.node.end);
  }

  function isArrayTyped(expression: ts.Expression): boolean {
    const type = checker.getNonNullableType(checker.getTypeAtLocation(expression));
    return checker.isArrayLikeType(type);
  }

  function checkScan({ call, receiver, method }: MethodCall, loops: Loop[]) {
    const loop = loops.at(-1);
    if (!loop || !definedOutside(receiver, loop)) return;
    const scans =
      (SCANNING_METHODS.has(method) &&
        (isArrayTyped(receiver) || checker.getTypeAtLocation(receiver).flags & ts.TypeFlags.Any)) ||
      (AMBIGUOUS_SCANNING_METHODS.has(method) && isArrayTyped(receiver));
    if (!scans) return;
    const target = flatText(receiver, file);
    const over = loop.collection ? `a loop over ${quote(loop.collection)}` : 'a loop';
    report(
      call.expression,
      'perf/quadratic-lookup',
      'warning',
      `${quote(`${target}.${method}()`)} inside ${over} scans ${quote(target)} on every iteration (O(n·m)); build a Map or Set from it once before the loop.`,
    );
  }

  function checkReduce(callback: ts.SignatureDeclaration) {
    const accumulator = callback.parameters[0]?.name;
    if (!accumulator || !ts.isIdentifier(accumulator)) return;
    for (const value of returnedValues(callback)) {
      if (!copiesWithMore(value, accumulator.text, file)) continue;
      report(
        value,
        'perf/accumulating-copy',
        'warning',
        `This reduce copies its accumulator ${quote(accumulator.text)} for every element (O(n²)); add to it in place and return it.`,
      );
    }
  }

  function checkJson(node: ts.CallExpression, method: 'parse' | 'stringify', loops: Loop[]) {
    const [argument] = node.arguments;
    if (loops.length > 0) {
      report(
        node,
        'perf/json-in-loop',
        'warning',
        `JSON.${method} inside a loop ${method === 'parse' ? 'parses' : 'serialises'} on every iteration; do it once outside the loop${method === 'stringify' ? ', or compare the fields you need' : ''}.`,
      );
    }
    if (isLiteral(argument) && argument.getWidth(file) > LARGE_LITERAL_CHARS) {
      const kilobytes = Math.round(argument.getWidth(file) / 1024);
      report(
        node,
        'perf/large-json-literal',
        'info',
        `JSON.${method} of a ${kilobytes} KB literal blocks the main thread while it runs; import the data as a module or load it when it is needed.`,
      );
    }
  }

  function visitIteration(found: MethodCall, callback: ts.SignatureDeclaration, loops: Loop[]) {
    const loop: Loop = {
      node: callback,
      collection: flatText(found.receiver, file),
      sequential: false,
    };
    checkNesting(loop, loops, found.call.expression);
    if (found.method === 'reduce' || found.method === 'reduceRight') checkReduce(callback);
    visit(found.receiver, loops);
    for (const argument of found.call.arguments) {
      if (argument === callback)
        ts.forEachChild(callback, (child) => visit(child, [...loops, loop]));
      else visit(argument, loops);
    }
  }

  function visit(node: ts.Node, loops: Loop[]): void {
    if (ts.isFunctionLike(node)) {
      ts.forEachChild(node, (child) => visit(child, []));
      return;
    }
    const loop = statementLoop(node, file);
    if (loop) {
      checkNesting(loop, loops, node.getFirstToken(file) ?? node);
      const evaluatedOnce =
        ts.isForOfStatement(node) || ts.isForInStatement(node) ? node.expression : undefined;
      ts.forEachChild(node, (child) =>
        visit(child, child === evaluatedOnce ? loops : [...loops, loop]),
      );
      return;
    }
    const found = methodCall(node);
    if (found) {
      checkScan(found, loops);
      const callback = ITERATING_METHODS.has(found.method) ? inlineCallback(found.call) : undefined;
      if (callback) return visitIteration(found, callback, loops);
    }
    const json = jsonCall(node);
    if (json && ts.isCallExpression(node)) {
      const [argument] = node.arguments;
      if (json === 'parse' && argument && jsonCall(argument) === 'stringify') {
        report(
          node,
          'perf/json-deep-clone',
          'info',
          `JSON.parse(JSON.stringify(…)) copies through a string${loops.length > 0 ? ' on every iteration' : ''}; structuredClone(…) is faster and keeps dates, maps and sets.`,
        );
        (argument as ts.CallExpression).arguments.forEach((inner) => visit(inner, loops));
        return;
      }
      checkJson(node, json, loops);
    }
    if (ts.isAwaitExpression(node) && loops.at(-1)?.sequential) {
      report(
        node,
        'perf/await-in-loop',
        'warning',
        '`await` inside a loop waits for each iteration before starting the next; if the iterations are independent, start them together and `await Promise.all(…)`.',
      );
    }
    if (
      loops.length > 0 &&
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      copiesWithMore(node.right, flatText(node.left, file), file)
    ) {
      const name = flatText(node.left, file);
      report(
        node,
        'perf/accumulating-copy',
        'warning',
        `${quote(name)} is copied whole on every iteration to add to it (O(n²)); push or assign into one ${ts.isObjectLiteralExpression(withoutParentheses(node.right)) ? 'object (or a Map)' : 'array'} instead.`,
      );
    }
    ts.forEachChild(node, (child) => visit(child, loops));
  }

  visit(file, []);
  return findings;
}

import type { Finding } from '@appforge/shared/contracts/ai';
import ts from 'typescript';
import {
  findingAt,
  flatText,
  inlineCallback,
  ITERATING_METHODS,
  methodCall,
  quote,
} from './script-ast';

/** Work worth keeping between renders: sorting, and filtering or folding a whole list. */
const RENDER_WORK_METHODS = new Set(['sort', 'toSorted', 'filter', 'reduce']);

const COMPONENT_NAME = /^[A-Z]/;
const HOOK_NAME = /^use[A-Z]/;

interface Component {
  name: string;
  body: ts.Node;
}

function containsJsx(node: ts.Node): boolean {
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) {
    return true;
  }
  return ts.forEachChild(node, containsJsx) ?? false;
}

/** `function X()`, `const X = () =>` and `const X = memo(() =>)` that return JSX. */
function components(file: ts.SourceFile): Component[] {
  const found: Component[] = [];
  const consider = (name: string, fn: ts.Node | undefined) => {
    if (!fn || !COMPONENT_NAME.test(name)) return;
    if (ts.isCallExpression(fn)) fn = fn.arguments[0];
    if (fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && containsJsx(fn.body)) {
      found.push({ name, body: fn.body });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body && containsJsx(node.body)) {
      if (COMPONENT_NAME.test(node.name.text))
        found.push({ name: node.name.text, body: node.body });
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      consider(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function isHookCall(node: ts.Node): boolean {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  const name = ts.isPropertyAccessExpression(callee)
    ? callee.name.text
    : ts.isIdentifier(callee)
      ? callee.text
      : '';
  return HOOK_NAME.test(name);
}

/**
 * Sorting and filtering in a component's body, which run again on every render: hook callbacks
 * (useMemo, useEffect…) and event handlers do not run during render and are left alone.
 */
export function renderFindings(file: ts.SourceFile): Finding[] {
  const findings: Finding[] = [];
  for (const component of components(file)) {
    const chained = new Set<ts.Node>();
    const visit = (node: ts.Node): void => {
      if (isHookCall(node) || ts.isFunctionLike(node)) return;
      const found = methodCall(node);
      if (found && RENDER_WORK_METHODS.has(found.method) && !chained.has(node)) {
        let chain = `${found.method}(…)`;
        let base = found.receiver;
        for (let inner = methodCall(base); inner; inner = methodCall(base)) {
          chained.add(inner.call);
          chain = `${inner.method}(…).${chain}`;
          base = inner.receiver;
        }
        findings.push(
          findingAt(
            file,
            found.call.expression,
            'perf/render-work-without-memo',
            'info',
            `${quote(`${flatText(base, file)}.${chain}`)} runs again on every render of ${quote(component.name)}; wrap it in useMemo so it reruns only when its inputs change.`,
          ),
        );
      }
      const callback =
        found && ITERATING_METHODS.has(found.method) ? inlineCallback(found.call) : undefined;
      // Callbacks of map, filter… run during render, unlike other functions defined there.
      if (callback) ts.forEachChild(callback, visit);
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(component.body, visit);
  }
  return findings;
}

import type { Finding } from '@appforge/shared/contracts/ai';
import ts from 'typescript';

/** How much of an expression a message quotes. */
const QUOTE_LIMIT = 40;

export function findingAt(
  file: ts.SourceFile,
  node: ts.Node,
  rule: string,
  severity: Finding['severity'],
  message: string,
): Finding {
  const position = file.getLineAndCharacterOfPosition(node.getStart(file));
  return { line: position.line + 1, column: position.character + 1, severity, rule, message };
}

/** An expression's source on one line, for comparing two of them and quoting them. */
export function flatText(node: ts.Node, file: ts.SourceFile): string {
  return node.getText(file).replace(/\s+/g, ' ');
}

export function quote(text: string): string {
  return `\`${text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text}\``;
}

export interface MethodCall {
  call: ts.CallExpression;
  receiver: ts.Expression;
  method: string;
}

/** `receiver.method(…)` (also `receiver?.method(…)`). */
export function methodCall(node: ts.Node): MethodCall | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
  return { call: node, receiver: node.expression.expression, method: node.expression.name.text };
}

/** `JSON.parse(…)` or `JSON.stringify(…)`: the method's name. */
export function jsonCall(node: ts.Node): 'parse' | 'stringify' | undefined {
  const call = methodCall(node);
  if (!call || !ts.isIdentifier(call.receiver) || call.receiver.text !== 'JSON') return;
  return call.method === 'parse' || call.method === 'stringify' ? call.method : undefined;
}

/** The callback a call hands over as its first argument, when it is written in place. */
export function inlineCallback(call: ts.CallExpression): ts.SignatureDeclaration | undefined {
  const [first] = call.arguments;
  return first && (ts.isArrowFunction(first) || ts.isFunctionExpression(first)) ? first : undefined;
}

/** Array methods that run their callback once per element. */
export const ITERATING_METHODS = new Set([
  'forEach',
  'map',
  'flatMap',
  'filter',
  'reduce',
  'reduceRight',
  'some',
  'every',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
]);

/** The identifier an access chain starts from: `orders` for `orders.items[0].find`. */
export function rootIdentifier(expression: ts.Expression): ts.Identifier | undefined {
  let current: ts.Expression = expression;
  while (
    ts.isPropertyAccessExpression(current) ||
    ts.isElementAccessExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isCallExpression(current)
  ) {
    current = current.expression;
  }
  return ts.isIdentifier(current) ? current : undefined;
}

export function withoutParentheses(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (ts.isParenthesizedExpression(current)) current = current.expression;
  return current;
}

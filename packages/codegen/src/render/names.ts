import { camelCase, kebabCase } from 'change-case';

/** Helpers that turn spec names and texts into identifiers, literals and indented code. */

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** "WineBottle" → "Wine Bottle". */
export const spaced = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

/** "WineBottles" → "wineBottles" (falls back to lower-casing the first letter). */
export function lowerCamel(name: string) {
  const converted = camelCase(name);
  return IDENTIFIER.test(converted) ? converted : name.charAt(0).toLowerCase() + name.slice(1);
}

/** "WineBottles" → "wine-bottles". */
export const kebab = (name: string) => kebabCase(name);

/** A JavaScript string literal: single-quoted, or double-quoted when that avoids escapes. */
export function str(value: string) {
  if (value.includes("'") && !/["\\\n\r\u2028\u2029]/.test(value)) return `"${value}"`;
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `'${escaped}'`;
}

/** Text as a JSX child: plain when safe, otherwise a string expression. */
export const jsxText = (value: string) => (/[{}<>&\n]/.test(value) ? `{${str(value)}}` : value);

/** A JSX attribute value: `"text"` when safe, otherwise `{'text'}`. */
export const attr = (value: string) =>
  /["&{}\\\n]/.test(value) ? `{${str(value)}}` : `"${value}"`;

/** A JSX attribute holding an expression. */
export const expr = (code: string) => `{${code}}`;

/** Indents every non-empty line of `text` by `spaces`. */
export function indent(text: string, spaces: number) {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line) => (line.length > 0 ? pad + line : line))
    .join('\n');
}

/** Joins lines of code; `false`, `null` and `undefined` parts are left out. */
export const lines = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === 'string').join('\n');

/** A JSX attribute: `name={value}`, or bare `name` for `true`. */
export type JsxProp = readonly [name: string, value: string | true];

/** A self-closing JSX element, on one line when short, one attribute a line otherwise. */
export function element(tag: string, props: readonly (JsxProp | null | false)[]) {
  const present = props.filter((prop): prop is JsxProp => Array.isArray(prop));
  const rendered = present.map(([name, value]) => (value === true ? name : `${name}=${value}`));
  const single = `<${tag}${rendered.map((prop) => ` ${prop}`).join('')} />`;
  if (single.length <= 100 && !single.includes('\n')) return single;
  const pad = ' '.repeat(2);
  return `<${tag}\n${rendered.map((prop) => indent(prop, 2).replace(/^ {2}/, pad)).join('\n')}\n/>`;
}

/** Stable JSON with a trailing newline, for package.json and friends. */
export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** An import line for the names used, sorted; empty when nothing is used. */
export function importLine(names: Iterable<string>, from: string, typeOnly = false) {
  const sorted = [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en'));
  if (sorted.length === 0) return '';
  return `import ${typeOnly ? 'type ' : ''}{ ${sorted.join(', ')} } from '${from}';`;
}

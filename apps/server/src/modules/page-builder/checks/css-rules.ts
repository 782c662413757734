/**
 * A small CSS reader for the checks: enough for ordinary stylesheets (comments, strings, nested
 * at-rule blocks such as `@media`, several selectors per rule), not a full CSS parser.
 */

export interface StyleRule {
  /** The rule's selectors, split at top-level commas. */
  selectors: string[];
  /** Declarations in source order, names in lower case; the last one of a name wins. */
  declarations: Map<string, string>;
  /** The conditions of the enclosing at-rules (`@media (max-width: 720px)`), outermost first. */
  conditions: string[];
  /** Line of the selector (in the page, when the stylesheet was parsed with its first line). */
  line: number;
}

export interface Stylesheet {
  rules: StyleRule[];
  /** The `@import` statements: their targets and lines. */
  imports: { href: string; line: number }[];
}

/** At-rules whose blocks hold ordinary style rules. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope', 'document']);

/** The stylesheet with every comment replaced by spaces, so offsets and lines stay the same. */
function blankComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?(\*\/|$)/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** The index of the first of `stops` at top level (outside strings and parentheses), or -1. */
function findTopLevel(text: string, from: number, stops: string): number {
  let depth = 0;
  for (let index = from; index < text.length; index += 1) {
    const char = text[index] as string;
    if (char === '"' || char === "'") {
      const end = text.indexOf(char, index + 1);
      index = end === -1 ? text.length : end;
    } else if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    else if (depth === 0 && stops.includes(char)) return index;
  }
  return -1;
}

/** The index just past the `}` that closes the block opened at `open`. */
function blockEnd(text: string, open: number): number {
  let depth = 0;
  let position = open;
  for (;;) {
    const stop = findTopLevel(text, position, '{}');
    if (stop === -1) return text.length;
    depth += text[stop] === '{' ? 1 : -1;
    if (depth === 0) return stop + 1;
    position = stop + 1;
  }
}

/** Splits at top-level occurrences of `separator`, trimming and dropping empty parts. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (;;) {
    const stop = findTopLevel(text, start, separator);
    parts.push(text.slice(start, stop === -1 ? text.length : stop).trim());
    if (stop === -1) break;
    start = stop + 1;
  }
  return parts.filter(Boolean);
}

function parseDeclarations(block: string): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const declaration of splitTopLevel(block, ';')) {
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim();
    // Custom properties keep their case: `--Brand` and `--brand` are different properties.
    declarations.set(name.startsWith('--') ? name : name.toLowerCase(), value);
  }
  return declarations;
}

/** Answers the line of an offset in `text`, counting from `firstLine`. */
function lineCounter(text: string, firstLine: number): (offset: number) => number {
  const lineStarts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    lineStarts.push(index + 1);
  }
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((lineStarts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return firstLine + low;
  };
}

interface ParseState {
  css: string;
  lineAt: (offset: number) => number;
  sheet: Stylesheet;
}

function parseBlock(state: ParseState, from: number, to: number, conditions: string[]): void {
  const { css, lineAt, sheet } = state;
  let position = from;
  while (position < to) {
    const stop = findTopLevel(css, position, '{;}');
    if (stop === -1 || stop >= to) return;
    const prelude = css.slice(position, stop);
    const start = position + (prelude.length - prelude.trimStart().length);
    const header = prelude.trim();
    if (css[stop] !== '{') {
      const importMatch = /^@import\s+(?:url\(\s*)?["']?([^"')\s;]+)/i.exec(header);
      if (importMatch?.[1]) sheet.imports.push({ href: importMatch[1], line: lineAt(start) });
      position = stop + 1;
      continue;
    }
    const end = blockEnd(css, stop);
    const atRule = /^@([\w-]+)/.exec(header)?.[1]?.toLowerCase();
    if (atRule && GROUPING_AT_RULES.has(atRule)) {
      parseBlock(state, stop + 1, end - 1, [...conditions, header]);
    } else if (!atRule && header) {
      sheet.rules.push({
        selectors: splitTopLevel(header, ',').map((selector) => selector.replace(/\s+/g, ' ')),
        declarations: parseDeclarations(css.slice(stop + 1, end - 1)),
        conditions,
        line: lineAt(start),
      });
    }
    position = end;
  }
}

/**
 * The style rules and imports of a stylesheet whose text starts on `firstLine`; other at-rules
 * (`@font-face`, `@keyframes`, `@page`) are skipped.
 */
export function parseStylesheet(css: string, firstLine = 1): Stylesheet {
  const text = blankComments(css);
  const state = {
    css: text,
    lineAt: lineCounter(text, firstLine),
    sheet: { rules: [], imports: [] },
  };
  parseBlock(state, 0, text.length, []);
  return state.sheet;
}

/** The custom properties set by `:root` (or `html`) rules outside any at-rule, later ones winning. */
export function rootCustomProperties(sheet: Stylesheet): Map<string, string> {
  const properties = new Map<string, string>();
  for (const rule of sheet.rules) {
    if (rule.conditions.length > 0) continue;
    if (!rule.selectors.some((selector) => selector === ':root' || selector === 'html')) continue;
    for (const [name, value] of rule.declarations) {
      if (name.startsWith('--')) properties.set(name, value);
    }
  }
  return properties;
}

/** Bounds the substitutions, so a property that refers to itself cannot loop forever. */
const MAX_SUBSTITUTIONS = 50;

/** `value` with every `var(--name, fallback)` replaced by the property's value (or the fallback). */
export function resolveVariables(value: string, properties: Map<string, string>): string {
  let resolved = value;
  for (let round = 0; round < MAX_SUBSTITUTIONS; round += 1) {
    const start = resolved.indexOf('var(');
    if (start === -1) return resolved;
    const close = findTopLevel(resolved, start + 4, ')');
    if (close === -1) return resolved;
    const [name = '', ...fallback] = splitTopLevel(resolved.slice(start + 4, close), ',');
    const replacement = properties.get(name) ?? fallback.join(', ');
    resolved = `${resolved.slice(0, start)}${replacement}${resolved.slice(close + 1)}`;
  }
  return resolved;
}

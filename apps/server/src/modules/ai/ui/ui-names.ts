import type { DescriptionWords } from './description-model';

/**
 * Type names the three frameworks already use: a component called `Button` or `Card` would shadow
 * SwiftUI's or Material's own inside its body, so those fall back to the recipe's name.
 */
const FRAMEWORK_TYPES = new Set(
  (
    'Alert AlertDialog Any Array Badge Bool Boolean Box Button Card Checkbox Color Column ' +
    'Component Composable Date Dialog Divider Document Double Element Error Event Float Font Form ' +
    'Fragment Grid Group Icon Image Int Label Link List Map Menu Modifier Navigation NavigationBar ' +
    'Node Number Object Picker Preview Promise React Row Scaffold Section SecureField Set Slider ' +
    'Spacer Stack String Surface Switch Symbol Tab TabView Text TextField Theme Toggle Unit View Window'
  ).split(' '),
);

/** Keywords of TypeScript, Swift and Kotlin, and names the generated code itself declares. */
const RESERVED_IDENTIFIERS = new Set(
  (
    'any as associatedtype await body break by case catch class const content continue convenience ' +
    'data debugger default defer deinit delete description do dynamic else enum export extends ' +
    'extension fallthrough false fileprivate final finally for fun func function get guard id if ' +
    'implements import in init inner inout interface internal is key lazy let modifier mutating new ' +
    'nil null object open operator optional out override package private props protected protocol ' +
    'public ref repeat required rethrows return sealed self set some state static struct style ' +
    'styles subscript super switch theme this throw throws true try typealias typeof unowned val var ' +
    'void weak when where while with yield'
  ).split(' '),
);

const wordsOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/'s\b/g, 's')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "dark mode" → "Dark mode": how a label is shown; the person's own capitals are kept. */
export const displayLabel = (text: string) => capitalised(text.trim());

/** PascalCase of up to four words; `fallback` when that is empty, longer, or a framework's type. */
export function typeName(text: string, fallback: string): string {
  const parts = wordsOf(text);
  if (parts.length === 0 || parts.length > 4 || /^\d/.test(parts[0] ?? '')) return fallback;
  const name = parts.map((part) => capitalised(part.toLowerCase())).join('');
  return FRAMEWORK_TYPES.has(name) ? fallback : name;
}

/** The component's type name: the description's noun phrase, else the recipe's own name. */
export const componentName = (words: DescriptionWords, fallback: string) =>
  typeName(words.subject, fallback);

/** "remember me" → "rememberMe"; never a keyword of the three languages nor an empty name. */
export function identifier(label: string, fallback = 'value'): string {
  const parts = wordsOf(label).map((part) => part.toLowerCase());
  let name = parts.map((part, index) => (index === 0 ? part : capitalised(part))).join('');
  if (!name) name = fallback;
  if (/^\d/.test(name)) name = `${fallback}${name}`;
  return RESERVED_IDENTIFIERS.has(name) ? `${name}Value` : name;
}

/** One identifier per label, numbered when two labels give the same name ("e-mail", "email"). */
export function uniqueIdentifiers(labels: string[], taken: string[] = []): string[] {
  const used = new Set(taken);
  return labels.map((label) => {
    const base = identifier(label);
    let name = base;
    for (let n = 2; used.has(name); n += 1) name = `${base}${n}`;
    used.add(name);
    return name;
  });
}

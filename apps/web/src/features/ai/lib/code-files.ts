import type { CodeLanguage } from '@appforge/shared/contracts/ai';

const EXTENSIONS: Record<CodeLanguage, string> = {
  typescript: 'ts',
  javascript: 'js',
  python: 'py',
  swift: 'swift',
  kotlin: 'kt',
  rust: 'rs',
};

/** How each language names its source files: Python and Rust modules snake_case, Swift and Kotlin types PascalCase. */
const FILE_NAME_CASE: Record<CodeLanguage, 'kebab' | 'snake' | 'pascal'> = {
  typescript: 'kebab',
  javascript: 'kebab',
  python: 'snake',
  swift: 'pascal',
  kotlin: 'pascal',
  rust: 'snake',
};

const MAX_NAME_WORDS = 5;
const FILLER_WORDS = new Set(['a', 'an', 'the', 'for', 'with', 'of', 'and', 'to', 'that', 'in']);

/**
 * The Download name of generated code: a few words of the prompt in the language's file-name
 * style and its extension ("rest-client-products.ts", "RecipeDataModel.swift"), else "generated".
 */
export function codeFileName(language: CodeLanguage, prompt: string): string {
  const words = (prompt.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((word) => !FILLER_WORDS.has(word))
    .slice(0, MAX_NAME_WORDS);
  const parts = words.length > 0 ? words : ['generated'];
  const style = FILE_NAME_CASE[language];
  const base =
    style === 'pascal'
      ? parts.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')
      : parts.join(style === 'snake' ? '_' : '-');
  return `${base}.${EXTENSIONS[language]}`;
}

/** React answers hold JSX, so TypeScript and JavaScript highlight with the JSX-aware grammars. */
const LANGUAGE_GRAMMARS: Record<string, string> = {
  typescript: 'tsx',
  javascript: 'jsx',
  python: 'python',
  swift: 'swift',
  kotlin: 'kotlin',
  rust: 'rust',
};

const EXTENSION_GRAMMARS: Record<string, string> = {
  ts: 'tsx',
  tsx: 'tsx',
  js: 'jsx',
  jsx: 'jsx',
  mjs: 'jsx',
  py: 'python',
  swift: 'swift',
  kt: 'kotlin',
  kts: 'kotlin',
  rs: 'rust',
  css: 'css',
  json: 'json',
  html: 'markup',
  xml: 'markup',
  md: 'markdown',
};

/** The Prism grammar for a language name the server sends; anything else stays plain text. */
export function grammarOfLanguage(language: string | null): string {
  return (language && LANGUAGE_GRAMMARS[language.toLowerCase()]) || 'plain';
}

/** The Prism grammar for a generated file, by its extension. */
export function grammarOfPath(path: string): string {
  const name = path.split('/').pop() ?? path;
  const extension = name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
  return EXTENSION_GRAMMARS[extension] ?? 'plain';
}

/** The last part of a path, the name a download is saved under. */
export const baseName = (path: string) => path.split('/').pop() || path;

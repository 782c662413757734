/** Lines of generated code by language, read from the files' extensions. */

export interface FileLines {
  path: string;
  lines: number;
}

const LANGUAGES: Record<string, string> = {
  tsx: 'TypeScript (TSX)',
  ts: 'TypeScript',
  jsx: 'JavaScript (JSX)',
  js: 'JavaScript',
  json: 'JSON',
  md: 'Markdown',
  css: 'CSS',
  html: 'HTML',
};

export function languageOf(path: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (extension && LANGUAGES[extension]) || 'Other';
}

/** Lines per language, most first (ties by name); languages without lines are left out. */
export function favoriteLanguages(files: readonly FileLines[]) {
  const lines = new Map<string, number>();
  for (const file of files) {
    const language = languageOf(file.path);
    lines.set(language, (lines.get(language) ?? 0) + file.lines);
  }
  return [...lines]
    .filter(([, count]) => count > 0)
    .map(([language, count]) => ({ language, lines: count }))
    .sort((a, b) => b.lines - a.lines || a.language.localeCompare(b.language));
}

/** What a bare import path may be completed with, in the order a bundler tries them. */
export const SOURCE_EXTENSIONS = [
  '',
  '.tsx',
  '.ts',
  '.jsx',
  '.js',
  '.json',
  '/index.tsx',
  '/index.ts',
  '/index.jsx',
  '/index.js',
];

export const isRelativeImport = (path: string) => /^\.{1,2}\//.test(path);

/** "src/screens/../theme" → "src/theme". */
export function normalizePath(path: string) {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The file of `files` a relative import from `importer` names, trying the usual extensions. */
export function resolveInFileMap(
  files: Record<string, string>,
  importer: string,
  request: string,
): string | undefined {
  const base = normalizePath(`${importer.split('/').slice(0, -1).join('/')}/${request}`);
  return SOURCE_EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => candidate in files,
  );
}

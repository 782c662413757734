import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import ts from 'typescript';
import type { ScriptLanguage } from '../syntax/script-syntax';

/** Where the pasted file lives in the in-memory file system the program and ESLint share. */
export const SNIPPET_DIR = '/snippet';

const libDirectory = dirname(createRequire(import.meta.url).resolve('typescript/lib/lib.d.ts'));

/**
 * A pasted file has no packages beside it: JSX elements are typed loosely instead of by React's
 * types, which the snippet cannot reach.
 */
const SNIPPET_GLOBALS_PATH = `${SNIPPET_DIR}/snippet-globals.d.ts`;
const SNIPPET_GLOBALS = `declare namespace JSX {
  interface IntrinsicElements { [name: string]: any }
  interface Element {}
}
`;

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2023,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  strict: true,
  noEmit: true,
  allowJs: true,
  jsx: ts.JsxEmit.Preserve,
  skipLibCheck: true,
};

/** The standard library's declarations are parsed once and shared by every program. */
const libFiles = new Map<string, ts.SourceFile>();

/**
 * The only files read from disk: a pasted `/// <reference path>` must not make the compiler read
 * (and quote in its messages) anything else on the server.
 */
const isLibPath = (fileName: string) => resolve(fileName).startsWith(libDirectory + sep);

function libFile(fileName: string): ts.SourceFile | undefined {
  if (!isLibPath(fileName)) return undefined;
  let file = libFiles.get(fileName);
  if (!file) {
    const text = ts.sys.readFile(fileName);
    if (text === undefined) return undefined;
    file = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2023);
    libFiles.set(fileName, file);
  }
  return file;
}

const globalsFile = ts.createSourceFile(
  SNIPPET_GLOBALS_PATH,
  SNIPPET_GLOBALS,
  ts.ScriptTarget.ES2023,
);

export interface SnippetProgram {
  program: ts.Program;
  file: ts.SourceFile;
}

export function snippetFileName(language: ScriptLanguage, jsx: boolean): string {
  const extension = language === 'typescript' ? 'ts' : 'js';
  return `${SNIPPET_DIR}/input.${extension}${jsx ? 'x' : ''}`;
}

/** A program of the one pasted file (plus the standard library), all in memory. */
export function createSnippetProgram(
  language: ScriptLanguage,
  code: string,
  jsx: boolean,
): SnippetProgram {
  const fileName = snippetFileName(language, jsx);
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2023, true);
  const ownFiles = new Map([
    [fileName, file],
    [SNIPPET_GLOBALS_PATH, globalsFile],
  ]);
  const host: ts.CompilerHost = {
    getSourceFile: (name) => ownFiles.get(name) ?? libFile(name),
    getDefaultLibFileName: (options) => join(libDirectory, ts.getDefaultLibFileName(options)),
    getDefaultLibLocation: () => libDirectory,
    writeFile: () => {},
    getCurrentDirectory: () => SNIPPET_DIR,
    getCanonicalFileName: (name) => name,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (name) => ownFiles.has(name) || (isLibPath(name) && ts.sys.fileExists(name)),
    readFile: (name) =>
      ownFiles.get(name)?.text ?? (isLibPath(name) ? ts.sys.readFile(name) : undefined),
  };
  const program = ts.createProgram({
    rootNames: [fileName, SNIPPET_GLOBALS_PATH],
    options: OPTIONS,
    host,
  });
  return { program, file };
}

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * One side of a generated app type-checked in memory. Its files are served from a folder that
 * does not exist on disk, beside this module, so packages resolve as the server's own do (the
 * repository's node_modules): fastify's and zod's types for the backend, React Native's and
 * Expo's for the frontend when they are installed.
 */

export interface TypecheckProblem {
  file: string;
  line: number;
  message: string;
}

export type TypecheckOutcome =
  | { measured: true; problems: TypecheckProblem[] }
  /** `missing`: the packages whose types (or whose tsconfig the side extends) are not installed here. */
  | { measured: false; missing: string[] };

const VIRTUAL_ROOT = join(dirname(fileURLToPath(import.meta.url)), '.generated-app');

/** Declarations read from node_modules, parsed once and shared by every program. */
const diskFiles = new Map<string, ts.SourceFile>();

const isSource = (path: string) => /\.(ts|tsx)$/.test(path) && !path.endsWith('.d.ts');
const isBare = (specifier: string) => !specifier.startsWith('.') && !specifier.startsWith('/');
const NODE_BUILTINS = /^node:/;
/** "@expo/vector-icons/Ionicons" → "@expo/vector-icons", "expo/tsconfig.base" → "expo". */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function cacheKey(fileName: string, version: ts.ScriptTarget | ts.CreateSourceFileOptions) {
  return typeof version === 'object'
    ? `${version.languageVersion}:${String(version.impliedNodeFormat)}:${fileName}`
    : `${version}:${fileName}`;
}

/**
 * The side's compiler options from its tsconfig.json (its `extends` read from node_modules);
 * `missing` names the package it extends when that is not installed here.
 */
function compilerOptions(
  files: Record<string, string>,
  dir: string,
): { options: ts.CompilerOptions; missing: string[]; problems: TypecheckProblem[] } {
  const fallback = { strict: true, noEmit: true };
  const text = files['tsconfig.json'];
  if (text === undefined) return { options: fallback, missing: [], problems: [] };
  const { config, error } = ts.parseConfigFileTextToJson(join(dir, 'tsconfig.json'), text);
  if (error) {
    const message = ts.flattenDiagnosticMessageText(error.messageText, ' ');
    return {
      options: fallback,
      missing: [],
      problems: [{ file: 'tsconfig.json', line: 0, message }],
    };
  }
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dir, undefined, 'tsconfig.json');
  // TS5083/TS6053: the config it extends is not installed here.
  const unreadable = parsed.errors.some((diagnostic) => [5083, 6053].includes(diagnostic.code));
  const extendsName = (config as { extends?: unknown }).extends;
  return {
    options: { ...parsed.options, noEmit: true },
    missing: unreadable && typeof extendsName === 'string' ? [packageName(extendsName)] : [],
    problems: [],
  };
}

function createHost(options: ts.CompilerOptions, own: Map<string, string>): ts.CompilerHost {
  const base = ts.createCompilerHost(options, true);
  const inVirtual = (name: string) => name.startsWith(`${VIRTUAL_ROOT}/`);
  return {
    ...base,
    fileExists: (name) => own.has(name) || (!inVirtual(name) && base.fileExists(name)),
    readFile: (name) => own.get(name) ?? (inVirtual(name) ? undefined : base.readFile(name)),
    directoryExists: (name) =>
      name === VIRTUAL_ROOT ||
      [...own.keys()].some((path) => path.startsWith(`${name}/`)) ||
      (!inVirtual(name) && ts.sys.directoryExists(name)),
    realpath: (name) => (inVirtual(name) ? name : (ts.sys.realpath?.(name) ?? name)),
    getCurrentDirectory: () => VIRTUAL_ROOT,
    getSourceFile: (name, version, onError) => {
      const text = own.get(name);
      if (text !== undefined) return ts.createSourceFile(name, text, version, true);
      if (inVirtual(name)) return undefined;
      const key = cacheKey(name, version);
      let file = diskFiles.get(key);
      if (!file) {
        file = base.getSourceFile(name, version, onError);
        if (file) diskFiles.set(key, file);
      }
      return file;
    },
  };
}

/** Every package the side imports or names in `types` whose types do not resolve here. */
function unresolvedPackages(
  own: Map<string, string>,
  options: ts.CompilerOptions,
  host: ts.CompilerHost,
  dir: string,
): string[] {
  const missing = new Set<string>();
  for (const [fileName, text] of own) {
    if (!isSource(fileName)) continue;
    for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!isBare(specifier) || NODE_BUILTINS.test(specifier)) continue;
      const { resolvedModule } = ts.resolveModuleName(specifier, fileName, options, host);
      if (!resolvedModule) missing.add(packageName(specifier));
    }
  }
  for (const name of options.types ?? []) {
    const resolved = ts.resolveTypeReferenceDirective(
      name,
      join(dir, 'tsconfig.json'),
      options,
      host,
    );
    if (!resolved.resolvedTypeReferenceDirective) missing.add(`@types/${name}`);
  }
  return [...missing].sort();
}

/**
 * Type-checks `files` (one side of a generated app, keyed by path) with its own tsconfig.json.
 * Not measured when a package it imports has no types here: its errors would be about this
 * server's node_modules, not about the app.
 */
export function typecheckFiles(side: string, files: Record<string, string>): TypecheckOutcome {
  const dir = join(VIRTUAL_ROOT, side);
  const own = new Map(Object.entries(files).map(([path, text]) => [join(dir, path), text]));
  const { options, missing: missingConfig, problems: configProblems } = compilerOptions(files, dir);
  const host = createHost(options, own);
  const missing = [...new Set([...missingConfig, ...unresolvedPackages(own, options, host, dir)])];
  if (missing.length > 0) return { measured: false, missing };
  const program = ts.createProgram({
    rootNames: [...own.keys()].filter(isSource),
    options,
    host,
  });
  const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const position =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
        : 0;
    return {
      file: diagnostic.file ? diagnostic.file.fileName.replace(`${dir}/`, '') : 'tsconfig.json',
      line: position,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
    };
  });
  return { measured: true, problems: [...configProblems, ...diagnostics] };
}

import { transform } from 'esbuild';
import type { FileMap } from '@appforge/shared/contracts/builder';
import { isRelativeImport, resolveInFileMap } from '@appforge/codegen/file-map-paths';

/**
 * The frontend's pure modules: the files directly in src/ (validation.ts, format.ts, types.ts…)
 * that run in plain Node, because neither they nor what they import reach a package (react,
 * react-native, AsyncStorage). Imports of types only do not count: esbuild drops them first.
 */

const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"']+)["']/g;

/** The modules a file loads when it runs (its value imports), as written. */
async function valueImports(path: string, source: string): Promise<string[]> {
  const { code } = await transform(source, {
    loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
    format: 'esm',
    logLevel: 'silent',
  });
  return [...code.matchAll(IMPORT_SPECIFIER)].map((match) => match[1]!);
}

/** Paths (keys of `frontend`) of the top-level src/*.ts modules that import no package. */
export async function pureFrontendModules(frontend: FileMap): Promise<string[]> {
  const importsOf = new Map<string, Promise<string[] | null>>();
  const load = (path: string) => {
    if (!importsOf.has(path))
      importsOf.set(
        path,
        valueImports(path, frontend[path]!).catch(() => null),
      );
    return importsOf.get(path)!;
  };
  /** Everything `start` loads, however indirectly, is a file of the frontend. */
  const loadsOnlyFiles = async (start: string) => {
    const seen = new Set([start]);
    const queue = [start];
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
      const imports = await load(path);
      if (!imports) return false;
      for (const request of imports) {
        const target = isRelativeImport(request) && resolveInFileMap(frontend, path, request);
        if (!target || !/\.tsx?$/.test(target)) return false;
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    return true;
  };
  const candidates = Object.keys(frontend)
    .filter((path) => /^src\/[^/]+\.ts$/.test(path) && !path.endsWith('.d.ts'))
    .sort();
  const verdicts = await Promise.all(candidates.map(loadsOnlyFiles));
  return candidates.filter((_, index) => verdicts[index]);
}

import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `expo export` must have written for the toolchain check to pass: real bundles, not just a
 * zero exit. Each check returns null when the export is right, else what is wrong.
 */

const bundles = (outputDir: string, platform: string, extensions: string[]) =>
  globSync(
    extensions.map((extension) => `_expo/static/js/${platform}/*.${extension}`),
    { cwd: outputDir },
  )
    .map((path) => join(outputDir, path))
    .filter((path) => statSync(path).size > 0);

/**
 * The web export: an index.html titled with the app's name (Expo takes it from app.json) and a
 * JavaScript bundle holding the app's own code, found by its slug (its storage key and link
 * prefix: the generated code names its screens, not the app).
 */
export function checkWebExport(
  outputDir: string,
  app: { appName: string; slug: string },
): string | null {
  const html = join(outputDir, 'index.html');
  if (!existsSync(html)) return 'the web export has no index.html';
  if (!readFileSync(html, 'utf8').includes(`<title>${app.appName}</title>`)) {
    return `index.html is not titled “${app.appName}”`;
  }
  const scripts = bundles(outputDir, 'web', ['js']);
  if (scripts.length === 0) return 'the web export has no JavaScript bundle';
  return scripts.some((path) => readFileSync(path, 'utf8').includes(app.slug))
    ? null
    : `no web bundle holds the app's code (its slug, “${app.slug}”)`;
}

/** The Android export: a Hermes bytecode (.hbc) or JavaScript bundle. */
export function checkAndroidExport(outputDir: string): string | null {
  return bundles(outputDir, 'android', ['hbc', 'js']).length > 0
    ? null
    : 'the Android export has no .hbc or .js bundle';
}

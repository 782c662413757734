import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AppSpec } from '../../packages/codegen/src/app-spec.ts';
import { corpusSpecs } from '../../packages/codegen/src/corpus/corpus-specs.ts';
import { renderApp } from '../../packages/codegen/src/render/index.ts';
import { EXPO_SDK } from '../../packages/codegen/src/render/frontend/expo-sdk.ts';
import {
  appLookOf,
  drawAppImages,
} from '../../apps/server/src/modules/builder/export/app-images.ts';
import { runAppTests } from '../generated-app-tests.ts';
import { checkAndroidExport, checkWebExport } from './exported-bundles.ts';
import {
  GENERATED_APPS_CACHE,
  generatedAppPackagesInstalled,
  installGeneratedAppPackages,
  registryReachable,
} from '../generated-app-packages.ts';
import type { ExpoToolchainReport, ToolchainCheck } from '../test/summary.ts';

/**
 * The Expo toolchain check `npm test` runs: one rich generated app, written into node_modules/.cache
 * beside the packages every generated-app check shares, is exported for Android and for the web by
 * the Expo CLI it depends on, type-checked by its own `tsc --noEmit` (again with only the global
 * types its package.json names, as a fresh install without @types/node sees it), and its own
 * tests run (`npm test`: jest-expo). Skipped only when those
 * packages are not installed yet and the npm registry is unreachable. With
 * EXPO_TOOLCHAIN_JSON_REPORT set, writes what it did there for `npm test`'s summary.
 */

/** Expo CLI kept off the network and from changing the project: it only bundles. */
const EXPO_CLI_ENV = {
  CI: '1', // non-interactive: no prompt, no login
  EXPO_OFFLINE: '1', // no request to Expo's servers (versions, manifests, account)
  EXPO_NO_TELEMETRY: '1',
  EXPO_NO_GIT_STATUS: '1',
  EXPO_NO_DEPENDENCY_VALIDATION: '1',
  EXPO_NO_TYPESCRIPT_SETUP: '1', // never rewrite tsconfig.json or install TypeScript
  EXPO_NO_WEB_SETUP: '1', // never install the web packages
};

/** A step's longest run: far above the measured times, it only stops a hung CLI. */
const STEP_TIMEOUT_MS = 10 * 60_000;

const fieldTypes = (spec: AppSpec) =>
  new Set(spec.entities.flatMap((entity) => entity.fields.map((field) => field.type)));

/**
 * The corpus app the check builds: a tabbed app with relations, dates and enums; among those, the
 * one with the most field types, features and entities (the first on a tie).
 */
function richestTabbedApp(specs: AppSpec[]): AppSpec {
  const candidates = specs.filter((spec) => {
    const types = fieldTypes(spec);
    return (
      spec.navigation === 'tabs' &&
      types.has('relation') &&
      types.has('enum') &&
      (types.has('date') || types.has('datetime'))
    );
  });
  const score = (spec: AppSpec) =>
    fieldTypes(spec).size + spec.features.length + spec.entities.length;
  const richest = candidates.reduce<AppSpec | undefined>(
    (best, spec) => (best && score(best) >= score(spec) ? best : spec),
    undefined,
  );
  if (!richest) throw new Error('No corpus app has tabs, relations, dates and enums.');
  return richest;
}

function runStep(name: string, check: () => string | null): ToolchainCheck {
  const started = performance.now();
  let failure: string | null;
  try {
    failure = check();
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    failure
      ? `✗ ${name} failed after ${seconds.toFixed(1)} s: ${failure}`
      : `✓ ${name} in ${seconds.toFixed(1)} s`,
  );
  return { name, passed: failure === null, seconds };
}

/** Runs a command in the app's folder with Node 24; null when it exits 0, else why not. */
function run(appDir: string, script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, [join(appDir, script), ...args], {
    cwd: appDir,
    stdio: 'inherit',
    timeout: STEP_TIMEOUT_MS,
    env: { ...process.env, ...env },
  });
  if (result.error) return result.error.message;
  return result.status === 0 ? null : `exit ${String(result.status ?? result.signal)}`;
}

function writeReport(report: ExpoToolchainReport) {
  const path = process.env.EXPO_TOOLCHAIN_JSON_REPORT;
  if (path) writeFileSync(path, JSON.stringify(report));
}

const spec = richestTabbedApp(corpusSpecs());
const frontend = renderApp(spec).frontend;
const title = `Expo toolchain (${spec.slug}, Expo SDK ${String(EXPO_SDK.version)})`;

if (!generatedAppPackagesInstalled() && !registryReachable()) {
  const reason = 'the npm registry is unreachable, so the app’s packages cannot be installed';
  console.log(`${title}: skipped, ${reason}.`);
  writeReport({ checks: [], skipped: reason });
  process.exit(0);
}

const checks: ToolchainCheck[] = [];
const install = runStep('install the generated app’s packages', () => {
  const { installSeconds } = installGeneratedAppPackages();
  if (installSeconds === null) console.log('  (already installed for this package.json)');
  return null;
});
checks.push(install);

if (install.passed) {
  const appDir = join(GENERATED_APPS_CACHE, 'expo-toolchain-app');
  rmSync(appDir, { recursive: true, force: true });
  const images = await drawAppImages(appLookOf(spec.appName, spec));
  for (const [path, content] of Object.entries({ ...frontend, ...images })) {
    mkdirSync(dirname(join(appDir, path)), { recursive: true });
    writeFileSync(join(appDir, path), content);
  }
  // Expo resolves the app's packages from its own folder: hard links put the shared install there
  // in a second, with no copy.
  const link = spawnSync('cp', ['-al', join(GENERATED_APPS_CACHE, 'node_modules'), appDir]);
  if (link.status !== 0) throw new Error(`Linking node_modules failed: ${String(link.stderr)}`);

  const out = mkdtempSync(join(tmpdir(), 'appforge-expo-export-'));
  try {
    const expo = 'node_modules/.bin/expo';
    for (const platform of ['android', 'web'] as const) {
      const outputDir = join(out, platform);
      checks.push(
        runStep(`expo export --platform ${platform}`, () => {
          const failure = run(
            appDir,
            expo,
            ['export', '--platform', platform, '--output-dir', outputDir],
            EXPO_CLI_ENV,
          );
          if (failure) return failure;
          return platform === 'web'
            ? checkWebExport(outputDir, spec)
            : checkAndroidExport(outputDir);
        }),
      );
    }
    checks.push(
      runStep('tsc --noEmit', () => run(appDir, 'node_modules/typescript/bin/tsc', ['--noEmit'])),
    );
    // The shared install holds @types/node, which declares `process` for every app; a fresh
    // install may not. Checked again with only the global types the app's package.json names.
    const ownTypes = Object.keys(
      (JSON.parse(frontend['package.json']!) as { devDependencies: Record<string, string> })
        .devDependencies,
    )
      .filter((name) => name.startsWith('@types/') && name !== '@types/react')
      .map((name) => name.slice('@types/'.length));
    writeFileSync(
      join(appDir, 'tsconfig.own-types.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: { types: ownTypes, noEmit: true },
      }),
    );
    checks.push(
      runStep('tsc --noEmit with only its own global types', () =>
        run(appDir, 'node_modules/typescript/bin/tsc', ['-p', 'tsconfig.own-types.json']),
      ),
    );
    checks.push(runStep('npm test (jest-expo)', () => runAppTests(GENERATED_APPS_CACHE, [appDir])));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const failed = checks.filter((check) => !check.passed).length;
console.log(
  `${title}: ${checks.map((check) => `${check.name} ${check.seconds.toFixed(0)} s`).join(' · ')}` +
    ` — ${String(checks.length - failed)} passed, ${String(failed)} failed`,
);
writeReport({ checks });
process.exit(failed > 0 ? 1 : 0);

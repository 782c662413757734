import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { corpusSpecs, STRICTER_OPTIONS } from '../packages/codegen/src/corpus/corpus-specs.ts';
import { renderApp } from '../packages/codegen/src/render/index.ts';
import { installGeneratedAppPackages } from './generated-app-packages.ts';
import { runAppTests, SAMPLE_SIZE, todaysSample } from './generated-app-tests.ts';
import { lintGeneratedApps } from './lint-generated-apps.ts';

/**
 * Strict tsc, then ESLint with no warning allowed (scripts/lint-generated-apps.ts), over the Expo
 * app generated for every corpus prompt, then the own tests of a rotating sample of them
 * (scripts/generated-app-tests.ts), against the exact packages the generated package.json
 * names (React Native's and Expo's own types). Those packages are installed once from the
 * registry into node_modules/.cache (scripts/generated-app-packages.ts); the generated backends
 * are type-checked by `npm test` (packages/codegen/src/render/backend.test.ts).
 */

const secondsSince = (start: number) => `${((performance.now() - start) / 1000).toFixed(0)} s`;
const started = performance.now();
const specs = corpusSpecs();
const sample = renderApp(specs[0]!).frontend;
const generatedManifest = JSON.parse(sample['package.json']!) as Record<string, unknown>;
const { root, installSeconds } = installGeneratedAppPackages();

const appsDir = join(root, 'apps');
rmSync(appsDir, { recursive: true, force: true });
const appDirs = specs.map((spec, index) =>
  join(appsDir, `${String(index).padStart(3, '0')}-${spec.slug}`),
);
specs.forEach((spec, index) => {
  const dir = appDirs[index]!;
  for (const [path, content] of Object.entries(renderApp(spec).frontend)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
});

// Programs of a bounded number of apps each, so memory stays bounded as the corpus grows: the
// generated tsconfig's own options, made stricter.
const generatedTsconfig = JSON.parse(sample['tsconfig.json']!) as {
  extends: string;
  compilerOptions: Record<string, unknown>;
};
const APPS_PER_PROGRAM = 120;
const batches = Array.from({ length: Math.ceil(appDirs.length / APPS_PER_PROGRAM) }, (_, index) =>
  appDirs.slice(index * APPS_PER_PROGRAM, (index + 1) * APPS_PER_PROGRAM),
);

const typescript = join(root, 'node_modules/typescript');
const version = (
  JSON.parse(readFileSync(join(typescript, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const tscStarted = performance.now();
batches.forEach((batch, index) => {
  const tsconfig = join(root, `tsconfig.apps-${String(index)}.json`);
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: generatedTsconfig.extends,
      compilerOptions: { ...generatedTsconfig.compilerOptions, ...STRICTER_OPTIONS },
      include: batch.flatMap((dir) => {
        const relative = `apps/${basename(dir)}`;
        return [`${relative}/**/*.ts`, `${relative}/**/*.tsx`];
      }),
    }),
  );
  const check = spawnSync(process.execPath, [join(typescript, 'bin/tsc'), '-p', tsconfig], {
    stdio: 'inherit',
  });
  if (check.status !== 0) {
    console.error(
      `Generated apps: strict tsc failed on apps ${basename(batch[0]!)}–${basename(batch.at(-1)!)} ` +
        `(TypeScript ${version}, ${secondsSince(started)}).`,
    );
    process.exit(check.status ?? 1);
  }
});
const tscTime = secondsSince(tscStarted);

const lintStarted = performance.now();
const lint = await lintGeneratedApps(appsDir);
if (lint.problems > 0) {
  console.error(lint.report);
  console.error(
    `Generated apps: ESLint found ${String(lint.problems)} problems (no warning allowed).`,
  );
  process.exit(1);
}
const lintTime = secondsSince(lintStarted);

const testsStarted = performance.now();
const { day, sample: testedApps } = todaysSample(appDirs);
console.log(
  `Generated apps: running the own tests of ${String(testedApps.length)} apps (day ${String(day)}'s sample of ${String(SAMPLE_SIZE)}): ` +
    testedApps.map((dir) => basename(dir)).join(', '),
);
const testFailure = runAppTests(root, testedApps);
if (testFailure) {
  console.error(`Generated apps: their own tests failed (${testFailure}).`);
  process.exit(1);
}
const reactNative = (generatedManifest.dependencies as Record<string, string>)['react-native'];
console.log(
  `Generated apps: ${String(specs.length)} Expo apps type-check with strict tsc ` +
    `(TypeScript ${version}, React Native ${String(reactNative)}) and pass ESLint ` +
    `(${String(lint.files)} files, ${String(lint.distinctFiles)} distinct) in ${secondsSince(started)}: ` +
    `install ${installSeconds === null ? 'cached' : `${installSeconds.toFixed(0)} s`}, ` +
    `tsc ${tscTime} in ${String(batches.length)} programs, lint ${lintTime}; the own tests of ${String(testedApps.length)} apps pass ` +
    `(${secondsSince(testsStarted)}).`,
);

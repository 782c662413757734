import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusSpecs, STRICTER_OPTIONS } from '../packages/codegen/src/corpus/corpus-specs.ts';
import { renderApp } from '../packages/codegen/src/render/index.ts';

/**
 * Strict tsc over the Expo app generated for every corpus prompt, against the exact packages the
 * generated package.json names (React Native's and Expo's own types). Those packages are installed
 * once from the registry into node_modules/.cache; the generated backends are type-checked by
 * `npm test` (packages/codegen/src/render/backend.test.ts).
 */

const started = performance.now();
const root = fileURLToPath(
  new URL('../node_modules/.cache/appforge-generated-apps/', import.meta.url),
);
const specs = corpusSpecs();
const sample = renderApp(specs[0]!).frontend;
const generatedManifest = JSON.parse(sample['package.json']!) as Record<string, unknown>;
const manifest = JSON.stringify({
  name: 'generated-app-types',
  private: true,
  dependencies: generatedManifest.dependencies,
  devDependencies: generatedManifest.devDependencies,
});

const manifestFile = join(root, 'package.json');
const installed = existsSync(manifestFile) && readFileSync(manifestFile, 'utf8') === manifest;
if (!installed || !existsSync(join(root, 'node_modules'))) {
  console.log('Installing the generated app’s packages (once)…');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(manifestFile, manifest);
  const install = spawnSync(
    'npm',
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock'],
    { cwd: root, stdio: 'inherit' },
  );
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const appsDir = join(root, 'apps');
rmSync(appsDir, { recursive: true, force: true });
specs.forEach((spec, index) => {
  const dir = join(appsDir, `${String(index).padStart(3, '0')}-${spec.slug}`);
  for (const [path, content] of Object.entries(renderApp(spec).frontend)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
});

// One program over every app: the generated tsconfig's own options, made stricter.
const generatedTsconfig = JSON.parse(sample['tsconfig.json']!) as {
  extends: string;
  compilerOptions: Record<string, unknown>;
};
writeFileSync(
  join(root, 'tsconfig.json'),
  JSON.stringify({
    extends: generatedTsconfig.extends,
    compilerOptions: { ...generatedTsconfig.compilerOptions, ...STRICTER_OPTIONS },
    include: ['apps/**/*.ts', 'apps/**/*.tsx'],
  }),
);

const typescript = join(root, 'node_modules/typescript');
const version = (
  JSON.parse(readFileSync(join(typescript, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const check = spawnSync(process.execPath, [join(typescript, 'bin/tsc'), '-p', root], {
  stdio: 'inherit',
});
const seconds = ((performance.now() - started) / 1000).toFixed(0);
if (check.status !== 0) {
  console.error(`Generated apps: strict tsc failed (TypeScript ${version}, ${seconds} s).`);
  process.exit(check.status ?? 1);
}
console.log(
  `Generated apps: ${String(specs.length)} Expo apps type-check with strict tsc ` +
    `(TypeScript ${version}, React Native ${String((generatedManifest.dependencies as Record<string, string>)['react-native'])}) in ${seconds} s.`,
);

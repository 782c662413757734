import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Releases a generated app's packages depend on that the registry this machine reaches does not
 * have: installs made by the checks pin the nearest published release instead, and say so. A
 * generated package.json never carries these; an install against the public registry needs none.
 */
export const REGISTRY_GAPS: Readonly<Record<string, string>> = {
  // expo-constants ~57.0.23 asks for @expo/env ~2.4.4, which the registry here lacks.
  '@expo/env': '2.4.3',
};

/** Where the generated-app checks keep the packages they install and the apps they write. */
export const GENERATED_APPS_CACHE = fileURLToPath(
  new URL('../node_modules/.cache/appforge-generated-apps/', import.meta.url),
);

/** What `installGeneratedAppPackages` did: the folder holding node_modules, and how long it took. */
export interface GeneratedAppPackages {
  root: string;
  /** Seconds the install took, or null when the same manifest was already installed. */
  installSeconds: number | null;
}

/** The manifest installed for a generated app: its package.json's packages, gaps pinned. */
function installManifest(generatedPackageJson: string) {
  const generated = JSON.parse(generatedPackageJson) as Record<string, unknown>;
  return JSON.stringify({
    name: 'generated-app-packages',
    private: true,
    dependencies: generated.dependencies,
    devDependencies: generated.devDependencies,
    overrides: REGISTRY_GAPS,
  });
}

/** Whether the packages a generated package.json names are installed in the cache already. */
export function generatedAppPackagesInstalled(generatedPackageJson: string) {
  const manifestFile = join(GENERATED_APPS_CACHE, 'package.json');
  return (
    existsSync(manifestFile) &&
    readFileSync(manifestFile, 'utf8') === installManifest(generatedPackageJson) &&
    existsSync(join(GENERATED_APPS_CACHE, 'node_modules'))
  );
}

/**
 * Installs the packages a generated app's package.json names into GENERATED_APPS_CACHE, once:
 * the same manifest is installed only once, so every check shares one install. Throws when npm
 * fails.
 */
export function installGeneratedAppPackages(generatedPackageJson: string): GeneratedAppPackages {
  if (generatedAppPackagesInstalled(generatedPackageJson)) {
    return { root: GENERATED_APPS_CACHE, installSeconds: null };
  }
  const started = performance.now();
  console.log('Installing the generated app’s packages (once)…');
  for (const [name, version] of Object.entries(REGISTRY_GAPS))
    console.log(`  ${name} pinned to ${version}: the registry here lacks the release asked for.`);
  rmSync(GENERATED_APPS_CACHE, { recursive: true, force: true });
  mkdirSync(GENERATED_APPS_CACHE, { recursive: true });
  writeFileSync(join(GENERATED_APPS_CACHE, 'package.json'), installManifest(generatedPackageJson));
  const install = spawnSync(
    'npm',
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock'],
    { cwd: GENERATED_APPS_CACHE, stdio: 'inherit' },
  );
  if (install.status !== 0) {
    // A half-done install must not pass for a finished one on the next run.
    rmSync(join(GENERATED_APPS_CACHE, 'node_modules'), { recursive: true, force: true });
    throw new Error(`npm install of the generated app’s packages failed (exit ${install.status}).`);
  }
  return {
    root: GENERATED_APPS_CACHE,
    installSeconds: (performance.now() - started) / 1000,
  };
}

/**
 * Whether the npm registry answers, asked once with no retry. `npm ping`, not `npm view`: npm
 * answers a view from its cache when the network is down.
 */
export function registryReachable() {
  const ping = spawnSync('npm', ['ping', '--fetch-retries=0', '--fetch-timeout=20000'], {
    stdio: 'ignore',
    timeout: 30_000,
  });
  return ping.status === 0;
}

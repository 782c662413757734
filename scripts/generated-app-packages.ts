import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EXPO_SDK_DEPENDENCIES,
  EXPO_SDK_DEV_DEPENDENCIES,
} from '../packages/codegen/src/render/frontend/expo-sdk.ts';

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

/**
 * The manifest installed for the checks: every package a generated app may name (each app lists
 * the ones it imports), at the SDK's versions.
 */
const INSTALL_MANIFEST = JSON.stringify({
  name: 'generated-app-packages',
  private: true,
  dependencies: EXPO_SDK_DEPENDENCIES,
  devDependencies: EXPO_SDK_DEV_DEPENDENCIES,
});

/** Whether the packages generated apps name are installed in the cache already. */
export function generatedAppPackagesInstalled() {
  const manifestFile = join(GENERATED_APPS_CACHE, 'package.json');
  return (
    existsSync(manifestFile) &&
    readFileSync(manifestFile, 'utf8') === INSTALL_MANIFEST &&
    existsSync(join(GENERATED_APPS_CACHE, 'node_modules'))
  );
}

/**
 * Installs the packages generated apps name into GENERATED_APPS_CACHE, once: the same manifest is
 * installed only once, so every check shares one install. Throws when npm fails.
 */
export function installGeneratedAppPackages(): GeneratedAppPackages {
  if (generatedAppPackagesInstalled()) {
    return { root: GENERATED_APPS_CACHE, installSeconds: null };
  }
  const started = performance.now();
  console.log('Installing the generated app’s packages (once)…');
  rmSync(GENERATED_APPS_CACHE, { recursive: true, force: true });
  mkdirSync(GENERATED_APPS_CACHE, { recursive: true });
  writeFileSync(join(GENERATED_APPS_CACHE, 'package.json'), INSTALL_MANIFEST);
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

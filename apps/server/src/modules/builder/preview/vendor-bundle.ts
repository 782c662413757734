import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { phoneBundling } from '@appforge/codegen/render/phone-bundling';
import { build } from 'esbuild';

/**
 * The vendor bundle: react, react-dom, react-native-web and the Expo shims, built once per process
 * (on the first preview) and served immutable under its content hash.
 */
export interface VendorBundle {
  /** `vendor.<hash>.js`, the file name under /preview/. */
  fileName: string;
  hash: string;
  code: string;
  bytes: number;
  buildMs: number;
}

/**
 * The shim sources sit next to this module in src/ (shims/); the server build copies them next to
 * the bundle in dist/ (preview-shims/), where this module's code then lives (dist/main.js).
 */
export function shimsDirectory(): string {
  const candidates = ['./shims/', './preview-shims/'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  const found = candidates.find((directory) => existsSync(`${directory}vendor-entry.ts`));
  if (!found)
    throw new Error(`The preview shims are missing (looked in ${candidates.join(', ')}).`);
  return found;
}

/** React and react-native-web: the preview may run newer releases than the apps ask for. */
const WEB_PACKAGES = ['react', 'react-dom', 'react-native-web'];

/** The navigation packages: the same ranges as the generated apps' (expo-sdk.ts). */
export const NAVIGATION_PACKAGES = [
  'react-native-safe-area-context',
  'react-native-screens',
  '@react-navigation/native',
  '@react-navigation/native-stack',
  '@react-navigation/bottom-tabs',
];

/** The node_modules folders holding the preview's packages, found as the server itself finds them. */
function packageFolders(): string[] {
  const require = createRequire(import.meta.url);
  const folders = [...WEB_PACKAGES, ...NAVIGATION_PACKAGES].map((name) => {
    const packageDir = dirname(require.resolve(`${name}/package.json`));
    // Up from node_modules/<name>, where a scoped name is two folders deep.
    return resolve(packageDir, ...name.split('/').map(() => '..'));
  });
  return [...new Set(folders)];
}

export async function buildVendorBundle(): Promise<VendorBundle> {
  const started = performance.now();
  const directory = shimsDirectory();
  const result = await build({
    entryPoints: [`${directory}vendor-entry.ts`],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    jsx: 'automatic',
    // The shims' tsconfig.json is for type checking only (and is not copied to dist/).
    tsconfigRaw: {},
    legalComments: 'none',
    logLevel: 'silent',
    nodePaths: packageFolders(),
    // Every `react-native` import, the packages' as well as the shims', sees the frame's platform.
    alias: { 'react-native': `${directory}react-native.ts` },
    ...phoneBundling({ backButton: true }),
    define: { 'process.env.NODE_ENV': '"production"', __DEV__: 'false', global: 'globalThis' },
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error('The vendor bundle build produced no output.');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  return {
    fileName: `vendor.${hash}.js`,
    hash,
    code,
    bytes: Buffer.byteLength(code),
    buildMs: performance.now() - started,
  };
}

let vendor: Promise<VendorBundle> | undefined;

/** The process's vendor bundle, built on first use; a failed build is retried on the next call. */
export function vendorBundle(): Promise<VendorBundle> {
  vendor ??= buildVendorBundle().catch((error: unknown) => {
    vendor = undefined;
    throw error;
  });
  return vendor;
}

import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEW_EXTERNALS } from './externals';
import { NAVIGATION_PACKAGES, vendorBundle } from './vendor-bundle';

interface PreviewGlobals {
  __appforgeModules: Record<string, Record<string, unknown> & { default: unknown }>;
  eval(code: string): unknown;
}
interface Storage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  mergeItem(key: string, value: string): Promise<void>;
  getAllKeys(): Promise<string[]>;
  clear(): Promise<void>;
}

const windows: Window[] = [];
afterEach(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

/** Runs the vendor bundle in a page like the preview's, before any app bundle. */
async function vendorPage(
  platform: 'ios' | 'android',
  token = 'token-a',
  setup?: (window: Window) => void,
) {
  const window = new Window({ url: `http://127.0.0.1/preview/${token}/${platform}` });
  windows.push(window);
  const config = { mode: 'empty', platform, version: 0, token, errors: [] };
  window.document.write(
    `<!doctype html><html><head><script id="appforge-preview-config" type="application/json">${JSON.stringify(config)}</script></head><body><div id="root"></div></body></html>`,
  );
  setup?.(window);
  const globals = window as unknown as PreviewGlobals;
  globals.eval((await vendorBundle()).code);
  return globals;
}

const storageOf = (page: PreviewGlobals) =>
  page.__appforgeModules['@react-native-async-storage/async-storage']!.default as Storage;

describe('the vendor bundle', () => {
  it('is built once per process and named by its content', async () => {
    const [first, second] = await Promise.all([vendorBundle(), vendorBundle()]);
    expect(second).toBe(first);
    expect(first.fileName).toBe(`vendor.${first.hash}.js`);
  });

  it('provides every package an app bundle may import', async () => {
    const page = await vendorPage('ios');
    for (const name of PREVIEW_EXTERNALS) {
      expect(page.__appforgeModules[name], name).toMatchObject({ __esModule: true });
      expect(page.__appforgeModules[name]!.default, name).toBeTruthy();
    }
    expect(typeof page.__appforgeModules.react!.useState).toBe('function');
    expect(typeof page.__appforgeModules['react-native']!.TextInput).toBe('object');
    expect(typeof page.__appforgeModules['@expo/vector-icons/Ionicons']!.default).toBe('function');
  });

  it("gives react-native the frame's platform", async () => {
    for (const platform of ['ios', 'android'] as const) {
      const { Platform } = (await vendorPage(platform)).__appforgeModules[
        'react-native'
      ] as unknown as {
        Platform: { OS: string; select(options: object): unknown };
      };
      expect(Platform.OS).toBe(platform);
      expect(Platform.select({ ios: 'apple', android: 'robot', default: 'web' })).toBe(
        platform === 'ios' ? 'apple' : 'robot',
      );
      expect(Platform.select({ native: 'native', default: 'web' })).toBe('native');
    }
  });

  it("runs animations on the JavaScript driver, without react-native-web's warning", async () => {
    const page = await vendorPage('android');
    const warnings: unknown[] = [];
    (page as unknown as { console: { warn: (...args: unknown[]) => void } }).console.warn = (
      ...args
    ) => warnings.push(args);
    type Animations = {
      Value: new (value: number) => unknown;
      timing(value: unknown, config: object): { start(done: () => void): void };
    };
    const animate = (Animated: Animations) =>
      new Promise<void>((done) =>
        Animated.timing(new Animated.Value(0), {
          toValue: 1,
          duration: 0,
          useNativeDriver: true,
        }).start(done),
      );
    const modules = page.__appforgeModules as unknown as Record<string, { Animated: Animations }>;
    await animate(modules['react-native']!.Animated);
    expect(warnings).toEqual([]);
    // react-native-web itself warns once when asked for the native driver.
    await animate(modules['react-native-web']!.Animated);
    expect(warnings).toHaveLength(1);
  });

  it('keeps AsyncStorage in memory on a page opened on its own, and says so', async () => {
    const warnings: string[] = [];
    const page = await vendorPage('ios', 'token-a', (window) => {
      window.console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    });
    const storage = storageOf(page);
    await storage.setItem('items', '["a"]');
    await storage.mergeItem('settings', '{"dark":true}');
    await storage.mergeItem('settings', '{"size":2}');
    expect(await storage.getItem('items')).toBe('["a"]');
    expect(JSON.parse((await storage.getItem('settings'))!)).toEqual({ dark: true, size: 2 });
    expect((await storage.getAllKeys()).sort()).toEqual(['items', 'settings']);
    await storage.clear();
    expect(await storage.getAllKeys()).toEqual([]);
    // The page is sandboxed (its CSP), where localStorage throws: the shim never reaches for it.
    const { localStorage } = page as unknown as { localStorage: { length: number } };
    expect(localStorage.length).toBe(0);
    expect(warnings).toEqual([
      expect.stringMatching(/^App data is kept in memory only: a preview opened on its own/),
    ]);
  });
});

describe('the vendor bundle and the Expo SDK the generated apps target', () => {
  it('bundles the navigation packages at the ranges the generated package.json asks for', async () => {
    const { EXPO_SDK_DEPENDENCIES } = await import('@appforge/codegen/render/frontend/expo-sdk');
    const server = (await import('../../../../package.json', { with: { type: 'json' } }))
      .default as {
      dependencies: Record<string, string>;
    };
    for (const name of NAVIGATION_PACKAGES)
      expect(server.dependencies[name], name).toBe(EXPO_SDK_DEPENDENCIES[name]);
  });
});

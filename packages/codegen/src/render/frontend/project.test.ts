import { describe, expect, it } from 'vitest';
import { renderApp } from '../index.ts';
import { RECIPES, TINY, WINE_CELLAR } from '../test-specs.ts';
import { EXPO_SDK } from './expo-sdk.ts';

interface PackageJson {
  main: string;
  scripts: Record<string, string>;
  jest: { preset: string };
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}
interface AppJson {
  expo: {
    icon: string;
    ios: { bundleIdentifier: string; privacyManifests: { NSPrivacyAccessedAPITypes: unknown[] } };
    android: {
      package: string;
      adaptiveIcon: { foregroundImage: string; backgroundColor: string };
    };
    web: { favicon: string };
    plugins?: [string, Record<string, unknown>][];
  };
}

const frontendOf = (spec: typeof RECIPES) => renderApp(spec).frontend;
const packageJsonOf = (spec: typeof RECIPES) =>
  JSON.parse(frontendOf(spec)['package.json']!) as PackageJson;
const appJsonOf = (spec: typeof RECIPES) => JSON.parse(frontendOf(spec)['app.json']!) as AppJson;

describe('the Expo project around the screens', () => {
  it('starts from the template’s entry, registering App.tsx', () => {
    const files = frontendOf(TINY);
    expect(packageJsonOf(TINY).main).toBe('index.ts');
    expect(files['index.ts']).toContain("import { registerRootComponent } from 'expo';");
    expect(files['index.ts']).toContain('registerRootComponent(App);');
  });

  it('type-checks on a fresh clone: Expo’s types are referenced and included', () => {
    const files = frontendOf(TINY);
    expect(files['expo-env.d.ts']).toContain('/// <reference types="expo/types" />');
    const tsconfig = JSON.parse(files['tsconfig.json']!) as { extends: string; include: string[] };
    expect(tsconfig.extends).toBe('expo/tsconfig.base');
    expect(tsconfig.include).toEqual(
      expect.arrayContaining(['**/*.ts', '**/*.tsx', 'expo-env.d.ts', '.expo/types/**/*.ts']),
    );
    expect(files['.gitignore']).toMatch(/^node_modules\/$/m);
    expect(files['.gitignore']).not.toContain('expo-env.d.ts');
  });

  it('names only the packages the app uses, with their peers, at the SDK’s versions', () => {
    const tiny = packageJsonOf(TINY).dependencies;
    expect(tiny).not.toHaveProperty('expo-image-picker');
    expect(tiny).not.toHaveProperty('@react-native-community/datetimepicker');
    const stack = packageJsonOf(WINE_CELLAR).dependencies;
    expect(stack).not.toHaveProperty('@react-navigation/bottom-tabs');
    // Android's floating Add button draws Ionicons' "add", with expo-font as its peer.
    expect(stack).toHaveProperty('@expo/vector-icons');
    expect(stack).toHaveProperty('expo-font');
    expect(stack).toHaveProperty('react-native-screens');
    expect(tiny.expo).toBe(`~${EXPO_SDK.version}.0.26`);
    expect(tiny).toMatchObject({
      'react-native-web': expect.any(String),
      'react-dom': tiny.react,
    });

    const recipes = packageJsonOf(RECIPES).dependencies;
    expect(recipes).toHaveProperty('expo-image-picker');
    expect(recipes).toHaveProperty('@react-native-community/datetimepicker');
    expect(recipes).toHaveProperty('@react-navigation/bottom-tabs');
    // @expo/vector-icons asks for expo-font as a peer: listed, so npm installs it once.
    expect(recipes).toHaveProperty('@expo/vector-icons');
    expect(recipes['expo-font']).toMatch(new RegExp(`^~${EXPO_SDK.version}\\.`));
    expect(renderApp(RECIPES).dependencies.frontend.sort()).toEqual(Object.keys(recipes).sort());
  });

  it('ships tests of its own: npm test runs them with jest-expo', () => {
    const manifest = packageJsonOf(WINE_CELLAR);
    expect(manifest.scripts.test).toBe('jest');
    expect(manifest.jest.preset).toBe('jest-expo');
    expect(manifest.devDependencies['jest-expo']).toMatch(new RegExp(`^~${EXPO_SDK.version}\\.`));
    const tests = frontendOf(WINE_CELLAR)['__tests__/App.test.tsx']!;
    expect(tests).toContain("import App from '../App';");
    expect(tests).toContain("await screen.findByText('Name is required.')");
    // Cellar opens on an introduction the first time: the tests start past it.
    expect(tests).toContain('settingsStore.update({ onboarded: true })');
    expect(frontendOf(TINY)['__tests__/App.test.tsx']).not.toContain('settingsStore');
  });

  it('asks for the Node.js releases Expo and its backend run on', () => {
    expect(packageJsonOf(TINY).engines.node).toBe(EXPO_SDK.node);
    const backend = JSON.parse(renderApp(TINY).backend['package.json']!) as PackageJson;
    expect(backend.engines.node).toBe('>=22.13');
  });

  it('configures the stores: ids from the slug, icons and a privacy manifest', () => {
    const { expo } = appJsonOf(WINE_CELLAR);
    expect(expo.ios.bundleIdentifier).toBe('com.appforge.cellar');
    expect(expo.android.package).toBe('com.appforge.cellar');
    expect(expo.icon).toBe('./assets/icon.png');
    expect(expo.android.adaptiveIcon).toEqual({
      foregroundImage: './assets/adaptive-icon.png',
      backgroundColor: '#7B2D26',
    });
    expect(expo.web.favicon).toBe('./assets/favicon.png');
    expect(expo.ios.privacyManifests.NSPrivacyAccessedAPITypes).toContainEqual({
      NSPrivacyAccessedAPIType: 'NSPrivacyAccessedAPICategoryUserDefaults',
      NSPrivacyAccessedAPITypeReasons: ['CA92.1'],
    });
  });

  it('gives a store id that starts with a letter whatever the slug', () => {
    const numbered = { ...TINY, slug: '2do-list' };
    const { expo } = appJsonOf(numbered);
    expect(expo.android.package).toBe('com.appforge.app2dolist');
    expect(expo.android.package).toMatch(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/);
  });

  it('asks iOS for photo access only in apps that pick photos', () => {
    const plugins = (spec: typeof RECIPES) =>
      (appJsonOf(spec).expo.plugins ?? []).map(([name]) => name);
    expect(plugins(RECIPES)).toContain('expo-image-picker');
    expect(plugins(TINY)).not.toContain('expo-image-picker');
  });
});

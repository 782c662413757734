import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactNativeWeb from 'react-native-web';
import * as AsyncStorage from './async-storage';
import { readConfig } from './config';
import * as ExpoStatusBar from './expo-status-bar';
import { startRuntime } from './runtime';
import * as VectorIcons from './vector-icons';

/**
 * The vendor bundle: built once per server process, shared by every preview. It exposes the
 * packages a generated app may import as `globalThis.__appforgeModules`; the app bundle maps its
 * imports of them there. Keep the names in step with PREVIEW_EXTERNALS in ../externals.ts.
 */
declare global {
  var __appforgeModules: Record<string, unknown>;
  var __DEV__: boolean;
}

const config = readConfig();

/** An ES module record for the app bundle's CommonJS interop: named exports plus `default`. */
function esModule(namespace: object, defaultExport?: unknown) {
  const fallback = (namespace as { default?: unknown }).default ?? namespace;
  return Object.assign({ __esModule: true }, namespace, { default: defaultExport ?? fallback });
}

/** react-native-web's Platform, but with the OS of the phone frame this page is shown in. */
const os = config.platform;
const Platform = {
  ...ReactNativeWeb.Platform,
  OS: os,
  Version: os === 'ios' ? '18.0' : 35,
  isPad: false,
  isTV: false,
  isTesting: false,
  constants: { reactNativeVersion: { major: 0, minor: 81, patch: 0 } },
  select<T>(options: Record<string, T>): T | undefined {
    if (os in options) return options[os];
    return 'native' in options ? options.native : options.default;
  },
};

globalThis.__DEV__ = false;
(globalThis as { process?: unknown }).process ??= { env: { NODE_ENV: 'production' } };

globalThis.__appforgeModules = {
  react: esModule(React),
  'react/jsx-runtime': esModule(ReactJsxRuntime),
  'react-dom': esModule(ReactDom),
  'react-dom/client': esModule(ReactDomClient),
  'react-native': esModule({ ...ReactNativeWeb, Platform }, { ...ReactNativeWeb, Platform }),
  'react-native-web': esModule(ReactNativeWeb),
  'expo-status-bar': esModule(ExpoStatusBar),
  '@react-native-async-storage/async-storage': esModule(AsyncStorage),
  '@expo/vector-icons': esModule(VectorIcons),
};
// Expo's per-family entry points: import Ionicons from '@expo/vector-icons/Ionicons'.
for (const [family, icon] of Object.entries(VectorIcons)) {
  if (/^[A-Z]/.test(family))
    globalThis.__appforgeModules[`@expo/vector-icons/${family}`] = esModule({ default: icon });
}

startRuntime();

import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactNativeWeb from 'react-native-web';
import * as BottomTabs from '@react-navigation/bottom-tabs';
import * as Navigation from '@react-navigation/native';
import * as NativeStack from '@react-navigation/native-stack';
import * as SafeAreaContext from 'react-native-safe-area-context';
import * as Screens from 'react-native-screens';
import * as AsyncStorage from './async-storage';
import * as DateTimePicker from './datetimepicker';
import * as ExpoStatusBar from './expo-status-bar';
import * as ImagePicker from './image-picker';
import { listenForHardwareBack } from './hardware-back';
import { keepLinksInTheApp } from './in-app-links';
import * as ReactNative from './react-native';
import { startRuntime } from './runtime';
import * as VectorIcons from './vector-icons';

/**
 * The vendor bundle: built once per server process, shared by every preview. It exposes the
 * packages a generated app may import as `globalThis.__appforgeModules`; the app bundle maps its
 * imports of them there. Keep the names in step with PREVIEW_EXTERNALS in ../externals.ts.
 */
declare global {
  var __appforgeModules: Record<string, unknown>;
}

/** An ES module record for the app bundle's CommonJS interop: named exports plus `default`. */
function esModule(namespace: object, defaultExport?: unknown) {
  const fallback = (namespace as { default?: unknown }).default ?? namespace;
  return Object.assign({ __esModule: true }, namespace, { default: defaultExport ?? fallback });
}

// React Native's types declare __DEV__ (a constant to them); the bundle sets it once here.
(globalThis as { __DEV__?: boolean }).__DEV__ = false;
(globalThis as { process?: unknown }).process ??= { env: { NODE_ENV: 'production' } };

globalThis.__appforgeModules = {
  react: esModule(React),
  'react/jsx-runtime': esModule(ReactJsxRuntime),
  'react-dom': esModule(ReactDom),
  'react-dom/client': esModule(ReactDomClient),
  'react-native': esModule(ReactNative, ReactNative),
  'react-native-web': esModule(ReactNativeWeb),
  'react-native-safe-area-context': esModule(SafeAreaContext),
  'react-native-screens': esModule(Screens),
  '@react-navigation/native': esModule(Navigation),
  '@react-navigation/native-stack': esModule(NativeStack),
  '@react-navigation/bottom-tabs': esModule(BottomTabs),
  'expo-status-bar': esModule(ExpoStatusBar),
  '@react-native-async-storage/async-storage': esModule(AsyncStorage),
  '@react-native-community/datetimepicker': esModule(DateTimePicker),
  'expo-image-picker': esModule(ImagePicker),
  '@expo/vector-icons': esModule(VectorIcons),
};
// Expo's per-family entry points: import Ionicons from '@expo/vector-icons/Ionicons'.
for (const [family, icon] of Object.entries(VectorIcons)) {
  if (/^[A-Z]/.test(family))
    globalThis.__appforgeModules[`@expo/vector-icons/${family}`] = esModule({ default: icon });
}

listenForHardwareBack();
keepLinksInTheApp();
startRuntime();

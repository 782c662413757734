/**
 * Packages a generated app may import in the preview. The vendor bundle provides each one in
 * `globalThis.__appforgeModules` (see shims/vendor-entry.ts); the app bundle reads them there.
 */
export const PREVIEW_EXTERNALS = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-native',
  'react-native-web',
  'react-native-safe-area-context',
  'react-native-screens',
  '@react-navigation/native',
  '@react-navigation/native-stack',
  '@react-navigation/bottom-tabs',
  'expo-status-bar',
  '@react-native-async-storage/async-storage',
  '@react-native-community/datetimepicker',
  'expo-image-picker',
  '@expo/vector-icons',
]);

const ICON_FAMILY = /^@expo\/vector-icons\/[A-Z][A-Za-z0-9]*$/;

export const isPreviewExternal = (specifier: string) =>
  PREVIEW_EXTERNALS.has(specifier) || ICON_FAMILY.test(specifier);

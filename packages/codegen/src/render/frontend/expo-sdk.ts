/**
 * The Expo SDK every generated app targets, in one place: the version ranges `npx expo install`
 * writes for it (the SDK's bundledNativeModules.json; React Navigation, which that list does not
 * name, at its current major as `npm install` writes it). Moving to the next SDK is this file plus
 * a run of `npm run typecheck:generated-apps` and the Expo toolchain check.
 *
 * SDK 57 is the newest SDK whose whole set is published: the registry's `expo@58.0.0` needs an
 * `@expo/cli` release that is not published yet, and its React Native is a release candidate.
 */
export const EXPO_SDK = {
  version: 57,
  reactNative: '0.86',
} as const;

export const EXPO_SDK_DEPENDENCIES: Readonly<Record<string, string>> = {
  '@expo/vector-icons': '^15.0.2',
  '@expo/metro-runtime': '~57.0.16',
  '@react-native-async-storage/async-storage': '2.2.0',
  '@react-native-community/datetimepicker': '9.1.0',
  '@react-navigation/bottom-tabs': '^7.21.0',
  '@react-navigation/native': '^7.5.1',
  '@react-navigation/native-stack': '^7.21.0',
  expo: '~57.0.26',
  'expo-image-picker': '~57.0.20',
  'expo-status-bar': '~57.0.1',
  react: '19.2.3',
  'react-dom': '19.2.3',
  'react-native': '0.86.3',
  'react-native-safe-area-context': '~5.7.0',
  'react-native-screens': '~4.26.0',
  'react-native-web': '~0.21.0',
};

export const EXPO_SDK_DEV_DEPENDENCIES: Readonly<Record<string, string>> = {
  '@types/react': '~19.2.2',
  typescript: '~6.0.3',
};

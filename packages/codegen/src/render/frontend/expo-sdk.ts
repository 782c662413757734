/**
 * The Expo SDK every generated app targets, in one place: the version ranges `npx expo install`
 * writes for it (the SDK's bundledNativeModules.json; React Navigation, which that list does not
 * name, at its current major as `npm install` writes it). Moving to the next SDK is this file plus
 * a run of `npm run typecheck:generated-apps` and the Expo toolchain check.
 */
export const EXPO_SDK = {
  version: 58,
  reactNative: '0.88',
  /** The Node.js releases Expo's CLI and React Native 0.88 support. */
  node: '^22.13.0 || >=24.3.0',
} as const;

/** Every package a generated app may depend on; an app lists only those it uses (`appDependencies`). */
export const EXPO_SDK_DEPENDENCIES: Readonly<Record<string, string>> = {
  '@expo/vector-icons': '^15.0.2',
  '@expo/metro-runtime': '~58.0.17',
  '@react-native-async-storage/async-storage': '2.2.0',
  '@react-native-community/datetimepicker': '9.2.1',
  '@react-navigation/bottom-tabs': '^7.21.0',
  '@react-navigation/native': '^7.5.1',
  '@react-navigation/native-stack': '^7.21.0',
  expo: '~58.0.26',
  'expo-font': '~58.0.12',
  'expo-image-picker': '~58.0.10',
  'expo-status-bar': '~58.0.5',
  react: '19.3.0',
  'react-dom': '19.3.0',
  'react-native': '0.88.1',
  'react-native-safe-area-context': '~5.11.1',
  'react-native-screens': '~4.30.1',
  'react-native-web': '~0.21.4',
};

/**
 * TypeScript, and the tests' tooling as `npx expo install jest-expo jest` and Testing Library add
 * it (jest-expo at the newest SDK 58 release the registry the checks install from has). The tests
 * import jest's functions from @jest/globals: TypeScript 6 includes no global types by default.
 */
export const EXPO_SDK_DEV_DEPENDENCIES: Readonly<Record<string, string>> = {
  '@jest/globals': '^30.0.0',
  '@react-native/jest-preset': '^0.88.0',
  '@testing-library/react-native': '^14.1.0',
  '@types/react': '~19.3.0',
  jest: '^30.5.2',
  'jest-expo': '~58.0.12',
  typescript: '~6.0.3',
};

/**
 * What every app lists whatever it imports: Expo and React Native, and the packages
 * `npx expo install` adds for the web (`expo start --web`, `expo export --platform web`).
 */
const ALWAYS = [
  'expo',
  'react',
  'react-native',
  'react-dom',
  'react-native-web',
  '@expo/metro-runtime',
];

/** Peer dependencies of the packages an app imports, which npm would otherwise install twice or not at all. */
const PEERS: Readonly<Record<string, readonly string[]>> = {
  '@expo/vector-icons': ['expo-font'],
  '@react-navigation/bottom-tabs': [
    '@react-navigation/native',
    'react-native-safe-area-context',
    'react-native-screens',
  ],
  '@react-navigation/native-stack': [
    '@react-navigation/native',
    'react-native-safe-area-context',
    'react-native-screens',
  ],
};

/**
 * The dependencies of an app importing `imported` (package names): those packages, their peers and
 * the ones every app lists, at the SDK's versions, sorted by name. Throws on a package outside the
 * SDK's set, so a new import cannot ship without a version `npx expo install` would choose.
 */
export function appDependencies(imported: Iterable<string>): Record<string, string> {
  const names = new Set(ALWAYS);
  for (const name of imported) {
    names.add(name);
    for (const peer of PEERS[name] ?? []) names.add(peer);
  }
  return Object.fromEntries(
    [...names].sort().map((name) => {
      const version = EXPO_SDK_DEPENDENCIES[name];
      if (!version) throw new Error(`${name} is not in Expo SDK ${EXPO_SDK.version}'s set.`);
      return [name, version];
    }),
  );
}

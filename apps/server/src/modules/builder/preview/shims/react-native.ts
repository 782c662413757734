import { Animated as WebAnimated, Platform as WebPlatform } from 'react-native-web';
import { readConfig } from './config';

/**
 * `react-native` in the preview: react-native-web, with the Platform of the phone frame the page
 * is shown in, a BackHandler that the Android frame's back button drives, and animations on the
 * JavaScript driver. The vendor bundle maps every `react-native` import to this module, its
 * packages' (React Navigation's) as well as the app's, so both see the same platform.
 */
export * from 'react-native-web';

const os = readConfig().platform;

export const Platform = {
  ...WebPlatform,
  OS: os,
  Version: os === 'ios' ? '18.0' : 35,
  isPad: false,
  isTV: false,
  isTesting: false,
  constants: { reactNativeVersion: { major: 0, minor: 86, patch: 0 } },
  select<T>(options: Record<string, T>): T | undefined {
    if (os in options) return options[os];
    return 'native' in options ? options.native : options.default;
  },
};

const jsDriver = <Config extends { useNativeDriver?: boolean }>(config: Config): Config => ({
  ...config,
  useNativeDriver: false,
});

/**
 * Animations run on the JavaScript driver: a browser has no native one, and asking for it (as
 * React Navigation does on a phone) only prints react-native-web's warning.
 */
export const Animated = {
  ...WebAnimated,
  timing: (value: unknown, config: { useNativeDriver?: boolean }) =>
    WebAnimated.timing(value, jsDriver(config)),
  spring: (value: unknown, config: { useNativeDriver?: boolean }) =>
    WebAnimated.spring(value, jsDriver(config)),
  decay: (value: unknown, config: { useNativeDriver?: boolean }) =>
    WebAnimated.decay(value, jsDriver(config)),
  event: (mapping: unknown, config?: { useNativeDriver?: boolean }) =>
    WebAnimated.event(mapping, config && jsDriver(config)),
};

type BackListener = () => boolean | null | undefined;
const backListeners: BackListener[] = [];

/** Android's back button: the newest listener that returns true has handled the press. */
export const BackHandler = {
  exitApp() {},
  addEventListener(_event: 'hardwareBackPress', listener: BackListener) {
    backListeners.push(listener);
    return {
      remove() {
        const index = backListeners.lastIndexOf(listener);
        if (index >= 0) backListeners.splice(index, 1);
      },
    };
  },
};

/** Runs the back listeners as Android does; true when one of them handled the press. */
export function pressHardwareBack(): boolean {
  return [...backListeners].reverse().some((listener) => listener() === true);
}

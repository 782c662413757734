// react-native-web ships Flow types only; the shims use a few of its exports.
declare module 'react-native-web' {
  import type { ComponentType } from 'react';

  type AnyProps = Record<string, unknown> & { children?: unknown };
  export const View: ComponentType<AnyProps>;
  export const Text: ComponentType<AnyProps>;
  export const ScrollView: ComponentType<AnyProps>;
  export const StyleSheet: { create<T extends Record<string, object>>(styles: T): T };
  export const Platform: {
    OS: string;
    Version: string | number;
    select<T>(options: Record<string, T>): T | undefined;
  };
  type DriverConfig = { useNativeDriver?: boolean };
  export const Animated: Record<string, unknown> & {
    timing(value: unknown, config: DriverConfig): unknown;
    spring(value: unknown, config: DriverConfig): unknown;
    decay(value: unknown, config: DriverConfig): unknown;
    event(mapping: unknown, config?: DriverConfig): unknown;
  };
  export const AppRegistry: {
    registerComponent(key: string, provider: () => ComponentType<object>): string;
    runApplication(
      key: string,
      options: { rootTag: Element | null; initialProps?: object; callback?: () => void },
    ): void;
  };
}

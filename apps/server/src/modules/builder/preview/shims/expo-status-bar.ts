/** expo-status-bar: a phone frame draws its own status bar, so these do nothing. */
export interface StatusBarProps {
  style?: 'auto' | 'inverted' | 'light' | 'dark';
  hidden?: boolean;
  animated?: boolean;
  backgroundColor?: string;
  translucent?: boolean;
}

export function StatusBar(_props: StatusBarProps): null {
  return null;
}

export const setStatusBarStyle = (_style: StatusBarProps['style']) => undefined;
export const setStatusBarHidden = (_hidden: boolean) => undefined;
export const setStatusBarBackgroundColor = (_color: string) => undefined;
export const setStatusBarTranslucent = (_translucent: boolean) => undefined;
export const setStatusBarNetworkActivityIndicatorVisible = (_visible: boolean) => undefined;

/**
 * Test stand-ins for the native packages a generated app imports, so that it runs on
 * react-native-web in a DOM (dom-harness.ts): the date picker, the image picker, and a Platform
 * that says iOS or Android. Each is module source, bundled in place of the package.
 */

/**
 * @react-native-community/datetimepicker: the inline picker is a text input, and typing
 * "2025-03-14", "09:30" or "2025-03-14T09:30" into it picks that moment. Android's dialogs wait in
 * `opened` until the test answers the oldest with `answerPicker`.
 */
export const DATE_PICKER_STUB = `
import { createElement } from 'react';

type Moment = { nativeEvent: { timestamp: number; utcOffset: number } };
interface Props {
  value: Date;
  mode?: string;
  accessibilityLabel?: string;
  onValueChange?: (event: Moment, date: Date) => void;
  onDismiss?: () => void;
}

const moment = (date: Date): Moment => ({
  nativeEvent: { timestamp: date.getTime(), utcOffset: -date.getTimezoneOffset() },
});

function parse(text: string, base: Date) {
  const date = new Date(base.getTime());
  const day = /^(\\d{4})-(\\d{2})-(\\d{2})/.exec(text);
  const time = /(?:^|T)(\\d{2}):(\\d{2})$/.exec(text);
  if (day) date.setFullYear(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  if (time) date.setHours(Number(time[1]), Number(time[2]), 0, 0);
  return date;
}

export default function DateTimePicker({ value, mode, accessibilityLabel, onValueChange }: Props) {
  return createElement('input', {
    'aria-label': accessibilityLabel,
    'data-mode': mode,
    defaultValue: '',
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const date = parse(event.currentTarget.value, value);
      onValueChange?.(moment(date), date);
    },
  });
}

export const opened: Props[] = [];

export const DateTimePickerAndroid = {
  open: (props: Props) => void opened.push(props),
  dismiss: async () => opened.splice(0).length > 0,
};

/** Answers the oldest open dialog: a moment typed as above, or null to dismiss it. */
export function answerPicker(text: string | null) {
  const props = opened.shift();
  if (!props) throw new Error('No date picker dialog is open.');
  if (text === null) return props.onDismiss?.();
  const date = parse(text, props.value);
  props.onValueChange?.(moment(date), date);
}
`;

/**
 * expo-image-picker: the library hands back the next photo of \`library\` (none: the person
 * cancelled), once \`access.granted\` lets it open.
 */
export const IMAGE_PICKER_STUB = `
export const library: { uri: string; width: number; height: number }[] = [];
export const access = { granted: true };

export const requestMediaLibraryPermissionsAsync = async () => ({
  status: access.granted ? 'granted' : 'denied',
  granted: access.granted,
  canAskAgain: false,
  expires: 'never',
});

export const launchImageLibraryAsync = async (options: { mediaTypes?: string[] }) => {
  if (!options.mediaTypes?.includes('images')) throw new Error('Asked for no images.');
  const asset = library.shift();
  return asset ? { canceled: false, assets: [asset] } : { canceled: true, assets: null };
};
`;

/** react-native as react-native-web, but with the Platform.OS of a phone. */
export const platformStub = (os: 'ios' | 'android') => `
import { Platform as WebPlatform } from 'react-native-web';
export * from 'react-native-web';

export const Platform = {
  ...WebPlatform,
  OS: '${os}',
  select: <T,>(options: Record<string, T>) => options['${os}'] ?? options.native ?? options.default,
};
`;

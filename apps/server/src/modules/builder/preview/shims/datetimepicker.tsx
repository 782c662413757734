import type { CSSProperties } from 'react';

/**
 * @react-native-community/datetimepicker in the browser: the inline picker (iOS) is the
 * browser's own date or time input, and Android's dialog (`DateTimePickerAndroid.open`) is that
 * input in a dialog over the frame. Values and callbacks are the package's: a `Date` in, and
 * `onValueChange(event, date)` / `onDismiss()` out (or the older `onChange(event, date)`).
 */
type Mode = 'date' | 'time' | 'datetime' | 'countdown';
type InputType = 'date' | 'time' | 'datetime-local';

interface NativeEvent {
  timestamp: number;
  utcOffset: number;
}
export interface DateTimePickerChangeEvent {
  nativeEvent: NativeEvent;
}
export interface DateTimePickerEvent extends DateTimePickerChangeEvent {
  type: 'set' | 'dismissed' | 'neutralButtonPressed';
}

export interface DateTimePickerProps {
  value: Date;
  mode?: Mode;
  minimumDate?: Date;
  maximumDate?: Date;
  onValueChange?: (event: DateTimePickerChangeEvent, date: Date) => void;
  onDismiss?: () => void;
  /** Deprecated in the package, still honoured when the new callbacks are absent. */
  onChange?: (event: DateTimePickerEvent, date?: Date) => void;
  accessibilityLabel?: string;
  testID?: string;
  disabled?: boolean;
  accentColor?: string;
  themeVariant?: 'dark' | 'light';
  /** Android's dialog title (Material 3). */
  title?: string;
}

const inputType = (mode: Mode = 'date'): InputType =>
  mode === 'datetime' ? 'datetime-local' : mode === 'date' ? 'date' : 'time';

const pad = (part: number) => String(part).padStart(2, '0');

/** The input's text for a moment, in local time ("2025-01-31", "18:30", "2025-01-31T18:30"). */
export function toInputValue(date: Date, type: InputType): string {
  const day = `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return type === 'date' ? day : type === 'time' ? time : `${day}T${time}`;
}

/**
 * The moment an input's text names, or null while it names none. A date keeps the time of day of
 * `base` and a time its day, as the native pickers do.
 */
export function fromInputValue(text: string, type: InputType, base: Date): Date | null {
  const day = /^(\d{4,})-(\d{2})-(\d{2})/.exec(text);
  const time = /(?:^|T)(\d{2}):(\d{2})/.exec(text);
  if ((type !== 'time' && !day) || (type !== 'date' && !time)) return null;
  const date = new Date(base.getTime());
  if (day) date.setFullYear(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  if (time) date.setHours(Number(time[1]), Number(time[2]), 0, 0);
  return Number.isNaN(date.getTime()) ? null : date;
}

const eventOf = (date: Date): DateTimePickerChangeEvent => ({
  nativeEvent: { timestamp: date.getTime(), utcOffset: -date.getTimezoneOffset() },
});

function choose(props: DateTimePickerProps, date: Date) {
  if (props.onValueChange) props.onValueChange(eventOf(date), date);
  else props.onChange?.({ type: 'set', ...eventOf(date) }, date);
}

function dismissed(props: DateTimePickerProps) {
  if (props.onDismiss) props.onDismiss();
  else props.onChange?.({ type: 'dismissed', ...eventOf(props.value) }, props.value);
}

const limits = (props: DateTimePickerProps, type: InputType) => ({
  min: props.minimumDate ? toInputValue(props.minimumDate, type) : undefined,
  max: props.maximumDate ? toInputValue(props.maximumDate, type) : undefined,
});

/** The inline picker: the browser's date, time or date-and-time input. */
export default function DateTimePicker(props: DateTimePickerProps) {
  const type = inputType(props.mode);
  const dark = props.themeVariant === 'dark';
  const style: CSSProperties = {
    boxSizing: 'border-box',
    width: '100%',
    marginTop: 8,
    padding: '10px 12px',
    font: 'inherit',
    fontSize: 16,
    color: dark ? '#F1F5F9' : '#0F172A',
    background: dark ? '#1E293B' : '#FFFFFF',
    border: `1px solid ${dark ? '#334155' : '#CBD5E1'}`,
    borderRadius: 10,
    colorScheme: dark ? 'dark' : 'light',
    accentColor: props.accentColor,
  };
  return (
    <input
      type={type}
      aria-label={props.accessibilityLabel}
      data-testid={props.testID}
      disabled={props.disabled}
      value={toInputValue(props.value, type)}
      {...limits(props, type)}
      onChange={(event) => {
        const date = fromInputValue(event.currentTarget.value, type, props.value);
        if (date) choose(props, date);
      }}
      style={style}
    />
  );
}

/** The dialog on screen, if any: a second one dismisses it, as on Android. */
let openDialog: { cancel: () => void } | null = null;

function button(text: string, primary: boolean) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  Object.assign(element.style, {
    padding: '8px 14px',
    font: 'inherit',
    fontWeight: '600',
    border: '0',
    borderRadius: '8px',
    cursor: 'pointer',
    color: primary ? '#FFFFFF' : '#1D4ED8',
    background: primary ? '#1D4ED8' : 'transparent',
  });
  return element;
}

/** Android's dialog: the input, Cancel and OK, over the whole frame. */
function open(props: DateTimePickerProps) {
  openDialog?.cancel();
  const type = inputType(props.mode === 'time' ? 'time' : 'date');
  const heading = props.title ?? (type === 'time' ? 'Choose a time' : 'Choose a date');
  const backdrop = document.createElement('div');
  Object.assign(backdrop.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483647',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'rgba(15, 23, 42, 0.5)',
    fontFamily: 'system-ui, sans-serif',
  });
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', heading);
  Object.assign(dialog.style, {
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    width: '80%',
    maxWidth: '320px',
    padding: '20px',
    borderRadius: '16px',
    background: '#FFFFFF',
    color: '#0F172A',
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.25)',
  });
  const title = document.createElement('div');
  title.textContent = heading;
  Object.assign(title.style, { fontSize: '18px', fontWeight: '600' });
  const input = document.createElement('input');
  input.type = type;
  input.value = toInputValue(props.value, type);
  input.setAttribute('aria-label', type === 'time' ? 'Time' : 'Date');
  const { min, max } = limits(props, type);
  if (min) input.min = min;
  if (max) input.max = max;
  Object.assign(input.style, { padding: '10px', font: 'inherit', fontSize: '16px' });
  const cancel = button('Cancel', false);
  const ok = button('OK', true);
  const actions = document.createElement('div');
  Object.assign(actions.style, { display: 'flex', justifyContent: 'flex-end', gap: '8px' });
  actions.append(cancel, ok);
  dialog.append(title, input, actions);
  backdrop.append(dialog);

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') finish(null);
    if (event.key === 'Enter' && event.target === input) finish(input.value);
  };
  const current = { cancel: () => finish(null) };
  /** Closes the dialog, then answers as the native one does: the chosen moment, or a dismissal. */
  function finish(text: string | null) {
    backdrop.remove();
    document.removeEventListener('keydown', onKey, true);
    if (openDialog === current) openDialog = null;
    const date = text === null ? null : fromInputValue(text, type, props.value);
    if (date) choose(props, date);
    else dismissed(props);
  }
  cancel.addEventListener('click', () => finish(null));
  ok.addEventListener('click', () => finish(input.value));
  backdrop.addEventListener('click', (event) => {
    if (event.target === backdrop) finish(null);
  });
  document.addEventListener('keydown', onKey, true);
  document.body.append(backdrop);
  openDialog = current;
  input.focus();
}

export const DateTimePickerAndroid = {
  open,
  /** Dismisses the open dialog (its onDismiss runs), as the native dismiss() does. */
  dismiss(_mode?: Mode): Promise<boolean> {
    const dialog = openDialog;
    dialog?.cancel();
    return Promise.resolve(dialog !== null);
  },
};

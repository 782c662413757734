import { Window, type Element, type HTMLInputElement } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vendorBundle } from './vendor-bundle';

/** The date and image picker shims, as an app bundle gets them from the vendor bundle. */

interface Moment {
  nativeEvent: { timestamp: number; utcOffset: number };
}
interface PickerProps {
  value: Date;
  mode?: string;
  accessibilityLabel?: string;
  onValueChange?: (event: Moment, date: Date) => void;
  onDismiss?: () => void;
  onChange?: (event: Moment & { type: string }, date?: Date) => void;
}
interface DatePickerModule {
  default: (props: PickerProps) => unknown;
  DateTimePickerAndroid: { open(props: PickerProps): void; dismiss(): Promise<boolean> };
}
interface ImagePickerModule {
  requestMediaLibraryPermissionsAsync(): Promise<{ granted: boolean; status: string }>;
  launchImageLibraryAsync(options: object): Promise<{ canceled: boolean; assets: unknown }>;
  fitWithin(width: number, height: number): { width: number; height: number };
}
interface PreviewGlobals {
  __appforgeModules: Record<string, unknown>;
  eval(code: string): unknown;
}
type React = { createElement(type: unknown, props: object): unknown };
type ReactDom = { flushSync(work: () => void): void };
type ReactDomClient = { createRoot(element: unknown): { render(node: unknown): void } };

const windows: Window[] = [];
afterEach(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

async function previewPage() {
  const window = new Window({ url: 'http://127.0.0.1/preview/token-a/android' });
  windows.push(window);
  const config = { mode: 'empty', platform: 'android', version: 0, token: 'token-a', errors: [] };
  window.document.write(
    `<!doctype html><html><head><script id="appforge-preview-config" type="application/json">${JSON.stringify(config)}</script></head><body><div id="root"></div></body></html>`,
  );
  const page = window as unknown as PreviewGlobals;
  page.eval((await vendorBundle()).code);
  const module = <T>(name: string) => page.__appforgeModules[name] as T;
  /** Types into an input as a person does: its value, then an input event. */
  const enter = (input: Element, text: string) => {
    const setter = Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value')!;
    setter.set!.call(input, text);
    input.dispatchEvent(new window.Event('input', { bubbles: true }));
  };
  return { window, document: window.document, module, enter };
}

const at = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  new Date(year, month - 1, day, hours, minutes);

describe('the date picker shim', () => {
  it('shows the inline picker as the browser input for its mode, and answers with a Date', async () => {
    const { document, module, enter } = await previewPage();
    const picker = module<DatePickerModule>('@react-native-community/datetimepicker');
    const { createElement } = module<React>('react');
    const root = module<ReactDomClient>('react-dom/client').createRoot(
      document.getElementById('root'),
    );
    const onValueChange = vi.fn();
    const show = (mode: string) =>
      module<ReactDom>('react-dom').flushSync(() =>
        root.render(
          createElement(picker.default, {
            value: at(2025, 1, 31, 18, 30),
            mode,
            accessibilityLabel: 'Due picker',
            onValueChange,
          }),
        ),
      );

    show('datetime');
    const input = document.querySelector('input[aria-label="Due picker"]')!;
    expect([input.getAttribute('type'), (input as HTMLInputElement).value]).toEqual([
      'datetime-local',
      '2025-01-31T18:30',
    ]);
    enter(input, '2025-03-14T09:05');
    const [event, date] = onValueChange.mock.lastCall as [Moment, Date];
    expect(date).toEqual(at(2025, 3, 14, 9, 5));
    expect(event.nativeEvent.timestamp).toBe(date.getTime());

    // A date alone keeps the time of day it had, as the native picker does.
    show('date');
    expect(input.getAttribute('type')).toBe('date');
    enter(input, '2025-03-14');
    expect(onValueChange.mock.lastCall?.[1]).toEqual(at(2025, 3, 14, 18, 30));
    // Half-typed: no answer.
    const calls = onValueChange.mock.calls.length;
    enter(input, '');
    expect(onValueChange.mock.calls.length).toBe(calls);
  });

  it("opens Android's dialog over the frame: OK answers, Cancel and Escape dismiss", async () => {
    const { window, document, module, enter } = await previewPage();
    const { DateTimePickerAndroid } = module<DatePickerModule>(
      '@react-native-community/datetimepicker',
    );
    const onValueChange = vi.fn();
    const onDismiss = vi.fn();
    const dialog = () => document.querySelector('[role="dialog"]');
    const press = (name: string) =>
      [...document.querySelectorAll('button')]
        .find((button) => button.textContent === name)!
        .click();

    DateTimePickerAndroid.open({ value: at(2025, 1, 31, 18, 30), onValueChange, onDismiss });
    expect(dialog()?.getAttribute('aria-label')).toBe('Choose a date');
    const input = dialog()!.querySelector('input[aria-label="Date"]')!;
    expect((input as HTMLInputElement).value).toBe('2025-01-31');
    enter(input, '2025-02-01');
    press('OK');
    expect(dialog()).toBeNull();
    expect(onValueChange.mock.lastCall?.[1]).toEqual(at(2025, 2, 1, 18, 30));

    DateTimePickerAndroid.open({ value: at(2025, 2, 1), mode: 'time', onValueChange, onDismiss });
    expect(dialog()!.querySelector('input')!.getAttribute('type')).toBe('time');
    press('Cancel');
    expect([dialog(), onDismiss.mock.calls.length]).toEqual([null, 1]);

    DateTimePickerAndroid.open({ value: at(2025, 2, 1), onValueChange, onDismiss });
    document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape' }));
    expect([dialog(), onDismiss.mock.calls.length]).toEqual([null, 2]);
    expect(onValueChange).toHaveBeenCalledTimes(1);

    // The older onChange(event, date) hears both, with the event's type.
    const onChange = vi.fn();
    DateTimePickerAndroid.open({ value: at(2025, 2, 1), onChange });
    press('OK');
    DateTimePickerAndroid.open({ value: at(2025, 2, 1), onChange });
    expect(await DateTimePickerAndroid.dismiss()).toBe(true);
    expect(onChange.mock.calls.map(([event]) => (event as { type: string }).type)).toEqual([
      'set',
      'dismissed',
    ]);
  });
});

describe('the image picker shim', () => {
  it('grants access, and opens a file chooser for images that may be closed without a choice', async () => {
    const { window, document, module } = await previewPage();
    const picker = module<ImagePickerModule>('expo-image-picker');
    expect(await picker.requestMediaLibraryPermissionsAsync()).toMatchObject({
      granted: true,
      status: 'granted',
    });
    const clicked = vi.fn();
    window.HTMLInputElement.prototype.click = clicked;
    const picked = picker.launchImageLibraryAsync({ mediaTypes: ['images'] });
    const chooser = document.querySelector('input[type="file"]')!;
    expect(chooser.getAttribute('accept')).toBe('image/*');
    expect(clicked).toHaveBeenCalledTimes(1);
    chooser.dispatchEvent(new window.Event('cancel'));
    expect(await picked).toEqual({ canceled: true, assets: null });
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('scales a picked image to at most 1024 px a side, keeping its shape', async () => {
    const { module } = await previewPage();
    const { fitWithin } = module<ImagePickerModule>('expo-image-picker');
    expect(fitWithin(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(300, 5000)).toEqual({ width: 61, height: 1024 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

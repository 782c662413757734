/// <reference lib="dom" />
import { afterEach, beforeEach, expect } from 'vitest';
import type { AppSpec } from '../app-spec.ts';
import { renderApp } from './index.ts';
import { DATE_PICKER_STUB, IMAGE_PICKER_STUB, platformStub } from './native-stubs.ts';
import { ASYNC_STORAGE_STUB, ICON_STUB, loadGenerated, STATUS_BAR_STUB } from './test-bundle.ts';

/**
 * Generated apps running on react-native-web in a DOM: each one is bundled with React, React DOM
 * and react-native-web (as the preview does), mounted, and used through its accessible labels.
 */

interface Mounted {
  mount: (container: Element) => void;
  clearAllData: () => Promise<void>;
  unmount: () => void;
  act: (work: () => Promise<void> | void) => Promise<void>;
  storage: Record<string, { list: () => Promise<Record<string, unknown>[]> }>;
  answerPicker: (text: string | null) => void;
  photoLibrary: { uri: string; width: number; height: number }[];
  photoAccess: { granted: boolean };
}

const ENTRY = `import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import App from '../App';
export { clearAllData, storage } from '../src/storage';
export { answerPicker } from '@react-native-community/datetimepicker';
export { library as photoLibrary, access as photoAccess } from 'expo-image-picker';

let root: Root | null = null;
export const mount = (container: Element) => {
  root = createRoot(container);
  root.render(<App />);
};
export const unmount = () => root?.unmount();
export { act };
`;

/**
 * Mounts the app; \`installed\` starts from an install whose records were all deleted (no samples),
 * \`platform\` runs it as on that phone (its native pickers) rather than as on the web; \`apiUrl\`
 * keeps its records in the API there (EXPO_PUBLIC_API_URL).
 */
export async function start(
  spec: AppSpec,
  {
    installed = false,
    platform,
    apiUrl,
  }: { installed?: boolean; platform?: 'ios' | 'android'; apiUrl?: string } = {},
) {
  const files = { ...renderApp(spec).frontend, 'test/entry.tsx': ENTRY };
  const app = await loadGenerated<Mounted>(files, 'test/entry.tsx', {
    platform: 'browser',
    apiUrl,
    stubs: {
      '@react-native-async-storage/async-storage': ASYNC_STORAGE_STUB,
      'expo-status-bar': STATUS_BAR_STUB,
      '@expo/vector-icons/Ionicons': ICON_STUB,
      '@react-native-community/datetimepicker': DATE_PICKER_STUB,
      'expo-image-picker': IMAGE_PICKER_STUB,
      ...(platform ? { 'react-native': platformStub(platform) } : {}),
    },
  });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  /** Runs `work` and lets the storage promises and effects it started finish, inside act(). */
  const run = (work: () => void) =>
    app.act(async () => {
      work();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  if (installed) await app.act(() => app.clearAllData());
  await run(() => app.mount(container));
  current = app;

  const text = () => document.body.textContent ?? '';
  // A tab is named by its label (React Navigation labels tabs for screen readers on iOS only);
  // the header's back button by the screen it returns to ("Dogs, back") or "Go back".
  const labelled = (label: string) => {
    const tabs = [...document.querySelectorAll('[role="tab"]')].filter(
      (tab) => tab.textContent === label,
    );
    const back =
      label === 'Go back' ? [...document.querySelectorAll('[aria-label$=", back"]')] : [];
    // A list row is labelled with all it shows, its title first ("Rex, Beagle · 3 years").
    const exact = [...document.querySelectorAll(`[aria-label="${label}"]`)];
    const rows =
      exact.length === 0 ? [...document.querySelectorAll(`[aria-label^="${label}, "]`)] : [];
    const found = [...exact, ...rows, ...tabs, ...back];
    if (found.length === 0)
      throw new Error(`Nothing labelled "${label}" in: ${text().slice(0, 400)}`);
    return found[found.length - 1]!;
  };
  return {
    text,
    labelled,
    async press(label: string) {
      await run(() =>
        labelled(label).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
      );
    },
    /** Presses the (visible, innermost) element showing exactly `content`. */
    async pressText(content: string) {
      const matches = [...document.querySelectorAll('div, span, a')].filter(
        (element) =>
          element.textContent === content &&
          ![...element.children].some((child) => child.textContent === content),
      );
      if (matches.length === 0) throw new Error(`No "${content}" in: ${text().slice(0, 400)}`);
      await run(() =>
        matches[matches.length - 1]!.dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true }),
        ),
      );
    },
    async type(label: string, value: string) {
      const input = labelled(label) as HTMLInputElement;
      const prototype =
        input.tagName === 'TEXTAREA' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      await run(() => {
        Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    /** Answers the oldest open Android date or time dialog (null: dismissed). */
    async answerPicker(text: string | null) {
      await run(() => app.answerPicker(text));
    },
    /** The photos the image picker hands back next, and whether it may open. */
    photoLibrary: app.photoLibrary,
    photoAccess: app.photoAccess,
    /** The stored records of a collection (\`storage.<collection>\`). */
    records: (collection: string) => app.storage[collection]!.list(),
  };
}

let current: Mounted | null = null;
let errors: unknown[][] = [];
const originalError = console.error;

/** Registers the hooks that collect console errors and unmount the app after each test. */
export function failOnConsoleErrors() {
  beforeEach(() => {
    errors = [];
    console.error = (...args: unknown[]) => void errors.push(args);
  });

  afterEach(async () => {
    await current?.act(() => current?.unmount());
    current = null;
    document.body.innerHTML = '';
    console.error = originalError;
    // React and react-native-web report failed renders, bad props and unwrapped updates here.
    expect(errors.map((args) => args.map(String).join(' ').slice(0, 300))).toEqual([]);
  });
}

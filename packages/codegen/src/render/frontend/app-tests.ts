import type { AppModel } from '../model.ts';
import { lines, str } from '../names.ts';

/**
 * The app's own tests, __tests__/App.test.tsx, run by `npm test` (jest-expo and React Native
 * Testing Library): the whole app rendered with an empty device store, as on a first launch (past
 * the introduction, if it has one); its first list shows the sample records, its form refuses a
 * missing required field, and a row opens the record's details.
 */

/** package.json's `jest`: Expo's preset; a first render transforms React Native, so tests get 30 s. */
export const JEST_CONFIG = { preset: 'jest-expo', testTimeout: 30_000 };

/** Field types whose empty value a new form starts with, so Save without it is refused. */
const STARTS_EMPTY = new Set(['text', 'longText', 'email', 'phone', 'url']);

export function appTestFile(model: AppModel) {
  const entity = model.home.entity!;
  const title = `${entity.camel}Title`;
  const required = entity.fields.find((field) => field.required && STARTS_EMPTY.has(field.type));
  const open = '  await render(<App />);';
  const onboarding = model.settings.onboarding;
  return `${lines(
    "import { beforeEach, expect, jest, test } from '@jest/globals';",
    "import AsyncStorage from '@react-native-async-storage/async-storage';",
    "import { fireEvent, render, screen } from '@testing-library/react-native';",
    "import App from '../App';",
    `import { ${title} } from '../src/format';`,
    onboarding && "import { settingsStore } from '../src/data/settings-store';",
    "import { samples } from '../src/samples';",
    '',
    '// The device store starts empty in every test, as on a first launch.',
    "jest.mock('@react-native-async-storage/async-storage', () =>",
    "  jest.requireActual('@react-native-async-storage/async-storage/jest/async-storage-mock'),",
    ');',
    "jest.mock('react-native-safe-area-context', () =>",
    "  jest.requireActual<{ default: object }>('react-native-safe-area-context/jest/mock').default,",
    ');',
    "// The icons' font is not loaded in tests.\njest.mock('@expo/vector-icons/Ionicons', () => 'Ionicons');",
    '',
    onboarding
      ? "beforeEach(async () => {\n  await AsyncStorage.clear();\n  // Past the first-launch introduction, which the app's settings remember.\n  await settingsStore.update({ onboarded: true });\n});"
      : 'beforeEach(() => AsyncStorage.clear());',
    '',
    `const first = samples.${entity.collection}[0]!;`,
    '',
    '/** A list row is labelled with all it shows, its title first. */',
    "const rowOf = (title: string) =>\n  new RegExp(`^${title.replace(/[.*+?^${}()|[\\]\\\\]/g, '\\\\$&')}(, |$)`);",
    '',
    `test(${str(`lists the sample ${entity.lowerPlural}`)}, async () => {`,
    open,
    `  expect((await screen.findAllByText(${title}(first)))[0]).toBeOnTheScreen();`,
    '});',
    required && '',
    required &&
      `test(${str(`refuses to save a ${entity.label.toLowerCase()} without its ${required.label.toLowerCase()}`)}, async () => {`,
    required && open,
    required &&
      `  await fireEvent.press(await screen.findByLabelText(${str(`Add ${entity.label}`)}));`,
    required && "  await fireEvent.press(await screen.findByLabelText('Save'));",
    required &&
      `  expect(await screen.findByText(${str(`${required.label} is required.`)})).toBeOnTheScreen();`,
    required && '});',
    '',
    `test(${str(`opens a ${entity.label.toLowerCase()}’s details`)}, async () => {`,
    open,
    `  await fireEvent.press((await screen.findAllByLabelText(rowOf(${title}(first))))[0]!);`,
    `  expect(await screen.findByLabelText(${str(`Edit ${entity.label}`)})).toBeOnTheScreen();`,
    '});',
  )}\n`;
}

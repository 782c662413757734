import { createHash } from 'node:crypto';
import { globSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noUnusedStyles } from './eslint-rules/no-unused-styles.ts';

/**
 * The lint every generated Expo app passes with no warning: no unused StyleSheet entry, no unused
 * variable or argument, the rules of hooks and complete hook dependencies.
 */
const generatedAppRules: Linter.Config[] = [
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: {
      '@typescript-eslint': tseslint.plugin,
      'react-hooks': { rules: reactHooks.rules },
      'react-native': { rules: { 'no-unused-styles': noUnusedStyles } },
    },
    rules: {
      'react-native/no-unused-styles': 'error',
      '@typescript-eslint/no-unused-vars': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
];

/** The outcome of linting the generated apps under one folder. */
export interface GeneratedAppsLint {
  files: number;
  /** Files with distinct contents: the apps share most components, and each is linted once. */
  distinctFiles: number;
  problems: number;
  /** ESLint's stylish report of the problems, empty when there is none. */
  report: string;
}

/** Lints every .ts/.tsx file under `dir` (the generated apps) with the rules above. */
export async function lintGeneratedApps(dir: string): Promise<GeneratedAppsLint> {
  const cwd = resolve(dir);
  const files = globSync('**/*.{ts,tsx}', { cwd });
  // Same text, same problems: lint each distinct file once, reported under its first path.
  const distinct = new Map<string, { path: string; text: string }>();
  for (const path of files) {
    const text = readFileSync(join(cwd, path), 'utf8');
    const hash = createHash('sha1').update(path.split('.').pop()!).update(text).digest('hex');
    if (!distinct.has(hash)) distinct.set(hash, { path, text });
  }
  const eslint = new ESLint({ cwd, overrideConfigFile: true, overrideConfig: generatedAppRules });
  const results = (
    await Promise.all(
      [...distinct.values()].map(({ path, text }) => eslint.lintText(text, { filePath: path })),
    )
  ).flat();
  const problems = results.reduce(
    (sum, result) => sum + result.errorCount + result.warningCount,
    0,
  );
  const formatter = await eslint.loadFormatter('stylish');
  return {
    files: files.length,
    distinctFiles: distinct.size,
    problems,
    report: problems ? await formatter.format(results) : '',
  };
}

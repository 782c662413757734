import js from '@eslint/js';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';

/** A lint problem in one file of a generated app. */
export interface LintProblem {
  file: string;
  line: number;
  message: string;
}

/** Where the files seem to live for ESLint: only their paths under it matter. */
const LINT_ROOT = '/generated-app';

/** ESLint's recommended rules and typescript-eslint's (those that need no type information). */
const CONFIG: Linter.Config[] = [
  { files: ['**/*.{ts,tsx}'] },
  js.configs.recommended,
  ...(tseslint.configs.recommended as Linter.Config[]),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  },
];

const linter = new Linter({ cwd: LINT_ROOT });

/** Lints every .ts/.tsx file of `files` (keyed by path; `prefix` names the side in the answer). */
export function lintFiles(prefix: string, files: Record<string, string>): LintProblem[] {
  return Object.entries(files)
    .filter(([path]) => /\.(ts|tsx)$/.test(path) && !path.endsWith('.d.ts'))
    .flatMap(([path, text]) =>
      linter
        .verify(text, CONFIG, { filename: `${LINT_ROOT}/${prefix}/${path}` })
        .map((message) => ({
          file: `${prefix}/${path}`,
          line: message.line,
          message: message.ruleId ? `${message.message} (${message.ruleId})` : message.message,
        })),
    );
}

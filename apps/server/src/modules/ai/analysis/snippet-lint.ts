import type { Finding } from '@appforge/shared/contracts/ai';
import { Linter } from 'eslint';
import globals from 'globals';
import type ts from 'typescript';
import tseslint from 'typescript-eslint';
import type { ScriptLanguage } from '../syntax/script-syntax';
import { SNIPPET_DIR, snippetFileName } from './snippet-program';

interface LintRule {
  severity: Finding['severity'];
  options?: unknown[];
}

const COMMON_RULES: Record<string, LintRule> = {
  '@typescript-eslint/no-unused-vars': {
    severity: 'warning',
    options: [
      {
        argsIgnorePattern: '^_',
        varsIgnorePattern: '^_',
        caughtErrors: 'none',
        ignoreRestSiblings: true,
      },
    ],
  },
  'no-await-in-loop': { severity: 'warning' },
  complexity: { severity: 'warning', options: [{ max: 10 }] },
  eqeqeq: { severity: 'warning', options: ['always', { null: 'ignore' }] },
  'no-unreachable': { severity: 'warning' },
  'no-self-compare': { severity: 'warning' },
  'prefer-const': { severity: 'info' },
};

/** TypeScript's own checks cover undefined names and duplicate keys there (ts(2304), ts(1117)). */
const JAVASCRIPT_RULES: Record<string, LintRule> = {
  'no-undef': { severity: 'error' },
  'no-dupe-keys': { severity: 'error' },
};

const TYPESCRIPT_RULES: Record<string, LintRule> = {
  '@typescript-eslint/no-explicit-any': { severity: 'warning' },
};

/** Needs the type checker: only when the caller has the file's program. */
const TYPED_RULES: Record<string, LintRule> = {
  '@typescript-eslint/no-floating-promises': { severity: 'warning' },
};

const linter = new Linter({ cwd: SNIPPET_DIR });

function chosenRules(language: ScriptLanguage, typed: boolean): Record<string, LintRule> {
  return {
    ...COMMON_RULES,
    ...(language === 'javascript' ? JAVASCRIPT_RULES : TYPESCRIPT_RULES),
    ...(typed ? TYPED_RULES : {}),
  };
}

function eslintConfig(
  language: ScriptLanguage,
  jsx: boolean,
  rules: Record<string, LintRule>,
  program: ts.Program | undefined,
): Linter.Config[] {
  return [
    {
      files: ['**/*.{js,jsx,ts,tsx}'],
      languageOptions: {
        parser: tseslint.parser,
        ecmaVersion: 'latest',
        sourceType: 'module',
        globals: language === 'javascript' ? { ...globals.browser, ...globals.node } : {},
        parserOptions: { ecmaFeatures: { jsx }, ...(program && { programs: [program] }) },
      },
      plugins: { '@typescript-eslint': tseslint.plugin as never },
      rules: Object.fromEntries(
        Object.entries(rules).map(([id, rule]) => [
          id,
          [rule.severity === 'error' ? 'error' : 'warn', ...(rule.options ?? [])],
        ]),
      ),
    },
  ];
}

/**
 * ESLint with typescript-eslint's parser over the pasted file; `program` (the file's in-memory
 * TypeScript program) adds the rules that need types.
 */
export function lintSnippet(
  language: ScriptLanguage,
  code: string,
  jsx: boolean,
  program?: ts.Program,
): Finding[] {
  const rules = chosenRules(language, program !== undefined);
  const messages = linter.verify(code, eslintConfig(language, jsx, rules, program), {
    filename: snippetFileName(language, jsx),
  });
  return messages.map((message) => ({
    line: message.line,
    column: message.column,
    severity: message.ruleId ? (rules[message.ruleId]?.severity ?? 'warning') : 'error',
    rule: message.ruleId ?? 'syntax-error',
    message: message.message,
  }));
}

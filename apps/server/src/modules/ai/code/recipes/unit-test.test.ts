import {
  CODE_LANGUAGES,
  CODE_PLATFORMS,
  type CodeLanguage,
  type CodePlatform,
} from '@appforge/shared/contracts/ai';
import { describe, expect, it } from 'vitest';
import { checkSyntax } from '../../syntax/check-syntax';
import { CATALOGUE } from '../catalogue';
import { readEntity } from '../prompt-model';
import { matchRecipe } from '../recipe-matcher';
import { promptFunctionName, unitTestRecipe } from './unit-test';

const USERS =
  'write a unit test for the validation of a user with name, email, website and balance';
/** The four functions the recipe knows, the validation fallback, an unknown function, stand-ins. */
const PROMPTS = [
  'write a unit test for the function slugify',
  'unit tests for isValidEmail',
  'test is_palindrome',
  'pytest tests for factorial',
  USERS,
  'write a test for calculateTotal for orders with total, paid at, due on, tags, default and return',
  'unit test',
];

const render = (prompt: string, language: CodeLanguage, platform: CodePlatform) =>
  unitTestRecipe.render({ prompt, language, platform, entity: readEntity(prompt) });

/** What each language calls a test case. */
const CASE: Record<CodeLanguage, RegExp> = {
  typescript: /^ {2}it\('/gm,
  javascript: /^ {2}it\('/gm,
  python: /^def test_/gm,
  swift: /^ {4}func test/gm,
  kotlin: /^ {4}@Test$/gm,
  rust: /^ {4}#\[test\]$/gm,
};

describe('unit-test', () => {
  it.each(CODE_LANGUAGES)('parses in %s on every platform', async (language) => {
    for (const prompt of PROMPTS) {
      for (const platform of CODE_PLATFORMS) {
        const { code } = render(prompt, language, platform);
        const problems = await checkSyntax(language, code, { jsx: false });
        expect(problems, `${platform}: ${prompt}\n${code}`).toEqual([]);
      }
    }
  });

  it.each([
    'write a unit test for the function slugify',
    'unit tests for isValidEmail',
    'add tests for a palindrome check',
    'pytest tests for factorial',
    'write a test for the validation of a user with email and age',
    'XCTest for the sign up form validation',
    'test the function calculateTotal',
  ])('is picked for %j', (prompt) => {
    expect(matchRecipe(prompt, CATALOGUE)?.id).toBe('unit-test');
  });

  it.each([
    ['write a unit test for the function slugify', 'slugify'],
    ['tests for slugify(title)', 'slugify'],
    ['unit tests for isValidEmail', 'isValidEmail'],
    ['test the method named is_palindrome', 'is_palindrome'],
    ['a test for a function that adds numbers', null],
    ['unit tests for a user with email', null],
  ])('reads the function %j names', (prompt, name) => {
    expect(promptFunctionName(prompt)).toBe(name);
  });

  it.each(CODE_LANGUAGES)(
    'tests the %s function the prompt names, with the function in the file',
    (language) => {
      const { code } = render('unit tests for isValidEmail', language, 'backend');
      const name = language === 'python' || language === 'rust' ? 'is_valid_email' : 'isValidEmail';
      expect(code).toContain(`${name}(`);
      expect(code).toMatch(
        language === 'python'
          ? /^def is_valid_email\(/m
          : new RegExp(`(?:fun|func|fn|function) ${name}\\(`),
      );
      expect(code.match(CASE[language])).toHaveLength(4);
    },
  );

  it("uses each language's test framework", () => {
    const framework: Record<CodeLanguage, string> = {
      typescript: "import { describe, expect, it } from 'vitest';",
      javascript: "import { describe, it } from 'node:test';",
      python: 'def test_',
      swift: 'final class SlugifyTests: XCTestCase {',
      kotlin: 'import kotlin.test.Test',
      rust: '#[cfg(test)]\nmod tests {',
    };
    for (const language of CODE_LANGUAGES) {
      expect(render('write a unit test for the function slugify', language, 'web').code).toContain(
        framework[language],
      );
    }
  });

  it.each(CODE_LANGUAGES)(
    'tests the %s validation of the entity when the prompt names no function',
    (language) => {
      const { code, explanation } = render(USERS, language, 'backend');
      expect(code).toMatch(
        language === 'python' || language === 'rust' ? /\bvalidate_user\b/ : /\bvalidateUser\b/,
      );
      expect(code).toContain('Enter a valid email address.');
      expect(code.match(CASE[language])).toHaveLength(4);
      expect(explanation).toContain('User has name (text), email (email address)');
    },
  );

  it('says when it cannot know what the named function does, and tests the validation instead', () => {
    const { code, explanation } = render(
      'test the function calculateTotal for orders with total',
      'kotlin',
      'android',
    );
    expect(code).toContain('fun validateOrder(order: Order)');
    expect(explanation).toContain('cannot know what calculateTotal does');
  });

  it('renders the same code and explanation twice', () => {
    for (const language of CODE_LANGUAGES) {
      expect(render(USERS, language, 'web')).toEqual(render(USERS, language, 'web'));
    }
  });
});

import type { CodeLanguage } from '@appforge/shared/contracts/ai';
import { noCase } from 'change-case';
import { valueIdent } from '../code-names';
import { defineRecipe, type RecipeContext } from '../code-recipe';
import { explanation } from '../recipe-text';
import { collectionNames } from './collection-names';
import { KNOWN_FUNCTIONS, type KnownFunction, type Literal } from './unit-test.functions';
import { renderTestFile, type TestFile } from './unit-test.harness';
import { checksOf } from './unit-test.rules';
import { validationFile } from './unit-test.validation';

/** Words after "function" that are not its name ("a function that …", "the function to …"). */
const NOT_NAMES = new Set([
  'that',
  'which',
  'to',
  'for',
  'the',
  'a',
  'an',
  'called',
  'named',
  'of',
  'with',
  'in',
]);

/** The function the prompt names: "function slugify", "slugify(text)", "isValidEmail", "is_palindrome". */
export function promptFunctionName(prompt: string): string | null {
  const afterKeyword =
    /\b(?:function|func|fn|method)\s+(?:called\s+|named\s+)?[`'"]?([A-Za-z_]\w*)/gi;
  for (const match of prompt.matchAll(afterKeyword)) {
    const name = match[1] ?? '';
    if (!NOT_NAMES.has(name.toLowerCase())) return name;
  }
  const called = /\b([a-z_]\w*)\s*\(/.exec(prompt);
  if (called?.[1]) return called[1];
  return /\b(?:[a-z]+[A-Z]\w*|[a-z]+_[a-z0-9_]+)\b/.exec(prompt)?.[0] ?? null;
}

type Subject =
  | { kind: 'known'; name: string; fn: KnownFunction }
  | { kind: 'validation'; unknownName: string | null };

/** What the test is about: a function the recipe knows, else the entity's validation. */
export function testSubject(prompt: string): Subject {
  const name = promptFunctionName(prompt);
  const fn = name ? KNOWN_FUNCTIONS.find((known) => known.matches.test(noCase(name))) : undefined;
  if (name && fn) return { kind: 'known', name, fn };
  const named = KNOWN_FUNCTIONS.find((known) => known.described.test(prompt));
  if (named) return { kind: 'known', name: named.defaultName, fn: named };
  return { kind: 'validation', unknownName: name };
}

function literal(language: CodeLanguage, value: Literal, kotlinLong = false): string {
  if (typeof value === 'string')
    return language === 'typescript' || language === 'javascript'
      ? `'${value}'`
      : JSON.stringify(value);
  if (typeof value === 'boolean')
    return language === 'python' ? (value ? 'True' : 'False') : String(value);
  return language === 'kotlin' && kotlinLong ? `${value}L` : String(value);
}

function assertion(
  language: CodeLanguage,
  call: string,
  expected: Literal,
  fn: KnownFunction,
): string {
  const value = literal(language, expected, fn.kotlinLong);
  const bool = typeof expected === 'boolean';
  switch (language) {
    case 'typescript':
      return `expect(${call}).toBe(${value});`;
    case 'javascript':
      return `assert.equal(${call}, ${value});`;
    case 'python':
      return bool ? `assert ${expected ? '' : 'not '}${call}` : `assert ${call} == ${value}`;
    case 'swift':
      return bool
        ? `XCTAssert${expected ? 'True' : 'False'}(${call})`
        : `XCTAssertEqual(${call}, ${value})`;
    case 'kotlin':
      return bool
        ? `assert${expected ? 'True' : 'False'}(${call})`
        : `assertEquals(${value}, ${call})`;
    case 'rust':
      return bool ? `assert!(${expected ? '' : '!'}${call});` : `assert_eq!(${call}, ${value});`;
  }
}

function knownFile(language: CodeLanguage, name: string, fn: KnownFunction): TestFile {
  const ident = valueIdent(language, name);
  const bools = fn.cases.some((test) => typeof test.expected === 'boolean');
  return {
    imports: fn.imports[language] ?? [],
    subject: fn.code[language](ident),
    suite: ident,
    cases: fn.cases.map((test) => ({
      title: test.title,
      body: [assertion(language, `${ident}(${literal(language, test.input)})`, test.expected, fn)],
    })),
    kotlinAsserts: bools ? ['assertFalse', 'assertTrue'] : ['assertEquals'],
  };
}

const FRAMEWORK: Record<CodeLanguage, string> = {
  typescript: 'vitest',
  javascript: "Node's built-in node:test with node:assert/strict",
  python: 'pytest',
  swift: 'XCTest',
  kotlin: 'kotlin.test on JUnit 5',
  rust: "Rust's built-in #[cfg(test)] module",
};

const RUN: Record<CodeLanguage, string> = {
  typescript: 'save it as a .test.ts file and run npx vitest run',
  javascript: 'save it as a .test.js file (ES module) and run node --test',
  python: 'save it as test_<name>.py and run pytest',
  swift:
    'put it in the test target of the Xcode project or Swift package and run swift test (or ⌘U in Xcode)',
  kotlin:
    'put it under src/test/kotlin and run ./gradlew test (with useJUnitPlatform() in the test task)',
  rust: 'keep it in the crate’s source file and run cargo test',
};

const DEPENDENCIES: Record<CodeLanguage, string[]> = {
  typescript: ['vitest (dev)'],
  javascript: [],
  python: ['pytest (dev)'],
  swift: [],
  kotlin: ['org.jetbrains.kotlin:kotlin-test-junit5 (test)'],
  rust: [],
};

function summary(ctx: RecipeContext, subject: Subject): string {
  const framework = FRAMEWORK[ctx.language];
  if (subject.kind === 'known') {
    const name = valueIdent(ctx.language, subject.name);
    return `A test file (${framework}) for ${name}, which ${subject.fn.does}. The function is in the file, so it runs on its own; move it to its module and import it from there. Its ${subject.fn.cases.length} cases each name the behaviour they check.`;
  }
  const { itemWords } = collectionNames(ctx.language, ctx.entity);
  const validate = valueIdent(ctx.language, `validate ${ctx.entity.name}`);
  const unknown = subject.unknownName
    ? `The built-in generator cannot know what ${subject.unknownName} does, so the file tests the ${ctx.entity.name}'s validation instead, as a pattern to copy for ${subject.unknownName}. `
    : '';
  const checks = new Set(ctx.entity.fields.flatMap((field) => checksOf(ctx.language, field)));
  const said = (
    [
      ['blank', 'text and addresses must not be blank'],
      ['email', 'an email must look like one'],
      ['url', 'a link must start with http(s)'],
      ['negative', 'money must be 0 or more'],
    ] as const
  ).flatMap(([check, words]) => (checks.has(check) ? [words] : []));
  const rules =
    said.length > 0
      ? said.join(', ')
      : `none of its fields has a rule beyond its type, so the test only checks that a complete ${itemWords} passes`;
  return `${unknown}A test file (${framework}) for ${validate}, which returns the first broken rule of each field by JSON key (${rules}). The record type and the validator are in the file, so it runs on its own.`;
}

/** The test file in `language`: of the function the prompt names when known, else of the validation. */
const testIn = (language: CodeLanguage) => (ctx: RecipeContext) => {
  const subject = testSubject(ctx.prompt);
  return renderTestFile(
    language,
    subject.kind === 'known' ? knownFile(language, subject.name, subject.fn) : validationFile(ctx),
  );
};

export const unitTestRecipe = defineRecipe({
  id: 'unit-test',
  title: 'Unit test for a function',
  triggers: [
    /\b(?:unit|jest|vitest|pytest|xctest|junit)[ -]?tests?\b/i,
    /\b(?:write|add|create|generate)\s+(?:some\s+|a\s+|the\s+)?tests?\b/i,
    /\btests?\s+(?:for|of)\b|\btest(?:s|ing)?\s+(?:the\s+)?(?:function|method)\b/i,
    /\b(?:vitest|jest|pytest|xctest|junit ?5?|kotlin\.test|node:test|cfg\(test\)|test cases?)\b/i,
    /\b(?:vitest|jest|pytest|xctest|junit ?5?|kotlin\.test)\s+(?:tests?\s+)?(?:for|of)\b/i,
  ],
  code: {
    typescript: testIn('typescript'),
    javascript: testIn('javascript'),
    python: testIn('python'),
    swift: testIn('swift'),
    kotlin: testIn('kotlin'),
    rust: testIn('rust'),
  },
  explain: (ctx) => {
    const subject = testSubject(ctx.prompt);
    return explanation(ctx, {
      summary: summary(ctx, subject),
      aboutEntity: subject.kind === 'validation',
      dependencies: DEPENDENCIES[ctx.language],
      usage: `${RUN[ctx.language]}; a failing case's name says what broke.`,
    });
  },
});

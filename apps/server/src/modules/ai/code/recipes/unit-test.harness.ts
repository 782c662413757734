import type { CodeLanguage } from '@appforge/shared/contracts/ai';
import { toPascal, toSnake } from '../code-names';
import { lines } from '../recipe-text';

/** One test: a title in words and the statements of its body in the target language. */
export interface TestCase {
  title: string;
  body: string[];
}

/** What a test file holds: the code under test, the imports it and the assertions need, the cases. */
export interface TestFile {
  /** Imports the subject or the assertions need beyond the test framework's own. */
  imports: string[];
  /** The function under test (and the types it takes), so the file stands alone. */
  subject: string;
  /** Shared fixtures placed before the cases (a valid record), in the target language. */
  fixtures?: string;
  /** The name the suite is known by: "slugify", "validateContact". */
  suite: string;
  cases: TestCase[];
  /** Kotlin only: the kotlin.test assertions the cases call. */
  kotlinAsserts?: string[];
}

const indented = (body: string[], indent: string) =>
  body.map((line) => (line ? indent + line : line));

/** A Kotlin test name in backticks: JUnit 5 on the JVM takes spaces, but not . ; [ ] / < > : \ */
const kotlinTitle = (title: string) => title.replace(/[.;[\]/<>:\\`]/g, '');

function typescriptFile(file: TestFile, runner: 'vitest' | 'node'): string {
  return lines(
    runner === 'vitest'
      ? "import { describe, expect, it } from 'vitest';"
      : "import assert from 'node:assert/strict';\nimport { describe, it } from 'node:test';",
    ...file.imports,
    '',
    file.subject,
    '',
    file.fixtures && `${file.fixtures}\n`,
    `describe('${file.suite}', () => {`,
    ...file.cases.flatMap((test, index) => [
      index > 0 && '',
      `  it('${test.title.replace(/'/g, "\\'")}', () => {`,
      ...indented(test.body, '    '),
      '  });',
    ]),
    '});',
    '',
  );
}

function pythonFile(file: TestFile): string {
  return lines(
    ...file.imports,
    file.imports.length > 0 && '',
    '',
    file.subject,
    '',
    '',
    file.fixtures && `${file.fixtures}\n\n`,
    ...file.cases.flatMap((test, index) => [
      index > 0 && '\n',
      `def test_${toSnake(test.title)}() -> None:`,
      ...indented(test.body, '    '),
    ]),
    '',
  );
}

function swiftFile(file: TestFile): string {
  return lines(
    'import XCTest',
    ...file.imports,
    '',
    file.subject,
    '',
    file.fixtures && `${file.fixtures}\n`,
    `final class ${toPascal(file.suite)}Tests: XCTestCase {`,
    ...file.cases.flatMap((test, index) => [
      index > 0 && '',
      `    func test${toPascal(test.title)}() {`,
      ...indented(test.body, '        '),
      '    }',
    ]),
    '}',
    '',
  );
}

function kotlinFile(file: TestFile): string {
  const asserts = [...new Set(file.kotlinAsserts ?? ['assertEquals'])].sort();
  return lines(
    ...[
      ...file.imports,
      'import kotlin.test.Test',
      ...asserts.map((name) => `import kotlin.test.${name}`),
    ].sort(),
    '',
    file.subject,
    '',
    file.fixtures && `${file.fixtures}\n`,
    `class ${toPascal(file.suite)}Test {`,
    ...file.cases.flatMap((test, index) => [
      index > 0 && '',
      '    @Test',
      `    fun \`${kotlinTitle(test.title)}\`() {`,
      ...indented(test.body, '        '),
      '    }',
    ]),
    '}',
    '',
  );
}

function rustFile(file: TestFile): string {
  return lines(
    ...file.imports,
    file.imports.length > 0 && '',
    file.subject,
    '',
    '#[cfg(test)]',
    'mod tests {',
    '    use super::*;',
    '',
    file.fixtures && `${indented(file.fixtures.split('\n'), '    ').join('\n')}\n`,
    ...file.cases.flatMap((test, index) => [
      index > 0 && '',
      '    #[test]',
      `    fn ${toSnake(test.title)}() {`,
      ...indented(test.body, '        '),
      '    }',
    ]),
    '}',
    '',
  );
}

/** The test file in `language` with its framework: vitest, node:test, pytest, XCTest, kotlin.test, #[test]. */
export function renderTestFile(language: CodeLanguage, file: TestFile): string {
  switch (language) {
    case 'typescript':
      return typescriptFile(file, 'vitest');
    case 'javascript':
      return typescriptFile(file, 'node');
    case 'python':
      return pythonFile(file);
    case 'swift':
      return swiftFile(file);
    case 'kotlin':
      return kotlinFile(file);
    case 'rust':
      return rustFile(file);
  }
}

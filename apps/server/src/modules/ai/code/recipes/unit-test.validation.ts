import type { CodeLanguage } from '@appforge/shared/contracts/ai';
import { fieldIdent, valueIdent } from '../code-names';
import type { FieldModel, RecipeContext } from '../code-recipe';
import { jsTypedef, swiftStruct, tsInterface } from '../entity-declarations';
import { hasKind, typeFor, typeImports } from '../language-types';
import { lines } from '../recipe-text';
import { collectionNames } from './collection-names';
import { pythonDataclass } from './python-dataclass';
import type { TestCase, TestFile } from './unit-test.harness';
import {
  breaking,
  checksOf,
  EMAIL_PATTERN,
  MESSAGE,
  ruleLines,
  sample,
  type Check,
} from './unit-test.rules';

interface Broken {
  field: FieldModel;
  check: Check;
}

/** The rule each case breaks: the most specific rule of up to three fields that have rules. */
function brokenRules(language: CodeLanguage, fields: FieldModel[]): Broken[] {
  return fields
    .filter((field) => checksOf(language, field).length > 0)
    .slice(0, 3)
    .map((field) => ({ field, check: checksOf(language, field).at(-1) ?? 'blank' }));
}

const TITLES: Record<Check, (label: string) => string> = {
  blank: (label) => `rejects a blank ${label}`,
  email: (label) => `rejects a malformed ${label}`,
  url: (label) => `rejects a ${label} without http or https`,
  negative: (label) => `rejects a negative ${label}`,
};

const indent = (body: string[], by: string) => body.map((line) => by + line);

/** The record, the validator and a valid sample of it, in `language`. */
export function validationFile(ctx: RecipeContext): TestFile {
  const { language, entity } = ctx;
  const { type, item, itemWords } = collectionNames(language, entity);
  const fields = entity.fields;
  const validate = valueIdent(language, `validate ${entity.name}`);
  const email = fields.some((field) => checksOf(language, field).includes('email'));
  const rules = ruleLines(language, item, fields);
  const broken = brokenRules(language, fields);
  const sampleOf = (field: FieldModel) => sample(language, field);
  switch (language) {
    case 'typescript':
    case 'javascript': {
      const typed = language === 'typescript';
      const errorsType = `Partial<Record<keyof ${type}, string>>`;
      return {
        imports: [],
        subject: lines(
          typed ? tsInterface(entity) : jsTypedef(entity),
          '',
          email && `${EMAIL_PATTERN[language]}\n`,
          `/** The first broken rule of each field, by field; empty when the ${itemWords} is valid. */`,
          !typed && `/** @param {${type}} ${item} */`,
          typed
            ? `export function ${validate}(${item}: ${type}): ${errorsType} {`
            : `export function ${validate}(${item}) {`,
          typed
            ? `  const errors: ${errorsType} = {};`
            : `  /** @type {Partial<Record<keyof ${type}, string>>} */\n  const errors = {};`,
          ...indent(rules, '  '),
          '  return errors;',
          '}',
        ),
        fixtures: lines(
          typed ? `const valid: ${type} = {` : `/** @type {${type}} */\nconst valid = {`,
          ...fields.map((field) => `  ${field.name}: ${sampleOf(field)},`),
          '};',
        ),
        suite: validate,
        cases: validationCases(ctx, validate, broken),
      };
    }
    case 'python': {
      const datetimes = [
        hasKind(fields, 'date') && 'date',
        hasKind(fields, 'dateTime') && 'datetime, timezone',
      ];
      return {
        imports: [
          email && 'import re',
          'from dataclasses import dataclass, replace',
          datetimes.some(Boolean) && `from datetime import ${datetimes.filter(Boolean).join(', ')}`,
          hasKind(fields, 'money') && 'from decimal import Decimal',
        ].filter((line): line is string => typeof line === 'string'),
        subject: lines(
          pythonDataclass(type, fields, `A ${entity.name} to validate.`),
          '',
          '',
          email && `${EMAIL_PATTERN.python}\n\n`,
          `def ${validate}(${item}: ${type}) -> dict[str, str]:`,
          `    """The first broken rule of each field, by JSON key; empty when the ${itemWords} is valid."""`,
          '    errors: dict[str, str] = {}',
          ...indent(rules, '    '),
          '    return errors',
        ),
        fixtures: lines(
          `VALID = ${type}(`,
          ...fields.map((field) => `    ${fieldIdent('python', field)}=${sampleOf(field)},`),
          ')',
        ),
        suite: validate,
        cases: validationCases(ctx, validate, broken),
      };
    }
    case 'swift':
      return {
        imports: ['import Foundation'],
        subject: lines(
          swiftStruct(entity, { conformances: ['Equatable'] }),
          '',
          `/// The first broken rule of each field, by JSON key; empty when the ${itemWords} is valid.`,
          `func ${validate}(_ ${item}: ${type}) -> [String: String] {`,
          '    var errors: [String: String] = [:]',
          ...indent(rules, '    '),
          '    return errors',
          '}',
        ),
        fixtures: lines(
          `private let valid = ${type}(`,
          fields
            .map((field) => `    ${fieldIdent('swift', field)}: ${sampleOf(field)}`)
            .join(',\n'),
          ')',
        ),
        suite: validate,
        cases: validationCases(ctx, validate, broken),
      };
    case 'kotlin':
      return {
        imports: typeImports('kotlin', fields),
        subject: lines(
          `data class ${type}(`,
          ...fields.map(
            (field) => `    val ${fieldIdent('kotlin', field)}: ${typeFor('kotlin', field.kind)},`,
          ),
          ')',
          '',
          email && `${EMAIL_PATTERN.kotlin}\n`,
          `/** The first broken rule of each field, by JSON key; empty when the ${itemWords} is valid. */`,
          `fun ${validate}(${item}: ${type}): Map<String, String> = buildMap {`,
          ...indent(rules, '    '),
          '}',
        ),
        fixtures: lines(
          `private val valid = ${type}(`,
          ...fields.map((field) => `    ${fieldIdent('kotlin', field)} = ${sampleOf(field)},`),
          ')',
        ),
        suite: validate,
        cases: validationCases(ctx, validate, broken),
        kotlinAsserts: ['assertEquals'],
      };
    case 'rust':
      return {
        imports: [
          'use std::collections::HashMap;',
          ...(hasKind(fields, 'date', 'dateTime') ? ['', ...typeImports('rust', fields)] : []),
        ],
        subject: lines(
          '#[derive(Debug, Clone, PartialEq)]',
          `pub struct ${type} {`,
          ...fields.map(
            (field) => `    pub ${fieldIdent('rust', field)}: ${typeFor('rust', field.kind)},`,
          ),
          '}',
          '',
          email && `${EMAIL_PATTERN.rust}\n`,
          `/// The first broken rule of each field, by JSON key; empty when the ${itemWords} is valid.`,
          `pub fn ${validate}(${item}: &${type}) -> HashMap<&'static str, &'static str> {`,
          '    let mut errors = HashMap::new();',
          ...indent(rules, '    '),
          '    errors',
          '}',
        ),
        fixtures: lines(
          `fn valid() -> ${type} {`,
          `    ${type} {`,
          ...fields.map((field) => `        ${fieldIdent('rust', field)}: ${sampleOf(field)},`),
          '    }',
          '}',
        ),
        suite: validate,
        cases: validationCases(ctx, validate, broken),
      };
  }
}

/** The expected errors of a case, as a literal map. */
function expectedMap(language: CodeLanguage, broken: Broken[]): string {
  const pairs = broken.map(({ field, check }) => [field.name, MESSAGE[check](field)] as const);
  switch (language) {
    case 'typescript':
    case 'javascript':
      return `{ ${pairs.map(([key, message]) => `${key}: '${message}'`).join(', ')} }`;
    case 'python':
      return `{${pairs.map(([key, message]) => `"${key}": "${message}"`).join(', ')}}`;
    case 'swift':
      return `[${pairs.map(([key, message]) => `"${key}": "${message}"`).join(', ')}]`;
    case 'kotlin':
      return `mapOf(${pairs.map(([key, message]) => `"${key}" to "${message}"`).join(', ')})`;
    case 'rust':
      return `HashMap::from([${pairs.map(([key, message]) => `("${key}", "${message}")`).join(', ')}])`;
  }
}

/** The statements checking that `validate` gives `expected` for the valid record with `broken` rules broken. */
function validationCase(ctx: RecipeContext, validate: string, broken: Broken[]): string[] {
  const { language } = ctx;
  const { type, item } = collectionNames(language, ctx.entity);
  const assign = (separator: string, name: (field: FieldModel) => string) =>
    broken
      .map(({ field, check }) => `${name(field)}${separator}${breaking(language, check)}`)
      .join(', ');
  const expected = broken.length === 0 ? null : expectedMap(language, broken);
  switch (language) {
    case 'typescript':
      return [
        `expect(${validate}(${broken.length ? `{ ...valid, ${assign(': ', (field) => field.name)} }` : 'valid'})).toEqual(${expected ?? '{}'});`,
      ];
    case 'javascript':
      return [
        `assert.deepEqual(${validate}(${broken.length ? `{ ...valid, ${assign(': ', (field) => field.name)} }` : 'valid'}), ${expected ?? '{}'});`,
      ];
    case 'python':
      return [
        `assert ${validate}(${broken.length ? `replace(VALID, ${assign('=', (field) => fieldIdent('python', field))})` : 'VALID'}) == ${expected ?? '{}'}`,
      ];
    case 'swift':
      return broken.length === 0
        ? [`XCTAssertEqual(${validate}(valid), [:])`]
        : [
            `var ${item} = valid`,
            ...broken.map(
              ({ field, check }) =>
                `${item}.${fieldIdent('swift', field)} = ${breaking(language, check)}`,
            ),
            `XCTAssertEqual(${validate}(${item}), ${expected})`,
          ];
    case 'kotlin':
      return [
        `assertEquals(${expected ?? 'emptyMap()'}, ${validate}(${broken.length ? `valid.copy(${assign(' = ', (field) => fieldIdent('kotlin', field))})` : 'valid'}))`,
      ];
    case 'rust':
      return broken.length === 0
        ? [`assert!(${validate}(&valid()).is_empty());`]
        : [
            `let ${item} = ${type} { ${assign(': ', (field) => fieldIdent('rust', field))}, ..valid() };`,
            `assert_eq!(${validate}(&${item}), ${expected});`,
          ];
  }
}

function validationCases(ctx: RecipeContext, validate: string, broken: Broken[]): TestCase[] {
  const single = broken.map((rule) => ({
    title: TITLES[rule.check](rule.field.label),
    body: validationCase(ctx, validate, [rule]),
  }));
  return [
    {
      title: `accepts a complete ${ctx.entity.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`,
      body: validationCase(ctx, validate, []),
    },
    ...single,
    ...(broken.length >= 2
      ? [
          {
            title: 'reports every field that breaks a rule',
            body: validationCase(ctx, validate, broken.slice(0, 2)),
          },
        ]
      : []),
  ].slice(0, 4);
}

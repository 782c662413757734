import { fieldIdent, typeIdent } from '../code-names';
import type { RecipeContext } from '../code-recipe';
import { pydanticClass, pydanticNames } from '../entity-declarations';
import { EMAIL_SUPPORT, fieldChecks } from '../field-rules';
import { typeImports } from '../language-types';
import { isPassword } from '../record-fields';
import { inWords, lines } from '../recipe-text';
import { formContext } from './form-fields';

export function pythonForm(ctx: RecipeContext): string {
  const { entity } = formContext(ctx);
  const form = `${typeIdent('python', entity)}Form`;
  const passwords = entity.fields.filter(isPassword);
  const imports = typeImports('python', entity.fields);
  const extra = passwords.length > 0 ? ['ValidationError', 'field_validator'] : ['ValidationError'];
  return lines(
    passwords.length > 0 && 'import re',
    ...imports,
    'from typing import Any',
    '',
    `from pydantic import ${pydanticNames(entity.fields, true, ...extra)}`,
    '',
    '',
    pydanticClass(entity, {
      name: form,
      checked: true,
      config: 'populate_by_name=True, str_strip_whitespace=True',
      doc: `The ${inWords(entity.name)} form: required text is not blank, a password has 8+ characters.`,
    }),
    ...(passwords.length > 0
      ? [
          '',
          `    @field_validator(${passwords.map((field) => `"${fieldIdent('python', field)}"`).join(', ')})`,
          '    @classmethod',
          '    def mixes_letters_and_digits(cls, value: str) -> str:',
          '        if not re.search(r"[A-Za-z]", value) or not re.search(r"\\d", value):',
          '            raise ValueError("Use both letters and numbers.")',
          '        return value',
        ]
      : []),
    '',
    '',
    `def ${fieldIdent('python', `validate${form}`)}(data: dict[str, Any]) -> dict[str, str]:`,
    '    """The first message for each field that does not fit, by JSON key; empty when valid."""',
    '    try:',
    `        ${form}.model_validate(data)`,
    '    except ValidationError as error:',
    '        errors: dict[str, str] = {}',
    '        for issue in error.errors():',
    '            errors.setdefault(str(issue["loc"][0]), issue["msg"])',
    '        return errors',
    '    return {}',
    '',
  );
}

export function rustForm(ctx: RecipeContext): string {
  const { entity } = formContext(ctx);
  const form = `${typeIdent('rust', entity)}Form`;
  const checked = entity.fields
    .map((field) => ({ field, checks: fieldChecks('rust', field, 'value', 'text', 'value') }))
    .filter(({ checks }) => checks.length > 0);
  const type = (kind: string) => (kind === 'bool' ? 'bool' : 'String');
  return lines(
    `/// The ${inWords(entity.name)} form as typed: numbers and dates arrive as text.`,
    '#[derive(Debug, Clone, Default)]',
    `pub struct ${form} {`,
    ...entity.fields.map((field) => `    pub ${fieldIdent('rust', field)}: ${type(field.kind)},`),
    '}',
    '',
    '#[derive(Debug, Clone, PartialEq, Eq)]',
    'pub struct FieldError {',
    '    /// The JSON key of the field.',
    "    pub field: &'static str,",
    "    pub message: &'static str,",
    '}',
    '',
    `impl ${form} {`,
    '    /// Every field that does not fit, with its first message.',
    '    pub fn validate(&self) -> Result<(), Vec<FieldError>> {',
    ...(checked.length > 0
      ? [
          '        let checks = [',
          ...checked.map(
            ({ field }) =>
              `            ("${field.name}", ${fieldIdent('rust', `validate ${field.name}`)}(&self.${fieldIdent('rust', field)})),`,
          ),
          '        ];',
          '        let errors: Vec<FieldError> = checks',
          '            .into_iter()',
          '            .filter_map(|(field, result)| result.err().map(|message| FieldError { field, message }))',
          '            .collect();',
          '        if errors.is_empty() {',
          '            Ok(())',
          '        } else {',
          '            Err(errors)',
          '        }',
        ]
      : ['        Ok(())']),
    '    }',
    '}',
    ...checked.flatMap(({ field, checks }) => [
      '',
      `pub fn ${fieldIdent('rust', `validate ${field.name}`)}(value: &str) -> Result<(), &'static str> {`,
      ...checks.flatMap((check) => [
        `    if ${check.fails} {`,
        `        return Err("${check.message}");`,
        '    }',
      ]),
      '    Ok(())',
      '}',
    ]),
    checked.some(({ checks }) => checks.some((check) => check.fails.includes('is_email'))) &&
      `\n${EMAIL_SUPPORT.rust}`,
    '',
  );
}

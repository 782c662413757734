import { typeIdent } from '../code-names';
import type { RecipeContext } from '../code-recipe';
import { EMAIL_SUPPORT, fieldChecks, ruleChain } from '../field-rules';
import { inWords, lines } from '../recipe-text';
import { zodField } from '../zod-fields';
import { formContext } from './form-fields';

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

export function typescriptForm(ctx: RecipeContext): string {
  const { entity } = formContext(ctx);
  const form = `${typeIdent('typescript', entity)}Form`;
  return lines(
    "import { z } from 'zod';",
    '',
    `export const ${lowerFirst(form)}Schema = z.object({`,
    ...entity.fields.map((field) => `  ${field.name}: ${zodField(field, true)},`),
    '});',
    '',
    `export type ${form}Values = z.infer<typeof ${lowerFirst(form)}Schema>;`,
    `export type ${form}Errors = Partial<Record<keyof ${form}Values, string>>;`,
    '',
    '/** The first message for each field that does not fit; empty when the form can be sent. */',
    `export function validate${form}(values: unknown): ${form}Errors {`,
    `  const result = ${lowerFirst(form)}Schema.safeParse(values);`,
    '  if (result.success) return {};',
    `  const errors: ${form}Errors = {};`,
    '  for (const issue of result.error.issues) {',
    `    const field = issue.path[0] as keyof ${form}Values;`,
    '    errors[field] ??= issue.message;',
    '  }',
    '  return errors;',
    '}',
    '',
  );
}

export function javascriptForm(ctx: RecipeContext): string {
  const { entity } = formContext(ctx);
  const form = `${typeIdent('javascript', entity)}Form`;
  const checks = entity.fields.flatMap((field) =>
    ruleChain(
      'javascript',
      fieldChecks('javascript', field, `text('${field.name}')`, 'text'),
      (message) => `errors.${field.name} = '${message}'`,
      '  ',
    ),
  );
  return lines(
    checks.some((line) => line.includes('EMAIL.')) && `${EMAIL_SUPPORT.javascript}\n`,
    '/**',
    ` * Checks the ${inWords(entity.name)} form as typed (numbers and dates arrive as text).`,
    ' * @param {Record<string, unknown>} values the fields by name, e.g. Object.fromEntries(new FormData(form))',
    ' * @returns {Record<string, string>} the first message for each field that does not fit; empty when valid',
    ' */',
    `export function validate${form}(values) {`,
    '  /** @type {Record<string, string>} */',
    '  const errors = {};',
    "  const text = (name) => String(values[name] ?? '');",
    ...checks,
    '  return errors;',
    '}',
    '',
  );
}

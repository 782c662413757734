import { fieldIdent, typeIdent } from '../code-names';
import type { FieldModel, RecipeContext } from '../code-recipe';
import { EMAIL_SUPPORT, fieldChecks, ruleChain } from '../field-rules';
import { isPassword } from '../record-fields';
import { capitalize, inWords, lines } from '../recipe-text';
import { formContext, isToggle } from './form-fields';

export function swiftForm(ctx: RecipeContext): string {
  const { entity } = formContext(ctx);
  const form = `${typeIdent('swift', entity)}Form`;
  const ios = ctx.platform === 'ios';
  const checks = entity.fields.flatMap((field) =>
    ruleChain(
      'swift',
      fieldChecks('swift', field, fieldIdent('swift', field), 'text'),
      (message) => `errors["${field.name}"] = "${message}"`,
      '        ',
    ),
  );
  return lines(
    ios ? 'import SwiftUI' : 'import Foundation',
    '',
    `/// The ${inWords(entity.name)} form as typed: numbers and dates arrive as text.`,
    `struct ${form} {`,
    ...entity.fields.map(
      (field) => `    var ${fieldIdent('swift', field)} = ${isToggle(field) ? 'false' : '""'}`,
    ),
    '',
    '    /// The first message for each field that does not fit, by its JSON key; empty when valid.',
    '    var errors: [String: String] {',
    `        ${checks.length > 0 ? 'var' : 'let'} errors: [String: String] = [:]`,
    ...checks,
    '        return errors',
    '    }',
    '',
    '    var isValid: Bool { errors.isEmpty }',
    '}',
    ...(ios ? ['', ...swiftUiForm(form, entity.fields)] : []),
    '',
  );
}

function swiftUiForm(form: string, fields: FieldModel[]): string[] {
  const control = (field: FieldModel) => {
    const ident = fieldIdent('swift', field);
    const label = capitalize(field.label);
    if (isToggle(field)) return [`                Toggle("${label}", isOn: $form.${ident})`];
    if (isPassword(field)) return [`                SecureField("${label}", text: $form.${ident})`];
    const keyboard: Partial<Record<FieldModel['kind'], string>> = {
      email: '.emailAddress',
      url: '.URL',
      int: '.numberPad',
      decimal: '.decimalPad',
      money: '.decimalPad',
    };
    return [
      `                TextField("${label}", text: $form.${ident})`,
      ...(keyboard[field.kind]
        ? [`                    .keyboardType(${keyboard[field.kind]})`]
        : []),
      ...(field.kind === 'email' || field.kind === 'url'
        ? ['                    .textInputAutocapitalization(.never)']
        : []),
    ];
  };
  return [
    `struct ${form}View: View {`,
    `    let onSubmit: (${form}) -> Void`,
    `    @State private var form = ${form}()`,
    '    @State private var submitted = false',
    '',
    '    var body: some View {',
    '        Form {',
    '            Section {',
    ...fields.flatMap((field) => [
      ...control(field),
      ...(isToggle(field) ? [] : [`                message(for: "${field.name}")`]),
    ]),
    '            }',
    '            Button("Submit") {',
    '                submitted = true',
    '                if form.isValid { onSubmit(form) }',
    '            }',
    '        }',
    '    }',
    '',
    '    /// Messages show after the first submit, so an empty form does not start out red.',
    '    @ViewBuilder',
    '    private func message(for field: String) -> some View {',
    '        if submitted, let message = form.errors[field] {',
    '            Text(message).font(.footnote).foregroundStyle(.red)',
    '        }',
    '    }',
    '}',
  ];
}

export function kotlinForm(ctx: RecipeContext): string {
  const { entity } = formContext(ctx);
  const form = `${typeIdent('kotlin', entity)}Form`;
  const android = ctx.platform === 'android';
  const checks = entity.fields.flatMap((field) =>
    ruleChain(
      'kotlin',
      fieldChecks('kotlin', field, fieldIdent('kotlin', field), 'text'),
      (message) => `put("${field.name}", "${message}")`,
      '        ',
    ),
  );
  return lines(
    ...(android ? COMPOSE_IMPORTS : []),
    android && '',
    checks.some((line) => line.includes('EMAIL.')) && `${EMAIL_SUPPORT.kotlin}\n`,
    `/** The ${inWords(entity.name)} form as typed: numbers and dates arrive as text. */`,
    `data class ${form}(`,
    ...entity.fields.map(
      (field) =>
        `    val ${fieldIdent('kotlin', field)}: ${isToggle(field) ? 'Boolean = false' : 'String = ""'},`,
    ),
    ') {',
    '    /** The first message for each field that does not fit, by its JSON key; empty when valid. */',
    '    fun validate(): Map<String, String> = buildMap<String, String> {',
    ...checks,
    '    }',
    '}',
    ...(android ? ['', ...composeForm(form, entity.fields)] : []),
    '',
  );
}

const COMPOSE_IMPORTS = [
  'import androidx.compose.foundation.layout.Arrangement',
  'import androidx.compose.foundation.layout.Column',
  'import androidx.compose.foundation.layout.Row',
  'import androidx.compose.foundation.layout.padding',
  'import androidx.compose.material3.Button',
  'import androidx.compose.material3.Checkbox',
  'import androidx.compose.material3.OutlinedTextField',
  'import androidx.compose.material3.Text',
  'import androidx.compose.runtime.Composable',
  'import androidx.compose.runtime.getValue',
  'import androidx.compose.runtime.mutableStateOf',
  'import androidx.compose.runtime.remember',
  'import androidx.compose.runtime.setValue',
  'import androidx.compose.ui.Modifier',
  'import androidx.compose.ui.text.input.PasswordVisualTransformation',
  'import androidx.compose.ui.unit.dp',
];

function composeForm(form: string, fields: FieldModel[]): string[] {
  const control = (field: FieldModel) => {
    const ident = fieldIdent('kotlin', field);
    const label = capitalize(field.label);
    if (isToggle(field)) {
      return [
        '        Row {',
        `            Checkbox(checked = form.${ident}, onCheckedChange = { form = form.copy(${ident} = it) })`,
        `            Text("${label}")`,
        '        }',
      ];
    }
    return [
      '        OutlinedTextField(',
      `            value = form.${ident},`,
      `            onValueChange = { form = form.copy(${ident} = it) },`,
      `            label = { Text("${label}") },`,
      `            isError = errors["${field.name}"] != null,`,
      `            supportingText = errors["${field.name}"]?.let { message -> { Text(message) } },`,
      ...(isPassword(field)
        ? ['            visualTransformation = PasswordVisualTransformation(),']
        : []),
      '        )',
    ];
  };
  return [
    '@Composable',
    `fun ${form}Screen(onSubmit: (${form}) -> Unit) {`,
    `    var form by remember { mutableStateOf(${form}()) }`,
    '    var submitted by remember { mutableStateOf(false) }',
    '    // Messages show after the first submit, so an empty form does not start out red.',
    '    val errors = if (submitted) form.validate() else emptyMap()',
    '    Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {',
    ...fields.flatMap(control),
    '        Button(onClick = {',
    '            submitted = true',
    '            if (form.validate().isEmpty()) onSubmit(form)',
    '        }) {',
    '            Text("Submit")',
    '        }',
    '    }',
    '}',
  ];
}

import { indent } from './ui-frameworks';
import { jsString, jsxAttr, jsxText, kotlinString, swiftString } from './ui-literals';
import { displayLabel, uniqueIdentifiers } from './ui-names';

export type FieldKind =
  'text' | 'email' | 'password' | 'tel' | 'number' | 'url' | 'date' | 'multiline' | 'checkbox';

export interface FormField {
  label: string;
  key: string;
  kind: FieldKind;
}

const KIND_PATTERNS: [FieldKind, RegExp][] = [
  ['checkbox', /\b(?:remember|agree|terms|subscribe|newsletter|accept|consent|keep me)\b/i],
  ['password', /\b(?:password|passcode|pin)\b/i],
  ['email', /\be-?mail\b/i],
  ['tel', /\b(?:phone|mobile|tel|telephone)\b/i],
  ['url', /\b(?:website|url|link|homepage)\b/i],
  ['date', /\b(?:date|birthday|birth date|dob|deadline)\b/i],
  ['number', /\b(?:age|quantity|amount|number|count|guests|price|budget)\b/i],
  ['multiline', /\b(?:message|comments?|notes?|bio|description|feedback|details|about)\b/i],
];

export function formFields(labels: string[]): FormField[] {
  const keys = uniqueIdentifiers(labels, ['values', 'update', 'submit']);
  return labels.map((label, index) => ({
    label: displayLabel(label),
    key: keys[index] ?? `field${index}`,
    kind: KIND_PATTERNS.find(([, pattern]) => pattern.test(label))?.[0] ?? 'text',
  }));
}

const AUTOCOMPLETE: [RegExp, string][] = [
  [/\be-?mail\b/i, 'email'],
  [/\busername\b/i, 'username'],
  [/\bpassword\b/i, 'current-password'],
  [/\b(?:phone|mobile)\b/i, 'tel'],
  [/\b(?:full )?name\b/i, 'name'],
  [/\baddress\b/i, 'street-address'],
  [/\bwebsite|url\b/i, 'url'],
];

const INPUT_TYPES: Record<FieldKind, string> = {
  text: 'text',
  email: 'email',
  password: 'password',
  tel: 'tel',
  number: 'number',
  url: 'url',
  date: 'date',
  multiline: 'text',
  checkbox: 'checkbox',
};

/** `interface …Values` and the initial state of the form, for the React rendering. */
export function webValues(fields: FormField[]): { type: string; initial: string } {
  const isCheck = (field: FormField) => field.kind === 'checkbox';
  const type = fields.map((f) => `${f.key}: ${isCheck(f) ? 'boolean' : 'string'};`).join('\n');
  const initial = fields.map((f) => `${f.key}: ${isCheck(f) ? 'false' : "''"},`).join('\n');
  return { type, initial };
}

/** Each field with a visible <label htmlFor>: the accessible name screen readers announce. */
export function webField(field: FormField): string {
  if (field.kind === 'checkbox') {
    return `<label style={styles.checkboxRow}>
  <input
    type="checkbox"
    name=${jsxAttr(field.key)}
    checked={values.${field.key}}
    onChange={(event) => update(${jsString(field.key)}, event.target.checked)}
    style={styles.checkbox}
  />
  ${jsxText(field.label)}
</label>`;
  }
  const autoComplete = AUTOCOMPLETE.find(([pattern]) => pattern.test(field.label))?.[1];
  const control =
    field.kind === 'multiline'
      ? `<textarea
  id={\`\${id}-${field.key}\`}
  name=${jsxAttr(field.key)}
  rows={4}
  required
  value={values.${field.key}}
  onChange={(event) => update(${jsString(field.key)}, event.target.value)}
  style={styles.input}
/>`
      : `<input
  id={\`\${id}-${field.key}\`}
  name=${jsxAttr(field.key)}
  type="${INPUT_TYPES[field.kind]}"${autoComplete ? `\n  autoComplete="${autoComplete}"` : ''}
  required
  value={values.${field.key}}
  onChange={(event) => update(${jsString(field.key)}, event.target.value)}
  style={styles.input}
/>`;
  return `<div style={styles.field}>
  <label htmlFor={\`\${id}-${field.key}\`} style={styles.label}>
    ${jsxText(field.label)}
  </label>
${indent(control, 2)}
</div>`;
}

export function swiftState(field: FormField): string {
  const initial = field.kind === 'checkbox' ? 'false' : field.kind === 'date' ? 'Date()' : '""';
  return `@State private var ${field.key} = ${initial}`;
}

const SWIFT_KEYBOARD: Partial<Record<FieldKind, string>> = {
  email:
    '.keyboardType(.emailAddress)\n.textContentType(.emailAddress)\n.textInputAutocapitalization(.never)',
  password: '.textContentType(.password)',
  tel: '.keyboardType(.phonePad)\n.textContentType(.telephoneNumber)',
  number: '.keyboardType(.numberPad)',
  url: '.keyboardType(.URL)\n.textContentType(.URL)\n.textInputAutocapitalization(.never)',
};

export function swiftField(field: FormField): string {
  const label = swiftString(field.label);
  if (field.kind === 'checkbox') {
    return `Toggle(${label}, isOn: $${field.key})\n    .font(.system(size: Theme.fontSize))\n    .tint(Theme.primaryColor)`;
  }
  if (field.kind === 'date') {
    return `DatePicker(${label}, selection: $${field.key}, displayedComponents: .date)\n    .font(.system(size: Theme.fontSize))\n    .tint(Theme.primaryColor)`;
  }
  const control =
    field.kind === 'password'
      ? `SecureField(${label}, text: $${field.key})`
      : field.kind === 'multiline'
        ? `TextField(${label}, text: $${field.key}, axis: .vertical)\n    .lineLimit(3...6)`
        : `TextField(${label}, text: $${field.key})`;
  const modifiers = [
    SWIFT_KEYBOARD[field.kind],
    '.font(.system(size: Theme.fontSize))',
    '.padding(Theme.spacing)',
    '.overlay(RoundedRectangle(cornerRadius: 8).stroke(Theme.borderColor))',
    `.accessibilityLabel(${label})`,
  ]
    .filter(Boolean)
    .join('\n');
  return `VStack(alignment: .leading, spacing: Theme.spacing / 2) {
    Text(${label})
        .font(.system(size: Theme.fontSize * 0.875, weight: .medium))
        .foregroundStyle(Theme.mutedTextColor)
        .accessibilityHidden(true)
${indent(control, 4)}
${indent(modifiers, 8)}
}`;
}

export function composeState(field: FormField): string {
  return `var ${field.key} by remember { mutableStateOf(${field.kind === 'checkbox' ? 'false' : '""'}) }`;
}

const COMPOSE_KEYBOARD: Partial<Record<FieldKind, string>> = {
  email: 'Email',
  password: 'Password',
  tel: 'Phone',
  number: 'Number',
  url: 'Uri',
};

export function composeField(field: FormField): string {
  const label = kotlinString(field.label);
  if (field.kind === 'checkbox') {
    return `Row(
    verticalAlignment = Alignment.CenterVertically,
    modifier = Modifier
        .fillMaxWidth()
        .toggleable(value = ${field.key}, role = Role.Checkbox, onValueChange = { ${field.key} = it }),
) {
    Checkbox(
        checked = ${field.key},
        onCheckedChange = null,
        colors = CheckboxDefaults.colors(checkedColor = PrimaryColor),
    )
    Text(${label}, fontSize = BaseFontSize, modifier = Modifier.padding(start = Spacing / 2))
}`;
  }
  const keyboard = COMPOSE_KEYBOARD[field.kind];
  const extras = [
    field.kind === 'multiline' ? 'minLines = 3,' : 'singleLine = true,',
    field.kind === 'date' ? 'placeholder = { Text("YYYY-MM-DD") },' : '',
    keyboard ? `keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.${keyboard}),` : '',
    field.kind === 'password' ? 'visualTransformation = PasswordVisualTransformation(),' : '',
  ].filter(Boolean);
  return `OutlinedTextField(
    value = ${field.key},
    onValueChange = { ${field.key} = it },
    label = { Text(${label}) },
${indent(extras.join('\n'), 4)}
    textStyle = LocalTextStyle.current.copy(fontSize = BaseFontSize),
    colors = OutlinedTextFieldDefaults.colors(
        focusedBorderColor = PrimaryColor,
        focusedLabelColor = PrimaryColor,
    ),
    modifier = Modifier.fillMaxWidth(),
)`;
}

/** The imports `composeField` needs beyond the common ones, for these fields only. */
export function composeFieldImports(fields: FormField[]): string[] {
  const kinds = new Set(fields.map((field) => field.kind));
  return [
    kinds.has('checkbox') && 'androidx.compose.foundation.selection.toggleable',
    fields.some((field) => COMPOSE_KEYBOARD[field.kind]) &&
      'androidx.compose.foundation.text.KeyboardOptions',
    fields.some((field) => COMPOSE_KEYBOARD[field.kind]) &&
      'androidx.compose.ui.text.input.KeyboardType',
    kinds.has('password') && 'androidx.compose.ui.text.input.PasswordVisualTransformation',
  ].filter((name): name is string => typeof name === 'string');
}

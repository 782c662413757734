import {
  composeField,
  composeFieldImports,
  composeState,
  type FormField,
  swiftField,
  swiftState,
  webField,
  webValues,
} from './ui-fields';
import { composeModule, indent, reactModule, swiftModule } from './ui-frameworks';
import { jsxText, kotlinString, swiftString } from './ui-literals';
import { THEME_NOTE, type UiContext } from './ui-recipe';
import { composeButton, COMPOSE_BUTTON_IMPORTS, swiftButton, webStyles } from './ui-snippets';

/** A titled form the login and form-fields recipes share: fields, a submit button, side actions. */
export interface FormModel {
  title: string;
  fields: FormField[];
  submit: string;
  /** Other buttons ("Create account"), each calling its own handler. */
  actions: { label: string; handler: string; variant: 'secondary' | 'link' }[];
}

export function webForm({ name, theme }: UiContext, form: FormModel): string {
  const values = webValues(form.fields);
  const handlers = form.actions.map((action) => action.handler);
  const hasCheckbox = form.fields.some((field) => field.kind === 'checkbox');
  const variants = new Set(form.actions.map((action) => action.variant));
  const styles = webStyles(
    [
      'field',
      'label',
      'input',
      ...(hasCheckbox ? (['checkboxRow', 'checkbox'] as const) : []),
      'primaryButton',
      ...(variants.has('secondary') ? (['secondaryButton'] as const) : []),
      ...(variants.has('link') ? (['linkButton'] as const) : []),
    ],
    {
      form: `{
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing,
    maxWidth: 420,
    padding: theme.spacing * 2,
    fontFamily: 'system-ui, sans-serif',
    fontSize: theme.fontSize,
    color: theme.textColor,
    background: theme.surfaceColor,
    border: \`1px solid \${theme.borderColor}\`,
    borderRadius: 12,
  }`,
      heading: `{
    margin: 0,
    paddingBottom: theme.spacing / 2,
    borderBottom: \`3px solid \${theme.secondaryColor}\`,
    fontSize: theme.fontSize * 1.5,
    color: theme.textColor,
  }`,
    },
  );
  const actions = form.actions.map(
    (action) =>
      `<button type="button" onClick={${action.handler}} style={styles.${action.variant}Button}>\n  ${jsxText(action.label)}\n</button>`,
  );
  return reactModule(
    theme,
    ['useId', 'useState', 'type FormEvent'],
    `${styles}

export interface ${name}Values {
${indent(values.type, 2)}
}

export interface ${name}Props {
  onSubmit: (values: ${name}Values) => void;
${handlers.map((handler) => `  ${handler}?: () => void;`).join('\n')}
}

export function ${name}({ ${['onSubmit', ...handlers].join(', ')} }: ${name}Props) {
  const id = useId();
  const [values, setValues] = useState<${name}Values>({
${indent(values.initial, 4)}
  });

  function update<K extends keyof ${name}Values>(key: K, value: ${name}Values[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(values);
  }

  return (
    <form onSubmit={handleSubmit} aria-labelledby={\`\${id}-title\`} style={styles.form}>
      <h2 id={\`\${id}-title\`} style={styles.heading}>
        ${jsxText(form.title)}
      </h2>
${indent(form.fields.map(webField).join('\n'), 6)}
      <button type="submit" style={styles.primaryButton}>
        ${jsxText(form.submit)}
      </button>
${indent(actions.join('\n'), 6)}
    </form>
  );
}`,
  );
}

const swiftType = (field: FormField) =>
  field.kind === 'checkbox' ? 'Bool' : field.kind === 'date' ? 'Date' : 'String';

export function swiftForm({ name, theme }: UiContext, form: FormModel): string {
  const handlers = form.actions.map((action) => action.handler);
  const initParams = [
    `onSubmit: @escaping (${name}Values) -> Void = { _ in }`,
    ...handlers.map((handler) => `${handler}: @escaping () -> Void = {}`),
  ];
  const stored = [
    `private let onSubmit: (${name}Values) -> Void`,
    ...handlers.map((handler) => `private let ${handler}: () -> Void`),
    ...form.fields.map(swiftState),
  ];
  const buttons = [
    swiftButton(form.submit, 'submit', 'primary', true),
    ...form.actions.map((action) => swiftButton(action.label, action.handler, action.variant)),
  ];
  const body = `struct ${name}Values {
${form.fields.map((field) => `    let ${field.key}: ${swiftType(field)}`).join('\n')}
}

struct ${name}: View {
${indent(stored.join('\n'), 4)}

    // An explicit init: the private @State properties would make the memberwise one private.
    init(
${indent(initParams.join(',\n'), 8)}
    ) {
        self.onSubmit = onSubmit
${handlers.map((handler) => `        self.${handler} = ${handler}`).join('\n')}
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.spacing) {
            Text(${swiftString(form.title)})
                .font(.system(size: Theme.fontSize * 1.5, weight: .bold))
                .foregroundStyle(Theme.textColor)
                .accessibilityAddTraits(.isHeader)
            Rectangle()
                .fill(Theme.secondaryColor)
                .frame(width: 48, height: 3)
                .accessibilityHidden(true)
${indent(form.fields.map(swiftField).join('\n'), 12)}
${indent(buttons.join('\n'), 12)}
        }
        .padding(Theme.spacing * 2)
    }

    private func submit() {
        onSubmit(${name}Values(${form.fields.map((field) => `${field.key}: ${field.key}`).join(', ')}))
    }
}`;
  return swiftModule(theme, name, body, `${name}()`);
}

const kotlinType = (field: FormField) => (field.kind === 'checkbox' ? 'Boolean' : 'String');

export function composeForm({ name, theme }: UiContext, form: FormModel): string {
  const handlers = form.actions.map((action) => action.handler);
  const params = [
    `onSubmit: (${name}Values) -> Unit`,
    'modifier: Modifier = Modifier',
    ...handlers.map((handler) => `${handler}: () -> Unit = {}`),
  ];
  const submitCall = `{ onSubmit(${name}Values(${form.fields.map((field) => field.key).join(', ')})) }`;
  const buttons = [
    composeButton(form.submit, submitCall, 'primary', 'Modifier.fillMaxWidth()'),
    ...form.actions.map((action) => composeButton(action.label, action.handler, action.variant)),
  ];
  const body = `data class ${name}Values(
${form.fields.map((field) => `    val ${field.key}: ${kotlinType(field)},`).join('\n')}
)

@Composable
fun ${name}(
${indent(params.map((param) => `${param},`).join('\n'), 4)}
) {
${indent(form.fields.map(composeState).join('\n'), 4)}
    Column(
        verticalArrangement = Arrangement.spacedBy(Spacing),
        modifier = modifier
            .fillMaxWidth()
            .padding(Spacing * 2),
    ) {
        Text(
            ${kotlinString(form.title)},
            fontSize = BaseFontSize * 1.5f,
            fontWeight = FontWeight.Bold,
            color = TextColor,
            modifier = Modifier.semantics { heading() },
        )
        HorizontalDivider(modifier = Modifier.width(48.dp), thickness = 3.dp, color = SecondaryColor)
${indent(form.fields.map(composeField).join('\n'), 8)}
${indent(buttons.join('\n'), 8)}
    }
}`;
  return composeModule(
    theme,
    [
      ...composeFieldImports(form.fields),
      ...(form.actions.some((a) => a.variant === 'secondary') ? COMPOSE_BUTTON_IMPORTS : []),
    ],
    body,
    { name, call: `${name}(onSubmit = {})` },
  );
}

/** What the three renderings of a form do, said once for the login and form-fields recipes. */
export function formNotes({ name, platform }: UiContext): string {
  const notes = {
    web: `${name} is a React function component: every input has a visible <label htmlFor>, the form is named by its heading (aria-labelledby), and submitting calls onSubmit with the typed ${name}Values. Use it as <${name} onSubmit={(values) => …} />; it needs only React 18 or later.`,
    ios: `${name} is a SwiftUI view: each field has a visible label and an accessibilityLabel, the title is marked as a header, and the submit button calls onSubmit with ${name}Values. Use it as ${name}(onSubmit: { values in … }); the PreviewProvider shows it in Xcode's canvas.`,
    android: `${name} is a Jetpack Compose (Material 3) composable: fields are OutlinedTextFields with labels TalkBack reads, checkboxes are toggleable rows with Role.Checkbox, and the title is a heading(). Call ${name}(onSubmit = { values -> … }).`,
  };
  return `${notes[platform]} ${THEME_NOTE}`;
}

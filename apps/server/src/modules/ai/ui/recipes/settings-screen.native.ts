import { composeModule, indent, swiftModule } from '../ui-frameworks';
import { kotlinString, swiftString } from '../ui-literals';
import type { UiContext } from '../ui-recipe';
import { COMPOSE_BUTTON_IMPORTS, composeHeading, swiftHeading } from '../ui-snippets';
import type { SettingRow } from './settings-screen';

export function settingsScreenSwiftUi(ctx: UiContext, title: string, rows: SettingRow[]): string {
  const { name } = ctx;
  const toggles = rows.filter((row) => row.toggle);
  const links = rows.filter((row) => !row.toggle);
  const params = [
    ...(toggles.length
      ? [
          `initialValues: ${name}Values = ${name}Values()`,
          `onValuesChange: @escaping (${name}Values) -> Void = { _ in }`,
        ]
      : []),
    ...links.map((row) => `${row.key}: @escaping () -> Void = {}`),
  ];
  const stored = [
    ...(toggles.length ? [`private let onValuesChange: (${name}Values) -> Void`] : []),
    ...links.map((row) => `private let ${row.key}: () -> Void`),
    ...(toggles.length ? [`@State private var values: ${name}Values`] : []),
  ];
  const assignments = [
    ...(toggles.length
      ? ['_values = State(initialValue: initialValues)', 'self.onValuesChange = onValuesChange']
      : []),
    ...links.map((row) => `self.${row.key} = ${row.key}`),
  ];
  const views = rows.map((row) =>
    row.toggle
      ? `Toggle(${swiftString(row.label)}, isOn: $values.${row.key})
    .font(.system(size: Theme.fontSize))
    .tint(Theme.primaryColor)
    .padding(Theme.spacing)`
      : `Button(action: ${row.key}) {
    HStack {
        Text(${swiftString(row.label)})
            .font(.system(size: Theme.fontSize))
            .foregroundStyle(Theme.textColor)
        Spacer()
        Image(systemName: "chevron.right")
            .foregroundStyle(Theme.secondaryColor)
            .accessibilityHidden(true)
    }
    .padding(Theme.spacing)
    .contentShape(Rectangle())
}
.buttonStyle(.plain)
.accessibilityLabel(${swiftString(row.label)})
.accessibilityHint(${swiftString(`Opens ${row.label}`)})`,
  );
  const valuesType = toggles.length
    ? `struct ${name}Values: Equatable {
${toggles.map((row) => `    var ${row.key} = ${row.on}`).join('\n')}
}

`
    : '';
  const body = `${valuesType}struct ${name}: View {
${indent(stored.join('\n'), 4)}

    init(
${indent(params.join(',\n'), 8)}
    ) {
${indent(assignments.join('\n'), 8)}
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.spacing) {
${indent(swiftHeading(swiftString(title)), 12)}
            Rectangle()
                .fill(Theme.secondaryColor)
                .frame(width: 48, height: 3)
                .accessibilityHidden(true)
            VStack(spacing: 0) {
${indent(views.join('\nDivider()\n'), 16)}
            }
            .overlay(RoundedRectangle(cornerRadius: 12).stroke(Theme.borderColor))
        }
        .padding(Theme.spacing)${toggles.length ? '\n        .onChange(of: values) { onValuesChange(values) }' : ''}
    }
}`;
  return swiftModule(ctx.theme, ctx.name, body, `${name}()`);
}

export function settingsScreenCompose(ctx: UiContext, title: string, rows: SettingRow[]): string {
  const { name } = ctx;
  const toggles = rows.filter((row) => row.toggle);
  const links = rows.filter((row) => !row.toggle);
  const params = [
    'modifier: Modifier = Modifier',
    ...(toggles.length
      ? [
          `initialValues: ${name}Values = ${name}Values()`,
          `onValuesChange: (${name}Values) -> Unit = {}`,
        ]
      : []),
    ...links.map((row) => `${row.key}: () -> Unit = {}`),
  ];
  const views = rows.map((row) =>
    row.toggle
      ? `Row(
    verticalAlignment = Alignment.CenterVertically,
    modifier = Modifier
        .fillMaxWidth()
        .toggleable(
            value = values.${row.key},
            role = Role.Switch,
            onValueChange = { update(values.copy(${row.key} = it)) },
        )
        .padding(Spacing),
) {
    Text(${kotlinString(row.label)}, fontSize = BaseFontSize, color = TextColor, modifier = Modifier.weight(1f))
    Switch(
        checked = values.${row.key},
        onCheckedChange = null,
        colors = SwitchDefaults.colors(checkedTrackColor = PrimaryColor),
    )
}`
      : `Row(
    verticalAlignment = Alignment.CenterVertically,
    modifier = Modifier
        .fillMaxWidth()
        .clickable(onClickLabel = ${kotlinString(`Open ${row.label}`)}, role = Role.Button, onClick = ${row.key})
        .padding(Spacing),
) {
    Text(${kotlinString(row.label)}, fontSize = BaseFontSize, color = TextColor, modifier = Modifier.weight(1f))
    Text("›", fontSize = BaseFontSize * 1.25f, color = SecondaryColor, modifier = Modifier.clearAndSetSemantics {})
}`,
  );
  const valuesType = toggles.length
    ? `data class ${name}Values(
${toggles.map((row) => `    val ${row.key}: Boolean = ${row.on},`).join('\n')}
)

`
    : '';
  const state = toggles.length
    ? `    var values by remember { mutableStateOf(initialValues) }
    fun update(next: ${name}Values) {
        values = next
        onValuesChange(next)
    }
`
    : '';
  const body = `${valuesType}@Composable
fun ${name}(
${indent(params.map((p) => `${p},`).join('\n'), 4)}
) {
${state}    Column(
        verticalArrangement = Arrangement.spacedBy(Spacing),
        modifier = modifier
            .fillMaxWidth()
            .padding(Spacing),
    ) {
${indent(composeHeading(kotlinString(title)), 8)}
        HorizontalDivider(modifier = Modifier.width(48.dp), thickness = 3.dp, color = SecondaryColor)
        Card(
            colors = CardDefaults.cardColors(containerColor = SurfaceColor),
            border = BorderStroke(1.dp, BorderColor),
        ) {
${indent(views.join('\nHorizontalDivider(color = BorderColor)\n'), 12)}
        }
    }
}`;
  const imports = [
    ...COMPOSE_BUTTON_IMPORTS,
    ...(toggles.length ? ['androidx.compose.foundation.selection.toggleable'] : []),
    ...(links.length ? ['androidx.compose.foundation.clickable'] : []),
  ];
  return composeModule(ctx.theme, imports, body, { name, call: `${name}()` });
}

import { composeModule, indent, swiftModule } from '../ui-frameworks';
import { kotlinString, swiftString } from '../ui-literals';
import type { UiContext } from '../ui-recipe';
import { composeHeading, swiftHeading } from '../ui-snippets';
import type { ListModel } from './list-rows';

export function listRowsSwiftUi(ctx: UiContext, list: ListModel): string {
  const { name } = ctx;
  const [first, ...rest] = list.fields;
  const titleKey = first?.key ?? 'title';
  const samples = list.samples.map(
    (values, row) =>
      `${list.entity}(id: "${row + 1}", ${list.fields.map((f, i) => `${f.key}: ${swiftString(values[i] ?? '')}`).join(', ')})`,
  );
  const body = `struct ${list.entity}: Identifiable {
    let id: String
${list.fields.map((field) => `    let ${field.key}: String`).join('\n')}
}

struct ${name}: View {
    let items: [${list.entity}]
    var onSelect: (${list.entity}) -> Void = { _ in }

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.spacing) {
${indent(swiftHeading(swiftString(list.title)), 12)}
            if items.isEmpty {
                Text(${swiftString(`No ${list.plural} yet.`)})
                    .font(.system(size: Theme.fontSize))
                    .foregroundStyle(Theme.mutedTextColor)
            } else {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(items) { item in
                            Button(action: { onSelect(item) }) {
                                row(item)
                            }
                            .buttonStyle(.plain)
                            .accessibilityElement(children: .combine)
                            .accessibilityAddTraits(.isButton)
                            Divider()
                        }
                    }
                }
            }
        }
        .padding(Theme.spacing)
    }

    private func row(_ item: ${list.entity}) -> some View {
        HStack(spacing: Theme.spacing) {
            Text(item.${titleKey}.prefix(1).uppercased())
                .font(.system(size: Theme.fontSize, weight: .bold))
                .foregroundStyle(Theme.onSecondaryColor)
                .frame(width: Theme.fontSize * 2.5, height: Theme.fontSize * 2.5)
                .background(Theme.secondaryColor)
                .clipShape(Circle())
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: Theme.spacing / 4) {
                Text(item.${titleKey})
                    .font(.system(size: Theme.fontSize, weight: .semibold))
                    .foregroundStyle(Theme.textColor)
${rest.map((field) => `                Text(item.${field.key})\n                    .font(.system(size: Theme.fontSize * 0.875))\n                    .foregroundStyle(Theme.mutedTextColor)`).join('\n')}
            }
            Spacer()
            Image(systemName: "chevron.right")
                .foregroundStyle(Theme.primaryColor)
                .accessibilityHidden(true)
        }
        .padding(.vertical, Theme.spacing)
        .contentShape(Rectangle())
    }
}`;
  return swiftModule(
    ctx.theme,
    ctx.name,
    body,
    `${name}(items: [\n${indent(samples.join(',\n'), 4)},\n])`,
  );
}

export function listRowsCompose(ctx: UiContext, list: ListModel): string {
  const { name } = ctx;
  const [first, ...rest] = list.fields;
  const titleKey = first?.key ?? 'title';
  const samples = list.samples.map(
    (values, row) =>
      `${list.entity}(id = "${row + 1}", ${list.fields.map((f, i) => `${f.key} = ${kotlinString(values[i] ?? '')}`).join(', ')})`,
  );
  const body = `data class ${list.entity}(
    val id: String,
${list.fields.map((field) => `    val ${field.key}: String,`).join('\n')}
)

@Composable
fun ${name}(
    items: List<${list.entity}>,
    modifier: Modifier = Modifier,
    onSelect: (${list.entity}) -> Unit = {},
) {
    Column(
        verticalArrangement = Arrangement.spacedBy(Spacing),
        modifier = modifier
            .fillMaxWidth()
            .padding(Spacing),
    ) {
${indent(composeHeading(kotlinString(list.title)), 8)}
        if (items.isEmpty()) {
            Text(${kotlinString(`No ${list.plural} yet.`)}, fontSize = BaseFontSize, color = MutedTextColor)
        } else {
            LazyColumn {
                items(items, key = { it.id }) { item ->
                    Row(
                        verticalAlignment = Alignment.CenterVertically,
                        horizontalArrangement = Arrangement.spacedBy(Spacing),
                        modifier = Modifier
                            .fillMaxWidth()
                            .clickable(role = Role.Button) { onSelect(item) }
                            .padding(vertical = Spacing)
                            .semantics(mergeDescendants = true) {},
                    ) {
                        Box(
                            contentAlignment = Alignment.Center,
                            modifier = Modifier
                                .size(40.dp)
                                .clip(CircleShape)
                                .background(SecondaryColor)
                                .clearAndSetSemantics {},
                        ) {
                            Text(item.${titleKey}.take(1).uppercase(), color = OnSecondaryColor, fontWeight = FontWeight.Bold)
                        }
                        Column(Modifier.weight(1f)) {
                            Text(item.${titleKey}, fontSize = BaseFontSize, fontWeight = FontWeight.SemiBold, color = TextColor)
${rest.map((field) => `                            Text(item.${field.key}, fontSize = BaseFontSize * 0.875f, color = MutedTextColor)`).join('\n')}
                        }
                        Text("›", fontSize = BaseFontSize * 1.25f, color = PrimaryColor, modifier = Modifier.clearAndSetSemantics {})
                    }
                    HorizontalDivider(color = BorderColor)
                }
            }
        }
    }
}`;
  const imports = [
    'androidx.compose.foundation.background',
    'androidx.compose.foundation.clickable',
    'androidx.compose.foundation.lazy.LazyColumn',
    'androidx.compose.foundation.lazy.items',
    'androidx.compose.foundation.shape.CircleShape',
    'androidx.compose.ui.draw.clip',
  ];
  return composeModule(ctx.theme, imports, body, {
    name,
    call: `${name}(\n    items = listOf(\n${indent(samples.join(',\n'), 8)},\n    ),\n)`,
  });
}

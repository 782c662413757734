import { composeModule, indent, swiftModule } from '../ui-frameworks';
import { kotlinString, swiftString } from '../ui-literals';
import type { UiContext } from '../ui-recipe';
import {
  composeButton,
  composeHeading,
  COMPOSE_BUTTON_IMPORTS,
  swiftButton,
  swiftHeading,
} from '../ui-snippets';
import { type CardModel, textProps } from './card';

const sampleArgs = (card: CardModel, quote: (text: string) => string, separator: string) =>
  textProps(card).map((prop) => `${prop}${separator}${quote(card.samples[prop] ?? prop)}`);

export function cardSwiftUi(ctx: UiContext, card: CardModel): string {
  const { name } = ctx;
  const properties = [
    ...textProps(card).map((prop) => `let ${prop}: String`),
    ...(card.image ? ['var imageURL: URL? = nil'] : []),
    ...card.buttons.map((b) => `var ${b.handler}: () -> Void = {}`),
  ];
  const rows = [
    ...(card.badge
      ? [
          `Text(badge)
    .font(.system(size: Theme.fontSize * 0.75, weight: .semibold))
    .padding(.horizontal, Theme.spacing / 2)
    .padding(.vertical, Theme.spacing / 4)
    .background(Theme.secondaryColor)
    .foregroundStyle(Theme.onSecondaryColor)
    .clipShape(Capsule())`,
        ]
      : []),
    swiftHeading('title', 1.25),
    ...(card.description
      ? [
          'Text(description)\n    .font(.system(size: Theme.fontSize))\n    .foregroundStyle(Theme.mutedTextColor)',
        ]
      : []),
    ...card.details.map(
      (d) => `HStack {
    Text(${swiftString(d.label)}).foregroundStyle(Theme.mutedTextColor)
    Spacer()
    Text(${d.key}).fontWeight(.semibold).foregroundStyle(Theme.textColor)
}
.font(.system(size: Theme.fontSize * 0.875))
.accessibilityElement(children: .combine)`,
    ),
    ...(card.buttons.length
      ? [
          `HStack(spacing: Theme.spacing) {
${indent(card.buttons.map((b, i) => swiftButton(b.label, b.handler, i === 0 ? 'primary' : 'secondary')).join('\n'), 4)}
}`,
        ]
      : []),
  ];
  const image = card.image
    ? `            AsyncImage(url: imageURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Theme.secondaryColor
            }
            .frame(height: 160)
            .frame(maxWidth: .infinity)
            .clipped()
            .accessibilityHidden(true)
`
    : `            Theme.secondaryColor
                .frame(height: 4)
                .accessibilityHidden(true)
`;
  const body = `struct ${name}: View {
${indent(properties.join('\n'), 4)}

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
${image}            VStack(alignment: .leading, spacing: Theme.spacing) {
${indent(rows.join('\n'), 16)}
            }
            .padding(Theme.spacing * 1.5)
        }
        .frame(maxWidth: 360, alignment: .leading)
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .overlay(RoundedRectangle(cornerRadius: 16).stroke(Theme.borderColor))
        .accessibilityElement(children: .contain)
    }
}`;
  return swiftModule(
    ctx.theme,
    ctx.name,
    body,
    `${name}(${sampleArgs(card, swiftString, ': ').join(', ')})`,
  );
}

export function cardCompose(ctx: UiContext, card: CardModel): string {
  const { name } = ctx;
  const params = [
    ...textProps(card).map((prop) => `${prop}: String`),
    'modifier: Modifier = Modifier',
    ...card.buttons.map((b) => `${b.handler}: () -> Unit = {}`),
  ];
  const rows = [
    ...(card.badge
      ? [
          `Text(
    badge,
    color = OnSecondaryColor,
    fontSize = BaseFontSize * 0.75f,
    fontWeight = FontWeight.SemiBold,
    modifier = Modifier
        .background(SecondaryColor, RoundedCornerShape(50))
        .padding(horizontal = Spacing / 2, vertical = Spacing / 4),
)`,
        ]
      : []),
    composeHeading('title', 1.25),
    ...(card.description
      ? ['Text(description, fontSize = BaseFontSize, color = MutedTextColor)']
      : []),
    ...card.details.map(
      (d) => `Row(Modifier.fillMaxWidth().semantics(mergeDescendants = true) {}) {
    Text(${kotlinString(d.label)}, fontSize = BaseFontSize * 0.875f, color = MutedTextColor)
    Spacer(Modifier.weight(1f))
    Text(${d.key}, fontSize = BaseFontSize * 0.875f, fontWeight = FontWeight.SemiBold, color = TextColor)
}`,
    ),
    ...(card.buttons.length
      ? [
          `Row(horizontalArrangement = Arrangement.spacedBy(Spacing)) {
${indent(card.buttons.map((b, i) => composeButton(b.label, b.handler, i === 0 ? 'primary' : 'secondary')).join('\n'), 4)}
}`,
        ]
      : []),
  ];
  const image = card.image
    ? `        // Image area: load the picture here with Coil's AsyncImage or Glide.
        Box(
            Modifier
                .fillMaxWidth()
                .height(160.dp)
                .background(SecondaryColor)
                .clearAndSetSemantics {},
        )
`
    : `        Box(
            Modifier
                .fillMaxWidth()
                .height(4.dp)
                .background(SecondaryColor),
        )
`;
  const body = `@Composable
fun ${name}(
${indent(params.map((p) => `${p},`).join('\n'), 4)}
) {
    Card(
        colors = CardDefaults.cardColors(containerColor = SurfaceColor),
        border = BorderStroke(1.dp, BorderColor),
        modifier = modifier.widthIn(max = 360.dp),
    ) {
${image}        Column(
            verticalArrangement = Arrangement.spacedBy(Spacing),
            modifier = Modifier.padding(Spacing * 1.5f),
        ) {
${indent(rows.join('\n'), 12)}
        }
    }
}`;
  const imports = [
    ...COMPOSE_BUTTON_IMPORTS,
    'androidx.compose.foundation.background',
    ...(card.badge ? ['androidx.compose.foundation.shape.RoundedCornerShape'] : []),
  ];
  return composeModule(ctx.theme, imports, body, {
    name,
    call: `${name}(${sampleArgs(card, kotlinString, ' = ').join(', ')})`,
  });
}

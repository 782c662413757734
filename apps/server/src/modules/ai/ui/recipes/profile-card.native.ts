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
import { type Profile, sampleArgs } from './profile-card';

export function profileCardSwiftUi(ctx: UiContext, profile: Profile): string {
  const { name } = ctx;
  const properties = [
    'let name: String',
    ...(profile.bio ? ['let bio: String'] : []),
    ...(profile.avatar ? ['var avatarURL: URL? = nil'] : []),
    ...profile.details.map((d) => `let ${d.key}: String`),
    ...profile.buttons.map((b) => `var ${b.handler}: () -> Void = {}`),
  ];
  const rows = [
    profile.avatar
      ? 'avatar'
      : 'Capsule()\n    .fill(Theme.secondaryColor)\n    .frame(width: 48, height: 4)\n    .accessibilityHidden(true)',
    swiftHeading('name', 1.25),
    ...(profile.bio
      ? [
          `Text(bio)
    .font(.system(size: Theme.fontSize))
    .foregroundStyle(Theme.mutedTextColor)
    .multilineTextAlignment(.center)`,
        ]
      : []),
    ...profile.details.map(
      (d) => `HStack {
    Text(${swiftString(d.label)}).foregroundStyle(Theme.mutedTextColor)
    Spacer()
    Text(${d.key}).fontWeight(.semibold).foregroundStyle(Theme.textColor)
}
.font(.system(size: Theme.fontSize * 0.875))
.accessibilityElement(children: .combine)`,
    ),
    ...(profile.buttons.length
      ? [
          `HStack(spacing: Theme.spacing) {
${indent(profile.buttons.map((b, i) => swiftButton(b.label, b.handler, i === 0 ? 'primary' : 'secondary')).join('\n'), 4)}
}`,
        ]
      : []),
  ];
  const avatar = profile.avatar
    ? `

    private var avatar: some View {
        AsyncImage(url: avatarURL) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            Text(initials)
                .font(.system(size: Theme.fontSize * 1.5, weight: .bold))
                .foregroundStyle(Theme.onSecondaryColor)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Theme.secondaryColor)
        }
        .frame(width: Theme.fontSize * 4.5, height: Theme.fontSize * 4.5)
        .clipShape(Circle())
        .accessibilityLabel("\\(name)'s avatar")
    }

    private var initials: String {
        name.split(separator: " ").prefix(2).compactMap(\\.first).map { String($0) }.joined().uppercased()
    }`
    : '';
  const body = `struct ${name}: View {
${indent(properties.join('\n'), 4)}

    var body: some View {
        VStack(spacing: Theme.spacing) {
${indent(rows.join('\n'), 12)}
        }
        .padding(Theme.spacing * 2)
        .frame(maxWidth: 320)
        .overlay(RoundedRectangle(cornerRadius: 16).stroke(Theme.borderColor))
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Profile of \\(name)")
    }${avatar}
}`;
  return swiftModule(
    ctx.theme,
    ctx.name,
    body,
    `${name}(${sampleArgs(profile, swiftString, ': ').join(', ')})`,
  );
}

export function profileCardCompose(ctx: UiContext, profile: Profile): string {
  const { name } = ctx;
  const params = [
    'name: String',
    ...(profile.bio ? ['bio: String'] : []),
    ...profile.details.map((d) => `${d.key}: String`),
    'modifier: Modifier = Modifier',
    ...profile.buttons.map((b) => `${b.handler}: () -> Unit = {}`),
  ];
  const rows = [
    ...(profile.avatar
      ? [
          `Box(
    contentAlignment = Alignment.Center,
    modifier = Modifier
        .size(72.dp)
        .clip(CircleShape)
        .background(SecondaryColor)
        .semantics { contentDescription = "$name's avatar" },
) {
    Text(initials(name), color = OnSecondaryColor, fontSize = BaseFontSize * 1.5f, fontWeight = FontWeight.Bold)
}`,
        ]
      : [
          'HorizontalDivider(modifier = Modifier.width(48.dp), thickness = 4.dp, color = SecondaryColor)',
        ]),
    composeHeading('name', 1.25),
    ...(profile.bio
      ? ['Text(bio, fontSize = BaseFontSize, color = MutedTextColor, textAlign = TextAlign.Center)']
      : []),
    ...profile.details.map(
      (d) => `Row(Modifier.fillMaxWidth().semantics(mergeDescendants = true) {}) {
    Text(${kotlinString(d.label)}, fontSize = BaseFontSize * 0.875f, color = MutedTextColor)
    Spacer(Modifier.weight(1f))
    Text(${d.key}, fontSize = BaseFontSize * 0.875f, fontWeight = FontWeight.SemiBold, color = TextColor)
}`,
    ),
    ...(profile.buttons.length
      ? [
          `Row(horizontalArrangement = Arrangement.spacedBy(Spacing)) {
${indent(profile.buttons.map((b, i) => composeButton(b.label, b.handler, i === 0 ? 'primary' : 'secondary')).join('\n'), 4)}
}`,
        ]
      : []),
  ];
  const initials = profile.avatar
    ? `\n\nprivate fun initials(name: String): String =
    name.split(" ").filter { it.isNotBlank() }.take(2).joinToString("") { it.first().uppercase() }`
    : '';
  const body = `@Composable
fun ${name}(
${indent(params.map((p) => `${p},`).join('\n'), 4)}
) {
    Card(
        colors = CardDefaults.cardColors(containerColor = SurfaceColor),
        border = BorderStroke(1.dp, BorderColor),
        modifier = modifier.widthIn(max = 320.dp),
    ) {
        Column(
            horizontalAlignment = Alignment.CenterHorizontally,
            verticalArrangement = Arrangement.spacedBy(Spacing),
            modifier = Modifier
                .fillMaxWidth()
                .padding(Spacing * 2),
        ) {
${indent(rows.join('\n'), 12)}
        }
    }
}${initials}`;
  const imports = [
    ...COMPOSE_BUTTON_IMPORTS,
    'androidx.compose.ui.text.style.TextAlign',
    ...(profile.avatar
      ? [
          'androidx.compose.foundation.background',
          'androidx.compose.foundation.shape.CircleShape',
          'androidx.compose.ui.draw.clip',
        ]
      : []),
  ];
  return composeModule(ctx.theme, imports, body, {
    name,
    call: `${name}(${sampleArgs(profile, kotlinString, ' = ').join(', ')})`,
  });
}

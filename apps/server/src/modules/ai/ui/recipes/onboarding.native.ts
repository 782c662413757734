import { composeModule, indent, swiftModule } from '../ui-frameworks';
import { kotlinString, swiftString } from '../ui-literals';
import type { UiContext } from '../ui-recipe';
import { composeHeading, swiftHeading } from '../ui-snippets';
import type { Onboarding } from './onboarding';

export function onboardingSwiftUi(ctx: UiContext, onboarding: Onboarding): string {
  const { name } = ctx;
  const pages = onboarding.pages.map(
    (page) => `${name}Page(title: ${swiftString(page.title)}, body: ${swiftString(page.body)})`,
  );
  const body = `struct ${name}Page: Hashable {
    let title: String
    let body: String
}

struct ${name}: View {
    private let pages: [${name}Page] = [
${indent(pages.join(',\n'), 8)},
    ]
    private let onFinish: () -> Void
    private let onSkip: () -> Void
    @State private var index = 0

    init(onFinish: @escaping () -> Void = {}, onSkip: (() -> Void)? = nil) {
        self.onFinish = onFinish
        self.onSkip = onSkip ?? onFinish
    }

    private var isLast: Bool { index == pages.count - 1 }

    var body: some View {
        VStack(spacing: Theme.spacing) {
            Text("Step \\(index + 1) of \\(pages.count)")
                .font(.system(size: Theme.fontSize * 0.875))
                .foregroundStyle(Theme.mutedTextColor)
            TabView(selection: $index) {
                ForEach(Array(pages.enumerated()), id: \\.offset) { offset, page in
                    VStack(spacing: Theme.spacing) {
                        Text("\\(offset + 1)")
                            .font(.system(size: Theme.fontSize * 2.5, weight: .bold))
                            .foregroundStyle(Theme.onSecondaryColor)
                            .frame(width: Theme.fontSize * 6, height: Theme.fontSize * 6)
                            .background(Theme.secondaryColor)
                            .clipShape(Circle())
                            .accessibilityHidden(true)
${indent(swiftHeading('page.title'), 24)}
                        Text(page.body)
                            .font(.system(size: Theme.fontSize))
                            .foregroundStyle(Theme.mutedTextColor)
                            .multilineTextAlignment(.center)
                    }
                    .padding(Theme.spacing)
                    .tag(offset)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .accessibilityLabel("Step \\(index + 1) of \\(pages.count)")
            HStack {
                Button("Skip", action: onSkip)
                    .font(.system(size: Theme.fontSize))
                    .foregroundStyle(Theme.primaryColor)
                    .opacity(isLast ? 0 : 1)
                    .disabled(isLast)
                Spacer()
                Button(action: { if isLast { onFinish() } else { index += 1 } }) {
                    Text(isLast ? ${swiftString(onboarding.finish)} : "Next")
                        .font(.system(size: Theme.fontSize, weight: .semibold))
                        .padding(.horizontal, Theme.spacing * 1.5)
                        .padding(.vertical, Theme.spacing * 0.75)
                        .background(Theme.primaryColor)
                        .foregroundStyle(Theme.onPrimaryColor)
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                }
            }
        }
        .padding(Theme.spacing * 2)
    }
}`;
  return swiftModule(ctx.theme, ctx.name, body, `${name}()`);
}

export function onboardingCompose(ctx: UiContext, onboarding: Onboarding): string {
  const { name } = ctx;
  const pages = onboarding.pages.map(
    (page) => `${name}Page(${kotlinString(page.title)}, ${kotlinString(page.body)}),`,
  );
  const body = `data class ${name}Page(val title: String, val body: String)

private val Pages = listOf(
${indent(pages.join('\n'), 4)}
)

@Composable
fun ${name}(
    onFinish: () -> Unit,
    modifier: Modifier = Modifier,
    onSkip: () -> Unit = onFinish,
) {
    var index by remember { mutableStateOf(0) }
    val page = Pages[index]
    val isLast = index == Pages.lastIndex
    val step = "Step \${index + 1} of \${Pages.size}"
    Column(
        horizontalAlignment = Alignment.CenterHorizontally,
        verticalArrangement = Arrangement.spacedBy(Spacing),
        modifier = modifier
            .fillMaxWidth()
            .padding(Spacing * 2),
    ) {
        Text(
            step,
            fontSize = BaseFontSize * 0.875f,
            color = MutedTextColor,
            modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite },
        )
        Box(
            contentAlignment = Alignment.Center,
            modifier = Modifier
                .size(96.dp)
                .clip(CircleShape)
                .background(SecondaryColor)
                .clearAndSetSemantics {},
        ) {
            Text("\${index + 1}", color = OnSecondaryColor, fontSize = BaseFontSize * 2.5f, fontWeight = FontWeight.Bold)
        }
${indent(composeHeading('page.title'), 8)}
        Text(page.body, fontSize = BaseFontSize, color = MutedTextColor, textAlign = TextAlign.Center)
        Row(
            horizontalArrangement = Arrangement.spacedBy(Spacing / 2),
            modifier = Modifier.clearAndSetSemantics { contentDescription = step },
        ) {
            Pages.indices.forEach { i ->
                Box(
                    Modifier
                        .size(8.dp)
                        .clip(CircleShape)
                        .background(if (i == index) PrimaryColor else BorderColor),
                )
            }
        }
        Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.fillMaxWidth()) {
            if (!isLast) {
                TextButton(onClick = onSkip, colors = ButtonDefaults.textButtonColors(contentColor = PrimaryColor)) {
                    Text("Skip", fontSize = BaseFontSize)
                }
            }
            Spacer(Modifier.weight(1f))
            Button(
                onClick = {
                    if (isLast) {
                        onFinish()
                    } else {
                        index += 1
                    }
                },
                colors = ButtonDefaults.buttonColors(containerColor = PrimaryColor, contentColor = OnPrimaryColor),
                contentPadding = PaddingValues(horizontal = Spacing * 1.5f, vertical = Spacing * 0.75f),
            ) {
                Text(if (isLast) ${kotlinString(onboarding.finish)} else "Next", fontSize = BaseFontSize, fontWeight = FontWeight.SemiBold)
            }
        }
    }
}`;
  const imports = [
    'androidx.compose.foundation.background',
    'androidx.compose.foundation.shape.CircleShape',
    'androidx.compose.ui.draw.clip',
    'androidx.compose.ui.text.style.TextAlign',
  ];
  return composeModule(ctx.theme, imports, body, { name, call: `${name}(onFinish = {})` });
}

import { composeModule, indent, swiftModule } from '../ui-frameworks';
import { kotlinString, swiftString } from '../ui-literals';
import type { UiContext } from '../ui-recipe';
import { composeHeading, swiftHeading } from '../ui-snippets';
import type { Pricing } from './pricing-table';

export function pricingTableSwiftUi(ctx: UiContext, pricing: Pricing): string {
  const { name } = ctx;
  const type = `${name}Plan`;
  const samples = pricing.plans.map(
    (plan) =>
      `${type}(id: ${swiftString(plan.id)}, name: ${swiftString(plan.name)}, price: ${swiftString(plan.price)}, features: [${plan.features.map(swiftString).join(', ')}], highlighted: ${plan.highlighted})`,
  );
  const label = pricing.action ? swiftString(pricing.action) : '"Choose \\(plan.name)"';
  const accessibility = pricing.action
    ? swiftString(`${pricing.action}: `).replace(/"$/, '\\(plan.name)"')
    : '"Choose the \\(plan.name) plan"';
  const body = `struct ${type}: Identifiable {
    let id: String
    let name: String
    /// As shown, with its currency: "$12".
    let price: String
    let features: [String]
    let highlighted: Bool

    static let samples: [${type}] = [
${indent(samples.join(',\n'), 8)},
    ]
}

struct ${name}: View {
    var plans: [${type}] = ${type}.samples
    var onChoose: (${type}) -> Void = { _ in }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Theme.spacing) {
${indent(swiftHeading(swiftString(pricing.title)), 16)}
                ForEach(plans) { plan in
                    card(plan)
                }
            }
            .padding(Theme.spacing)
        }
    }

    private func card(_ plan: ${type}) -> some View {
        VStack(alignment: .leading, spacing: Theme.spacing) {
            if plan.highlighted {
                Text("Most popular")
                    .font(.system(size: Theme.fontSize * 0.75, weight: .semibold))
                    .padding(.horizontal, Theme.spacing / 2)
                    .padding(.vertical, Theme.spacing / 4)
                    .background(Theme.secondaryColor)
                    .foregroundStyle(Theme.onSecondaryColor)
                    .clipShape(Capsule())
            }
${indent(swiftHeading('plan.name', 1.25), 12)}
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text(plan.price)
                    .font(.system(size: Theme.fontSize * 2, weight: .bold))
                    .foregroundStyle(Theme.textColor)
                Text(${swiftString(pricing.period)})
                    .font(.system(size: Theme.fontSize * 0.875))
                    .foregroundStyle(Theme.mutedTextColor)
            }
            .accessibilityElement(children: .combine)
            ForEach(plan.features, id: \\.self) { feature in
                HStack(spacing: Theme.spacing / 2) {
                    Image(systemName: "checkmark")
                        .foregroundStyle(Theme.primaryColor)
                        .accessibilityHidden(true)
                    Text(feature)
                        .font(.system(size: Theme.fontSize))
                        .foregroundStyle(Theme.textColor)
                }
            }
            Button(action: { onChoose(plan) }) {
                Text(${label})
                    .font(.system(size: Theme.fontSize, weight: .semibold))
                    .frame(maxWidth: .infinity)
                    .padding(Theme.spacing)
                    .background(Theme.primaryColor)
                    .foregroundStyle(Theme.onPrimaryColor)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
            }
            .accessibilityLabel(${accessibility})
        }
        .padding(Theme.spacing * 1.5)
        .frame(maxWidth: .infinity, alignment: .leading)
        .overlay(
            RoundedRectangle(cornerRadius: 16)
                .stroke(plan.highlighted ? Theme.primaryColor : Theme.borderColor, lineWidth: plan.highlighted ? 2 : 1)
        )
    }
}`;
  return swiftModule(ctx.theme, ctx.name, body, `${name}()`);
}

export function pricingTableCompose(ctx: UiContext, pricing: Pricing): string {
  const { name } = ctx;
  const type = `${name}Plan`;
  const samples = pricing.plans.map(
    (plan) =>
      `${type}(${kotlinString(plan.id)}, ${kotlinString(plan.name)}, ${kotlinString(plan.price)}, listOf(${plan.features.map(kotlinString).join(', ')}), highlighted = ${plan.highlighted})`,
  );
  const label = pricing.action ? kotlinString(pricing.action) : '"Choose ${plan.name}"';
  const accessibility = pricing.action
    ? kotlinString(`${pricing.action}: `).replace(/"$/, '${plan.name}"')
    : '"Choose the ${plan.name} plan"';
  const body = `data class ${type}(
    val id: String,
    val name: String,
    /** As shown, with its currency: "$12". */
    val price: String,
    val features: List<String>,
    val highlighted: Boolean = false,
)

private val SamplePlans = listOf(
${indent(samples.join(',\n'), 4)},
)

@Composable
fun ${name}(
    onChoose: (${type}) -> Unit,
    modifier: Modifier = Modifier,
    plans: List<${type}> = SamplePlans,
) {
    Column(
        verticalArrangement = Arrangement.spacedBy(Spacing),
        modifier = modifier
            .fillMaxWidth()
            .verticalScroll(rememberScrollState())
            .padding(Spacing),
    ) {
${indent(composeHeading(kotlinString(pricing.title)), 8)}
        plans.forEach { plan ->
            Card(
                colors = CardDefaults.cardColors(containerColor = SurfaceColor),
                border = BorderStroke(if (plan.highlighted) 2.dp else 1.dp, if (plan.highlighted) PrimaryColor else BorderColor),
                modifier = Modifier.fillMaxWidth(),
            ) {
                Column(
                    verticalArrangement = Arrangement.spacedBy(Spacing),
                    modifier = Modifier.padding(Spacing * 1.5f),
                ) {
                    if (plan.highlighted) {
                        Text(
                            "Most popular",
                            color = OnSecondaryColor,
                            fontSize = BaseFontSize * 0.75f,
                            fontWeight = FontWeight.SemiBold,
                            modifier = Modifier
                                .background(SecondaryColor, RoundedCornerShape(50))
                                .padding(horizontal = Spacing / 2, vertical = Spacing / 4),
                        )
                    }
${indent(composeHeading('plan.name', 1.25), 20)}
                    Row(
                        verticalAlignment = Alignment.Bottom,
                        modifier = Modifier.semantics(mergeDescendants = true) {},
                    ) {
                        Text(plan.price, fontSize = BaseFontSize * 2f, fontWeight = FontWeight.Bold, color = TextColor)
                        Text(${kotlinString(pricing.period)}, fontSize = BaseFontSize * 0.875f, color = MutedTextColor)
                    }
                    plan.features.forEach { feature ->
                        Row(horizontalArrangement = Arrangement.spacedBy(Spacing / 2)) {
                            Text("✓", color = PrimaryColor, fontWeight = FontWeight.Bold, modifier = Modifier.clearAndSetSemantics {})
                            Text(feature, fontSize = BaseFontSize, color = TextColor)
                        }
                    }
                    Button(
                        onClick = { onChoose(plan) },
                        colors = ButtonDefaults.buttonColors(containerColor = PrimaryColor, contentColor = OnPrimaryColor),
                        contentPadding = PaddingValues(Spacing),
                        modifier = Modifier
                            .fillMaxWidth()
                            .semantics { contentDescription = ${accessibility} },
                    ) {
                        Text(${label}, fontSize = BaseFontSize, fontWeight = FontWeight.SemiBold)
                    }
                }
            }
        }
    }
}`;
  const imports = [
    'androidx.compose.foundation.BorderStroke',
    'androidx.compose.foundation.background',
    'androidx.compose.foundation.rememberScrollState',
    'androidx.compose.foundation.shape.RoundedCornerShape',
    'androidx.compose.foundation.verticalScroll',
  ];
  return composeModule(ctx.theme, imports, body, { name, call: `${name}(onChoose = {})` });
}

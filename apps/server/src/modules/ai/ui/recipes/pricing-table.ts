import { reactModule } from '../ui-frameworks';
import { jsString, jsxText } from '../ui-literals';
import { displayLabel, uniqueIdentifiers } from '../ui-names';
import { defineUiRecipe, listed, THEME_NOTE, type UiContext } from '../ui-recipe';
import { webStyles } from '../ui-snippets';
import { pricingTableCompose, pricingTableSwiftUi } from './pricing-table.native';

const PRICE = /\(?\s*(?:at|for)?\s*([$€£])\s?(\d+(?:[.,]\d{1,2})?)(?:\s*\/\s*\w+)?\s*\)?/;
const FREE = /\b(?:free|basic|starter|hobby)\b/i;
const PAID_PRICES = [12, 29, 59, 99, 149, 199, 299, 399, 499, 699, 899, 999];
const FEATURES = [
  'Core features',
  'Email support',
  'Unlimited projects',
  'Priority support',
  'Team management',
  'Single sign-on',
  'Audit log',
  'Dedicated manager',
];

const nextPrice = (floor: number) =>
  String(PAID_PRICES.find((price) => price > floor) ?? Math.ceil(floor * 1.5));

export interface Plan {
  id: string;
  name: string;
  /** As shown: "$12". */
  price: string;
  features: string[];
  highlighted: boolean;
}

export interface Pricing {
  title: string;
  period: string;
  /** The description's button label; null shows "Choose <plan>". */
  action: string | null;
  plans: Plan[];
}

export function pricingOf({ words, description }: UiContext): Pricing {
  const items = words.items.length > 0 ? words.items : ['Free', 'Pro', 'Team'];
  const currency = /€/.test(description) ? '€' : /£/.test(description) ? '£' : '$';
  const names = items.map((item) => displayLabel(item.replace(PRICE, '').trim()) || 'Plan');
  const ids = uniqueIdentifiers(names);
  const popular = names.findIndex((plan) => /\b(?:pro|popular|recommended|plus)\b/i.test(plan));
  const highlighted = popular >= 0 ? popular : Math.floor(names.length / 2);
  // Prices the description leaves out climb from the last one, so a later plan never costs less.
  let floor = -1;
  return {
    title: words.title ?? 'Pricing',
    period: /\b(?:year|yearly|annual|annually)\b/i.test(description) ? '/year' : '/month',
    action: words.buttons[0] ? displayLabel(words.buttons[0]) : null,
    plans: names.map((name, i) => {
      const stated = PRICE.exec(items[i] ?? '');
      const amount = stated?.[2] ?? (FREE.test(name) && floor < 0 ? '0' : nextPrice(floor));
      floor = Math.max(floor, Number(amount.replace(',', '.')));
      return {
        id: ids[i] ?? `plan${i}`,
        name,
        price: `${stated?.[1] ?? currency}${amount}`,
        features: FEATURES.slice(0, Math.min(2 + i, FEATURES.length)),
        highlighted: names.length > 1 && i === highlighted,
      };
    }),
  };
}

function web(ctx: UiContext, pricing: Pricing): string {
  const { name } = ctx;
  const type = `${name}Plan`;
  const styles = webStyles(['heading', 'primaryButton', 'secondaryButton'], {
    section: `{ padding: theme.spacing, fontFamily: 'system-ui, sans-serif', color: theme.textColor }`,
    grid: `{
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: theme.spacing,
    marginTop: theme.spacing,
  }`,
    plan: `{
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing,
    padding: theme.spacing * 1.5,
    border: \`1px solid \${theme.borderColor}\`,
    borderRadius: 16,
    background: theme.surfaceColor,
  }`,
    highlighted: `{ border: \`2px solid \${theme.primaryColor}\` }`,
    badge: `{
    alignSelf: 'flex-start',
    padding: \`\${theme.spacing / 4}px \${theme.spacing / 2}px\`,
    borderRadius: 999,
    background: theme.secondaryColor,
    color: theme.onSecondaryColor,
    fontSize: theme.fontSize * 0.75,
    fontWeight: 600,
  }`,
    planName: `{ margin: 0, fontSize: theme.fontSize * 1.25 }`,
    price: `{ margin: 0, display: 'flex', alignItems: 'baseline', gap: 2 }`,
    amount: `{ fontSize: theme.fontSize * 2, fontWeight: 700 }`,
    period: `{ fontSize: theme.fontSize * 0.875, color: theme.mutedTextColor }`,
    features: `{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.spacing / 2, flex: 1 }`,
    feature: `{ display: 'flex', gap: theme.spacing / 2, fontSize: theme.fontSize }`,
    check: `{ color: theme.primaryColor, fontWeight: 700 }`,
  });
  const plans = pricing.plans
    .map(
      (plan) => `  {
    id: ${jsString(plan.id)},
    name: ${jsString(plan.name)},
    price: ${jsString(plan.price)},
    features: [${plan.features.map(jsString).join(', ')}],
    highlighted: ${plan.highlighted},
  },`,
    )
    .join('\n');
  const label = pricing.action ? jsxText(pricing.action) : '{`Choose ${plan.name}`}';
  const ariaLabel = pricing.action
    ? `\n                aria-label={\`${pricing.action.replace(/[`$\\]/g, '\\$&')}: \${plan.name}\`}`
    : '';
  return reactModule(
    ctx.theme,
    ['useId'],
    `${styles}

export interface ${type} {
  id: string;
  name: string;
  /** As shown, with its currency: "$12". */
  price: string;
  features: string[];
  highlighted: boolean;
}

export const PLANS: ${type}[] = [
${plans}
];

export interface ${name}Props {
  plans?: ${type}[];
  onChoose: (plan: ${type}) => void;
}

export function ${name}({ plans = PLANS, onChoose }: ${name}Props) {
  const id = useId();
  return (
    <section aria-labelledby={\`\${id}-title\`} style={styles.section}>
      <h2 id={\`\${id}-title\`} style={styles.heading}>
        ${jsxText(pricing.title)}
      </h2>
      <div style={styles.grid}>
        {plans.map((plan) => (
          <article
            key={plan.id}
            aria-labelledby={\`\${id}-\${plan.id}\`}
            style={plan.highlighted ? { ...styles.plan, ...styles.highlighted } : styles.plan}
          >
            {plan.highlighted && <span style={styles.badge}>Most popular</span>}
            <h3 id={\`\${id}-\${plan.id}\`} style={styles.planName}>
              {plan.name}
            </h3>
            <p style={styles.price}>
              <span style={styles.amount}>{plan.price}</span>
              <span style={styles.period}>${jsxText(pricing.period)}</span>
            </p>
            <ul style={styles.features}>
              {plan.features.map((feature) => (
                <li key={feature} style={styles.feature}>
                  <span aria-hidden="true" style={styles.check}>
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => onChoose(plan)}${ariaLabel}
              style={plan.highlighted ? styles.primaryButton : styles.secondaryButton}
            >
              ${label}
            </button>
          </article>
        ))}
      </div>
    </section>
  );
}`,
  );
}

export const pricingTable = defineUiRecipe({
  id: 'pricing-table',
  title: 'Pricing table',
  defaultName: 'PricingTable',
  triggers: [
    /\bpricing\b/i,
    /\bprices?\b/i,
    /\bplans?\b|\btiers?\b/i,
    /\bsubscri(?:be|ption)s?\b/i,
    /\bper month\b|\/mo(?:nth)?\b/i,
  ],
  code: {
    web: (ctx) => web(ctx, pricingOf(ctx)),
    ios: (ctx) => pricingTableSwiftUi(ctx, pricingOf(ctx)),
    android: (ctx) => pricingTableCompose(ctx, pricingOf(ctx)),
  },
  explain: (ctx) => {
    const pricing = pricingOf(ctx);
    const plans = pricing.plans.map((plan) => `${plan.name} (${plan.price}${pricing.period})`);
    const popular = pricing.plans.find((plan) => plan.highlighted);
    const a11y = {
      web: 'each plan is an <article> named by its <h3>, features are a list with the check marks aria-hidden, buttons are <button>s',
      ios: 'plan names are headers, price and period are read together, check marks are hidden from VoiceOver, each button names its plan',
      android:
        'plan names are heading()s, price and period are merged, check marks are cleared from semantics, each button names its plan',
    }[ctx.platform];
    return `${ctx.name} shows ${pricing.plans.length} plans: ${listed(plans)}${popular ? `, with ${popular.name} marked "Most popular"` : ''}. Prices and features are sample data to replace; onChoose receives the chosen plan. Accessibility: ${a11y}. ${THEME_NOTE}`;
  },
});

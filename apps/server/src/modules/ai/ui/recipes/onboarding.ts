import { reactModule } from '../ui-frameworks';
import { jsString } from '../ui-literals';
import { displayLabel } from '../ui-names';
import { defineUiRecipe, listed, THEME_NOTE, type UiContext } from '../ui-recipe';
import { webStyles } from '../ui-snippets';
import { onboardingCompose, onboardingSwiftUi } from './onboarding.native';

const DEFAULT_TITLES = ['Welcome', 'Discover', 'Stay on track', 'Get reminders', 'You are all set'];
const BODIES = [
  'Everything you need, in one place.',
  'Find your way around in a few taps.',
  'Keep track of what matters to you.',
  'We nudge you at the right moment, never more.',
  'You can change any of this later in Settings.',
];
const MAX_PAGES = 8;

export interface Onboarding {
  pages: { title: string; body: string }[];
  finish: string;
}

export function onboardingOf({ words }: UiContext): Onboarding {
  const count = Math.min(Math.max(words.count ?? 3, 2), MAX_PAGES);
  const titles =
    words.items.length > 0
      ? words.items.map(displayLabel)
      : Array.from({ length: count }, (_, i) =>
          i === count - 1 ? 'You are all set' : (DEFAULT_TITLES[i] ?? `Step ${i + 1}`),
        );
  return {
    pages: titles.map((title, i) => ({ title, body: BODIES[i % BODIES.length] ?? '' })),
    finish: displayLabel(words.buttons[0] ?? 'Get started'),
  };
}

function web(ctx: UiContext, onboarding: Onboarding): string {
  const { name } = ctx;
  const styles = webStyles(['heading', 'primaryButton', 'linkButton'], {
    screen: `{
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.spacing,
    maxWidth: 400,
    padding: theme.spacing * 2,
    fontFamily: 'system-ui, sans-serif',
    textAlign: 'center',
    color: theme.textColor,
  }`,
    step: `{ margin: 0, fontSize: theme.fontSize * 0.875, color: theme.mutedTextColor }`,
    illustration: `{
    display: 'grid',
    placeItems: 'center',
    width: theme.fontSize * 6,
    height: theme.fontSize * 6,
    borderRadius: '50%',
    background: theme.secondaryColor,
    color: theme.onSecondaryColor,
    fontSize: theme.fontSize * 2.5,
    fontWeight: 700,
  }`,
    body: `{ margin: 0, fontSize: theme.fontSize, color: theme.mutedTextColor }`,
    dots: `{ display: 'flex', gap: theme.spacing / 2 }`,
    dot: `{ width: 8, height: 8, borderRadius: '50%', background: theme.borderColor }`,
    activeDot: `{ width: 8, height: 8, borderRadius: '50%', background: theme.primaryColor }`,
    actions: `{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', width: '100%' }`,
  });
  const pages = onboarding.pages
    .map((page) => `  { title: ${jsString(page.title)}, body: ${jsString(page.body)} },`)
    .join('\n');
  return reactModule(
    ctx.theme,
    ['useId', 'useState'],
    `${styles}

const PAGES = [
${pages}
] as const;

export interface ${name}Props {
  onFinish: () => void;
  /** Defaults to onFinish. */
  onSkip?: () => void;
}

export function ${name}({ onFinish, onSkip = onFinish }: ${name}Props) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const page = PAGES[index] ?? PAGES[0];
  const last = index === PAGES.length - 1;

  return (
    <section aria-roledescription="carousel" aria-labelledby={\`\${id}-title\`} style={styles.screen}>
      <p aria-live="polite" style={styles.step}>
        Step {index + 1} of {PAGES.length}
      </p>
      <div aria-hidden="true" style={styles.illustration}>
        {index + 1}
      </div>
      <h2 id={\`\${id}-title\`} style={styles.heading}>
        {page.title}
      </h2>
      <p style={styles.body}>{page.body}</p>
      <div aria-hidden="true" style={styles.dots}>
        {PAGES.map((item, i) => (
          <span key={item.title} style={i === index ? styles.activeDot : styles.dot} />
        ))}
      </div>
      <div style={styles.actions}>
        <button
          type="button"
          onClick={onSkip}
          style={{ ...styles.linkButton, visibility: last ? 'hidden' : 'visible' }}
        >
          Skip
        </button>
        <button
          type="button"
          onClick={() => (last ? onFinish() : setIndex(index + 1))}
          style={styles.primaryButton}
        >
          {last ? ${jsString(onboarding.finish)} : 'Next'}
        </button>
      </div>
    </section>
  );
}`,
  );
}

export const onboarding = defineUiRecipe({
  id: 'onboarding',
  title: 'Onboarding',
  defaultName: 'Onboarding',
  triggers: [
    /\bonboarding\b|\bon-boarding\b/i,
    /\bwalk ?through\b|\bintro(?:duction)? (?:screens?|slides?|pages?)\b/i,
    /\bwelcome (?:screens?|flow|slides?)\b/i,
    /\b(?:steps?|slides?|pager|carousel)\b/i,
  ],
  code: {
    web: (ctx) => web(ctx, onboardingOf(ctx)),
    ios: (ctx) => onboardingSwiftUi(ctx, onboardingOf(ctx)),
    android: (ctx) => onboardingCompose(ctx, onboardingOf(ctx)),
  },
  explain: (ctx) => {
    const model = onboardingOf(ctx);
    const a11y = {
      web: 'a carousel <section> named by the page title, "Step n of N" in a polite live region so screen readers hear each change, decorative dots aria-hidden',
      ios: 'the page title is a header, the step indicator reads "Step n of N", the artwork is hidden from VoiceOver',
      android:
        'the page title is a heading(), "Step n of N" is a polite live region, the dots are one "Step n of N" description',
    }[ctx.platform];
    return `${ctx.name}: ${model.pages.length} onboarding pages (${listed(model.pages.map((page) => page.title))}) with Skip, Next and "${model.finish}" on the last page, calling onFinish or onSkip. Accessibility: ${a11y}. ${THEME_NOTE}`;
  },
});

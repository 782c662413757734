import type { GenerateUiBody, UiPlatform } from '@appforge/shared/contracts/ai';
import { describe, expect, it } from 'vitest';
import { checkSyntax } from '../syntax/check-syntax';
import { UI_CATALOGUE } from './ui-catalogue';
import { generateBuiltInUi } from './ui-generator';
import { matchUiRecipe } from './ui-matcher';

const PLATFORMS: UiPlatform[] = ['web', 'ios', 'android'];
const LANGUAGE = { web: 'typescript', ios: 'swift', android: 'kotlin' } as const;
const EXTENSION = { web: 'tsx', ios: 'swift', android: 'kt' } as const;

const VIOLET = { primaryColor: '#7C3AED', secondaryColor: '#F59E0B', fontSize: 16, spacing: 12 };
const GREEN = { primaryColor: '#10b981', secondaryColor: '#0EA5E9', fontSize: 20, spacing: 8 };

/** Per recipe: a description, and words of it each rendering must show. */
const EXAMPLES: Record<string, { description: string; words: string[] }> = {
  'login-form': {
    description: 'a login form with username, password and a "Continue" button',
    words: ['Username', 'Password', 'Continue'],
  },
  'profile-card': {
    description: 'a profile card with avatar, name, bio and a follow button',
    words: ['Follow', 'onFollow', 'bio', 'name'],
  },
  'settings-screen': {
    description: 'settings screen with notifications, dark mode and language',
    words: ['Notifications', 'Dark mode', 'Language'],
  },
  'list-rows': {
    description: 'a list of contacts with name and phone',
    words: ['Contact', 'phone', 'No contacts yet.'],
  },
  'pricing-table': {
    description: 'pricing table with Free, Pro and Team plans',
    words: ['Free', 'Pro', 'Team'],
  },
  'empty-state': {
    description: 'an empty state for messages with a "Start chatting" button',
    words: ['No messages yet', 'Start chatting'],
  },
  'tab-bar': {
    description: 'a tab bar with Home, Search and Profile tabs',
    words: ['Home', 'Search', 'Profile'],
  },
  onboarding: {
    description: 'onboarding with 3 steps: Welcome, Track habits, Get reminders',
    words: ['Welcome', 'Track habits', 'Get reminders'],
  },
  'form-fields': {
    description: 'a contact form with name, email and message fields and a Send button',
    words: ['Name', 'Email', 'Message', 'Send'],
  },
  card: {
    description: 'a card with an image, title, description and a Read more button',
    words: ['Read more', 'onReadMore'],
  },
  button: { description: 'a primary button labelled "Save changes"', words: ['Save changes'] },
  dialog: {
    description: 'a confirmation dialog titled "Delete file?" with Cancel and Delete buttons',
    words: ['Delete file?', 'Cancel', 'Delete'],
  },
};

const body = (component: string, platform: UiPlatform, theme = VIOLET): GenerateUiBody => ({
  platform,
  component,
  props: {},
  theme,
});

const cases = UI_CATALOGUE.flatMap((recipe) =>
  PLATFORMS.map((platform) => [recipe.id, platform] as const),
);
const generated = (id: string, platform: UiPlatform, theme = VIOLET) => {
  const example = EXAMPLES[id];
  if (!example) throw new Error(`No example for ${id}`);
  return generateBuiltInUi(body(example.description, platform, theme));
};

describe('generateBuiltInUi', () => {
  it('has an example for every recipe, matched to that recipe', () => {
    for (const recipe of UI_CATALOGUE) {
      expect(matchUiRecipe(EXAMPLES[recipe.id]?.description ?? '')?.id).toBe(recipe.id);
    }
  });

  it.each(cases)('%s for %s parses', async (id, platform) => {
    const answer = generated(id, platform);
    expect(answer.success).toBe(true);
    expect(await checkSyntax(LANGUAGE[platform], answer.code, { jsx: platform === 'web' })).toEqual(
      [],
    );
    // The recipe's bare defaults (no items, no buttons) parse as well.
    const bare = generateBuiltInUi(body(UI_CATALOGUE.find((r) => r.id === id)!.title, platform));
    expect(bare.success).toBe(true);
    expect(await checkSyntax(LANGUAGE[platform], bare.code, { jsx: platform === 'web' })).toEqual(
      [],
    );
  });

  it.each(PLATFORMS)('a broken %s rendering is caught by the parse check', async (platform) => {
    const { code } = generated('login-form', platform);
    // What a recipe bug looks like: one closing brace too few.
    const broken = code.slice(0, code.lastIndexOf('}')) + code.slice(code.lastIndexOf('}') + 1);
    const problems = await checkSyntax(LANGUAGE[platform], broken, { jsx: platform === 'web' });
    expect(problems.length).toBeGreaterThan(0);
  });

  const themeMarkers = {
    web: (t: typeof VIOLET) => [
      `primaryColor: '${t.primaryColor.toUpperCase()}'`,
      `secondaryColor: '${t.secondaryColor.toUpperCase()}'`,
      `fontSize: ${t.fontSize},`,
      `spacing: ${t.spacing},`,
    ],
    ios: (t: typeof VIOLET) =>
      t === VIOLET
        ? [
            'Color(red: 0.486, green: 0.227, blue: 0.929) // #7C3AED',
            'Color(red: 0.961, green: 0.620, blue: 0.043) // #F59E0B',
            'fontSize: CGFloat = 16',
            'spacing: CGFloat = 12',
          ]
        : [
            'Color(red: 0.063, green: 0.725, blue: 0.506) // #10B981',
            'Color(red: 0.055, green: 0.647, blue: 0.914) // #0EA5E9',
            'fontSize: CGFloat = 20',
            'spacing: CGFloat = 8',
          ],
    android: (t: typeof VIOLET) => [
      `Color(0xFF${t.primaryColor.slice(1).toUpperCase()})`,
      `Color(0xFF${t.secondaryColor.slice(1).toUpperCase()})`,
      `BaseFontSize = ${t.fontSize}.sp`,
      `Spacing = ${t.spacing}.dp`,
    ],
  };

  it.each(cases)('%s for %s uses the theme it is given', (id, platform) => {
    const violet = generated(id, platform, VIOLET).code;
    const green = generated(id, platform, GREEN).code;
    for (const marker of themeMarkers[platform](VIOLET)) {
      expect(violet).toContain(marker);
      expect(green).not.toContain(marker);
    }
    for (const marker of themeMarkers[platform](GREEN)) expect(green).toContain(marker);
    // The constants are used, not only declared (the Compose declaration is one of the matches).
    const uses = {
      web: [
        /theme\.primaryColor\b/g,
        /theme\.secondaryColor\b/g,
        /theme\.fontSize\b/g,
        /theme\.spacing\b/g,
      ],
      ios: [
        /Theme\.primaryColor\b/g,
        /Theme\.secondaryColor\b/g,
        /Theme\.fontSize\b/g,
        /Theme\.spacing\b/g,
      ],
      android: [/\bPrimaryColor\b/g, /\bSecondaryColor\b/g, /\bBaseFontSize\b/g, /\bSpacing\b/g],
    }[platform];
    const least = platform === 'android' ? 2 : 1;
    for (const use of uses)
      expect(violet.match(use)?.length ?? 0, String(use)).toBeGreaterThanOrEqual(least);
  });

  it.each(cases)('%s for %s carries accessibility markers', (id, platform) => {
    const { code } = generated(id, platform);
    const markers = {
      web: /aria-[a-z]+=|htmlFor=|role="/,
      ios: /\.accessibility(?:Label|AddTraits|Hidden|Element|Hint)\(/,
      android: /semantics|contentDescription|role = Role\./,
    };
    expect(code).toMatch(markers[platform]);
    const heading = { web: /<h[1-6]\b/, ios: /\.isHeader/, android: /heading\(\)/ };
    if (id !== 'button' && !(id === 'tab-bar' && platform !== 'ios')) {
      expect(code).toMatch(heading[platform]);
    }
    if (platform === 'web' && id !== 'tab-bar') expect(code).toMatch(/<button\b/);
  });

  it('makes the web dialog a modal dialog and labels every web input', () => {
    const dialog = generated('dialog', 'web').code;
    expect(dialog).toContain('role="dialog"');
    expect(dialog).toContain('aria-modal="true"');
    const form = generated('form-fields', 'web').code;
    const inputs = form.match(/<(?:input|textarea)\b/g)?.length ?? 0;
    expect(form.match(/<label htmlFor=/g)?.length).toBe(inputs);
  });

  it.each(cases)('%s for %s shows the words of the description', (id, platform) => {
    const { code } = generated(id, platform);
    for (const word of EXAMPLES[id]?.words ?? []) expect(code).toContain(word);
  });

  it('names the component and its file after the description, in every framework', () => {
    for (const platform of PLATFORMS) {
      const answer = generateBuiltInUi(body('a team profile card with name and role', platform));
      expect(answer.files).toEqual([
        { path: `TeamProfileCard.${EXTENSION[platform]}`, content: answer.code },
      ]);
    }
    expect(generateBuiltInUi(body('a dialog', 'ios')).files[0]?.path).toBe('ConfirmDialog.swift');
    expect(generateBuiltInUi(body('a list', 'web')).code).toContain('export function ItemList(');
  });

  it("keeps a description's awkward characters inside string literals", async () => {
    const description = 'a card titled "Say \\"hi\\" for $5 {now} <b>" with a \'C:\\temp\' button';
    for (const platform of PLATFORMS) {
      const answer = generateBuiltInUi(body(description, platform));
      expect(
        await checkSyntax(LANGUAGE[platform], answer.code, { jsx: platform === 'web' }),
      ).toEqual([]);
    }
  });

  it('answers the same request with the same code', () => {
    const request = body(EXAMPLES['pricing-table']!.description, 'android');
    expect(generateBuiltInUi(request)).toEqual(generateBuiltInUi(request));
  });

  it('says what it covers, and which settings add a language model, for anything else', () => {
    const answer = generateBuiltInUi(body('write me a sonnet about the sea', 'web'));
    expect(answer).toMatchObject({ success: false, code: '', files: [] });
    for (const recipe of UI_CATALOGUE) expect(answer.error).toContain(recipe.title.toLowerCase());
    expect(answer.error).toMatch(/LLM_BASE_URL, LLM_MODEL and LLM_API_KEY/);
  });
});

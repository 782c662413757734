import type { AppSpec, Feature } from '@appforge/codegen/app-spec';
import type { RecordFact } from './facts';
import { listed, withArticle } from './text';

/** A catalogue feature as a plain benefit, true to what the generated app does with it. */
export interface FeatureFact {
  id: Feature;
  title: string;
  /** How a sentence names it: "comes with search, a calendar and offline use". */
  phrase: string;
  benefit: string;
}

interface BenefitContext {
  plural: string;
  singular: string;
  dated: string;
  period: string;
  choices: string;
}

const BENEFITS: Record<
  Feature,
  { title: string; phrase: string; benefit: (context: BenefitContext) => string }
> = {
  search: {
    title: 'Search',
    phrase: 'search',
    benefit: ({ plural }) => `Type a few letters to find any of your ${plural} straight away.`,
  },
  filters: {
    title: 'Filters',
    phrase: 'filters',
    benefit: ({ plural, choices }) => `Narrow a list of ${plural} down by ${choices} with one tap.`,
  },
  favorites: {
    title: 'Favourites',
    phrase: 'favourites',
    benefit: ({ plural }) => `Star the ${plural} you care about most and show only those.`,
  },
  sorting: {
    title: 'Sorting',
    phrase: 'sorting',
    benefit: ({ plural }) => `Change the order of your ${plural} whenever you like.`,
  },
  stats: {
    title: 'Stats',
    phrase: 'a stats screen',
    benefit: ({ period }) =>
      `Counts, totals and averages worked out from what you enter${period}, so you see how things add up.`,
  },
  reminders: {
    title: 'Calendar',
    phrase: 'a calendar',
    benefit: ({ dated }) =>
      `See your ${dated} by date on a calendar, so nothing coming up slips by.`,
  },
  tags: {
    title: 'Tags',
    phrase: 'tags',
    benefit: ({ plural }) => `Label ${plural} with your own words and find them again by tag.`,
  },
  darkMode: {
    title: 'Dark mode',
    phrase: 'dark mode',
    benefit: () => 'Switch to a dark look in Settings, easier on the eyes at night.',
  },
  onboarding: {
    title: 'Welcome screens',
    phrase: 'welcome screens',
    benefit: () => 'A short introduction the first time you open the app, shown again on request.',
  },
  profile: {
    title: 'Profile',
    phrase: 'a profile',
    benefit: () => 'Put your name in the app so it feels like yours.',
  },
  settings: {
    title: 'Settings',
    phrase: 'a settings screen',
    benefit: () => 'One screen for your preferences and for clearing what the app keeps.',
  },
  offline: {
    title: 'Works offline',
    phrase: 'offline use',
    benefit: () =>
      'Everything is saved on your phone, so the app works without a connection and needs no account.',
  },
  sharing: {
    title: 'Sharing',
    phrase: 'sharing',
    benefit: ({ singular }) =>
      `Send ${withArticle(singular)} to anyone through your phone's share sheet, as text.`,
  },
};

export function featureFacts(
  features: Feature[],
  records: RecordFact[],
  spec: AppSpec,
): FeatureFact[] {
  const dated = spec.entities.find((entity) =>
    entity.fields.some((field) => field.type === 'date' || field.type === 'datetime'),
  );
  const datedRecord = records[spec.entities.findIndex((entity) => entity === dated)];
  const choices = spec.entities.flatMap((entity) =>
    entity.fields
      .filter((field) => field.type === 'enum')
      .map((field) => field.label.toLowerCase()),
  );
  const context: BenefitContext = {
    plural:
      records.length > 0
        ? listed(
            records.map((record) => record.lowerPlural),
            'or',
          )
        : 'records',
    singular: records[0]?.lowerSingular ?? 'record',
    dated: datedRecord?.lowerPlural ?? 'records',
    period: spec.statsPeriod ? `, by ${spec.statsPeriod}` : '',
    choices: listed([...choices, ...(features.includes('tags') ? ['tag'] : [])].slice(0, 4), 'or'),
  };
  // The lists filter by choice fields and tags: with neither, the feature shows nothing.
  const shown = features.filter((feature) => feature !== 'filters' || context.choices !== '');
  return shown.map((id) => ({
    id,
    title: BENEFITS[id].title,
    phrase: BENEFITS[id].phrase,
    benefit: BENEFITS[id].benefit(context),
  }));
}

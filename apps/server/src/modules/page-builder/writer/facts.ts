import type { AppSpec, Entity, Feature, Field, Screen } from '@appforge/codegen/app-spec';
import { CATEGORIES } from '@appforge/codegen/understand/vocabulary/categories';
import { featureFacts, type FeatureFact } from './feature-benefits';
import type { PageSource } from './page-source';
import { capitalise, listed, oneLine, sentence, truncateWords, withArticle, wordsOf } from './text';

/** What the pages say about the app, in human words, derived once from the page source. */

export interface FieldFact {
  label: string;
  /** "number in min", "one of Easy, Medium or Hard", "photo". */
  kind: string;
  required: boolean;
}

export interface RecordFact {
  /** "Game night" */
  singular: string;
  /** "Game nights" */
  plural: string;
  lowerSingular: string;
  lowerPlural: string;
  /** As the app's buttons name it ("Game Night": "Add Game Night"). */
  appLabel: string;
  /** The title of its list screen ("Game Nights"). */
  listTitle: string;
  fields: FieldFact[];
}

export interface ScreenFact {
  title: string;
  kind: Screen['kind'];
  /** One sentence on what the screen shows. */
  summary: string;
  /** The record type a list, detail, form, calendar or places screen shows. */
  record?: RecordFact;
}

export interface AppFacts {
  name: string;
  description: string;
  categoryLabel: string | null;
  /** "a health & fitness app", or "an app" without a category. */
  categoryPhrase: string;
  platforms: string[];
  /** "iPhone and Android phones". */
  platformText: string;
  style: string;
  theme: PageSource['theme'];
  /** Null when the app has not been generated yet. */
  spec: AppSpec | null;
  records: RecordFact[];
  screens: ScreenFact[];
  features: FeatureFact[];
  /** What the person asked for, when there is no generated app to describe. */
  plannedFeatures: string[];
  /** "Recipe photo": picture fields, by record type. */
  photoFields: string[];
  /** Dark mode, a profile name or the introduction's state are kept as settings on the device. */
  keepsSettings: boolean;
  hasSettingsScreen: boolean;
}

const PLATFORMS: Record<PageSource['platform'], string[]> = {
  ios: ['iPhone'],
  android: ['Android'],
  both: ['iPhone', 'Android'],
};

const PLATFORM_TEXT: Record<PageSource['platform'], string> = {
  ios: 'iPhone',
  android: 'Android phones',
  both: 'iPhone and Android phones',
};

function categoryLabelOf(category: string | null): string | null {
  if (!category || category === 'custom') return null;
  return (
    CATEGORIES.find((entry) => entry.id === category)?.label ?? wordsOf(category.replace(/_/g, ' '))
  );
}

function fieldKind(field: Field, entities: Entity[]): string {
  const unit = field.unit ? ` in ${field.unit}` : '';
  switch (field.type) {
    case 'text':
      return 'text';
    case 'longText':
      return 'longer text';
    case 'number':
      return `number${unit}`;
    case 'currency':
      return field.unit ? `amount in ${field.unit}` : 'amount';
    case 'boolean':
      return 'yes or no';
    case 'date':
      return 'date';
    case 'datetime':
      return 'date and time';
    case 'enum':
      return field.options ? `one of ${listed(field.options, 'or')}` : 'a choice';
    case 'rating':
      return 'star rating';
    case 'imageUrl':
      return 'photo from your library or a web link';
    case 'location':
      return 'place or address, as text';
    case 'relation': {
      const target = entities.find((entity) => entity.name === field.relation);
      return `link to ${withArticle((target ? wordsOf(target.name) : 'record').toLowerCase())}`;
    }
    case 'email':
      return 'email address';
    case 'url':
      return 'web address';
    case 'phone':
      return 'phone number';
  }
}

const spaced = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

function recordFact(entity: Entity, spec: AppSpec): RecordFact {
  const singular = wordsOf(entity.name);
  const plural = wordsOf(entity.pluralName);
  const entities = spec.entities;
  const list = spec.screens.find(
    (screen) => screen.kind === 'list' && screen.entity === entity.name,
  );
  return {
    singular,
    plural,
    lowerSingular: singular.toLowerCase(),
    lowerPlural: plural.toLowerCase(),
    appLabel: spaced(entity.name),
    listTitle: list?.title ?? spaced(entity.pluralName),
    fields: entity.fields.map((field) => ({
      label: field.label,
      kind: fieldKind(field, entities),
      required: field.required,
    })),
  };
}

const LIST_TOOLS: [Feature, string][] = [
  ['search', 'search'],
  ['filters', 'filters'],
  ['favorites', 'a favourites filter'],
  ['sorting', 'a choice of order'],
];

function screenSummary(screen: Screen, spec: AppSpec, records: Map<string, RecordFact>): string {
  const record = screen.entity ? records.get(screen.entity) : undefined;
  const plural = record?.lowerPlural ?? 'records';
  const singular = record?.lowerSingular ?? 'record';
  switch (screen.kind) {
    case 'list': {
      const tools = LIST_TOOLS.filter(([feature]) => spec.features.includes(feature)).map(
        ([, tool]) => tool,
      );
      return `Every ${singular} in one list${tools.length ? `, with ${listed(tools)}` : ''}, and a button to add another.`;
    }
    case 'detail':
      return `Everything one ${singular} holds, with buttons to edit or delete it.`;
    case 'form': {
      const required = record?.fields.filter((field) => field.required).map((field) => field.label);
      return `A form to add or change ${withArticle(singular)}${required?.length ? `; ${listed(required)} must be filled in` : ''}.`;
    }
    case 'stats':
      return `Counts, totals and averages worked out from your records${spec.statsPeriod ? `, grouped by ${spec.statsPeriod}` : ''}.`;
    case 'calendar':
      return `Your ${plural} on a calendar, by date.`;
    case 'locations':
      return `Your ${plural} grouped by place.`;
    case 'settings':
      return 'Preferences and your data: what the app keeps can be cleared here.';
    case 'onboarding':
      return 'A short welcome shown the first time the app opens.';
  }
}

export function appFacts(source: PageSource): AppFacts {
  const spec = source.appSpec;
  const categoryLabel = categoryLabelOf(source.category);
  const platforms = PLATFORMS[source.platform];
  const entities = spec?.entities ?? [];
  const byName = new Map(
    spec ? spec.entities.map((entity) => [entity.name, recordFact(entity, spec)]) : [],
  );
  const records = [...byName.values()];
  const features = spec?.features ?? [];
  const hasSettingsScreen = spec?.screens.some((screen) => screen.kind === 'settings') ?? false;
  return {
    name: oneLine(source.appName),
    description: sentence(truncateWords(source.description, 600)),
    categoryLabel,
    categoryPhrase: categoryLabel ? withArticle(`${categoryLabel.toLowerCase()} app`) : 'an app',
    platforms,
    platformText: PLATFORM_TEXT[source.platform],
    style: source.theme.style,
    theme: source.theme,
    spec,
    records,
    screens:
      spec?.screens.map((screen) => ({
        title: screen.title,
        kind: screen.kind,
        summary: screenSummary(screen, spec, byName),
        record: screen.entity ? byName.get(screen.entity) : undefined,
      })) ?? [],
    features: spec ? featureFacts(features, records, spec) : [],
    plannedFeatures: spec
      ? []
      : source.requestedFeatures.map((feature) => capitalise(truncateWords(feature, 120))),
    photoFields: entities.flatMap((entity) =>
      entity.fields
        .filter((field) => field.type === 'imageUrl')
        .map((field) => `${wordsOf(entity.name)}: ${field.label}`),
    ),
    keepsSettings: features.some((feature) =>
      ['darkMode', 'profile', 'onboarding'].includes(feature),
    ),
    hasSettingsScreen,
  };
}

/** "game nights and players", or `fallback` for an app with no record types yet. */
export const recordsPhrase = (facts: AppFacts, fallback = 'what matters to you') =>
  facts.records.length > 0 ? listed(facts.records.map((record) => record.lowerPlural)) : fallback;

import { kebabCase } from 'change-case';
import pluralize from 'pluralize';
import { screensFor, type AppSpec, type Entity, type Feature } from '../app-spec.ts';
import type { AppKind } from './app-kinds.ts';
import { sortIn, statsPeriodIn } from './feature-settings.ts';
import { normalizeFeatures } from './features.ts';
import { asciiFold, wordsOf } from './text.ts';
import { DEFAULT_THEME, themeFrom } from './theme.ts';

/** The AppSpec of a new app from what was understood: its name, model, features and look. */
const slugOf = (name: string) =>
  kebabCase(asciiFold(name))
    .replace(/[^a-z0-9-]/g, '')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '') || 'my-app';

/** A description that says what the app keeps, or the person's own words when they are a sentence. */
function describe(text: string, entities: Entity[]) {
  if (wordsOf(text).length >= 4)
    return text.length <= 200 ? text : `${text.slice(0, 199).trimEnd()}…`;
  const kept = entities
    .map((entity) => pluralize(entity.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()))
    .join(' and ');
  return `Keeps track of ${kept}.`;
}

/** Tabs when the app has more than one top-level screen, unless the person asks otherwise. */
function navigationFor(
  text: string,
  entities: Entity[],
  features: Feature[],
): AppSpec['navigation'] {
  if (/\b(?:tabs?|tab bar|bottom navigation)\b/i.test(text)) return 'tabs';
  if (/\b(?:stack navigation|single screen|one screen|no tabs)\b/i.test(text)) return 'stack';
  const topLevel = screensFor(entities, features).filter(
    (screen) => !['detail', 'form', 'onboarding'].includes(screen.kind),
  );
  return topLevel.length > 1 ? 'tabs' : 'stack';
}

export function specFrom(parts: {
  name: string;
  text: string;
  entities: Entity[];
  kind?: AppKind;
  /** The category the person named, when it differs from the kind's. */
  category?: AppSpec['category'];
  features: Feature[];
  ignore: Set<string>;
}): AppSpec {
  const { theme } = themeFrom(parts.text, DEFAULT_THEME, parts.ignore);
  const statsPeriod = statsPeriodIn(parts.text);
  const sorted = sortIn(parts.text, parts.entities);
  const features = normalizeFeatures([
    ...parts.features,
    ...(statsPeriod ? (['stats'] as const) : []),
    ...(sorted ? (['sorting'] as const) : []),
  ]);
  const entities = parts.entities.map((entity) =>
    entity === sorted?.entity ? { ...entity, sort: sorted.sort } : entity,
  );
  return {
    appName: parts.name.slice(0, 40),
    slug: slugOf(parts.name),
    description: describe(parts.text, entities),
    category: parts.category ?? parts.kind?.category ?? 'productivity',
    theme,
    entities,
    navigation: navigationFor(parts.text, entities, features),
    screens: screensFor(entities, features),
    features,
    ...(statsPeriod ? { statsPeriod } : {}),
  };
}

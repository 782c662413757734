import {
  titleFieldOf,
  type AppSpec,
  type Entity,
  type Feature,
  type Field,
  type ScreenKind,
} from '../app-spec.ts';
import {
  resolveBehaviour,
  type ActionModel,
  type ComputedModel,
  type SummaryModel,
} from './behaviour.ts';
import { kebab, lowerCamel, spaced } from './names.ts';
import {
  normalizeFields,
  normalizeScreens,
  RESERVED_TYPES,
  RESERVED_WORDS,
  SEARCHABLE,
  sortsFor,
  SUMMARY_SKIPS,
  TOP_LEVEL_KINDS,
  uniqueEntities,
} from './normalize.ts';

/**
 * The AppSpec made consistent for rendering: system fields dropped, dangling relations and enums
 * without options downgraded to text, every entity given its list/detail/form screens, screens
 * whose entity cannot support them dropped. Everything the generators share is derived here once.
 */

export interface SortOption {
  label: string;
  /** A comparator body over `a` and `b`. */
  compare: string;
}

export interface EntityModel {
  name: string;
  /** The TypeScript type name in the generated code. */
  type: string;
  plural: string;
  /** "Wine Bottle", "Wine Bottles" and "wine bottles" for texts. */
  label: string;
  pluralLabel: string;
  lowerPlural: string;
  /** "wineBottle": prefix of per-entity helpers (wineBottleTitle, validateWineBottle). */
  camel: string;
  /** A local variable holding one record: `camel`, unless that is a reserved word. */
  variable: string;
  /** "wineBottles": the storage collection and the route file. */
  collection: string;
  kebabPlural: string;
  fields: Field[];
  title: Field;
  /** Up to two fields shown under the title in lists. */
  secondary: Field[];
  image?: Field;
  date?: Field;
  location?: Field;
  enums: Field[];
  searchable: Field[];
  relations: Field[];
  /** The links other kinds of record make to this one: its children. */
  children: ChildLink[];
  favorites: boolean;
  tags: boolean;
  sorts: SortOption[];
  /** The spec chose the list's first order (sorts[0]). */
  sorted: boolean;
  /** Values computed from the record and its linked records (behaviour.ts). */
  computed: ComputedModel[];
  /** One-tap actions on each record. */
  actions: ActionModel[];
  /** Values computed over all records of the type (the list's summary). */
  summary: SummaryModel[];
}

/** A relation field of `entity` pointing at a parent: `Walk.dog` is a child link of Dog. */
export interface ChildLink {
  entity: EntityModel;
  field: Field;
  /** "walks" in GET /api/dogs/:id/walks; "matches-by-home-team" when two fields point at Team. */
  segment: string;
}

/** What happens to a parent's children when it is deleted: said alike by the app, the API and its README. */
export const fateOfChildren = (link: ChildLink) =>
  link.field.required
    ? `${link.entity.pluralLabel} need their ${link.field.label.toLowerCase()}: they are deleted with it.`
    : `${link.entity.pluralLabel} may have no ${link.field.label.toLowerCase()}: they stay, without one.`;

export interface ScreenModel {
  name: string;
  kind: ScreenKind;
  title: string;
  entity?: EntityModel;
  /** "RecipeListScreen", in src/screens/RecipeListScreen.tsx. */
  component: string;
}

export interface AppModel {
  spec: AppSpec;
  entities: EntityModel[];
  screens: ScreenModel[];
  /** Tabs (or the stack's menu): lists, calendar, places, stats and settings, in spec order. */
  topLevel: ScreenModel[];
  /** With tab navigation, the tab bar: at most MAX_TABS of the top-level screens. */
  tabs: ScreenModel[];
  /** The header's menu: with a stack, the top-level screens but home; with tabs, those past the bar. */
  menu: ScreenModel[];
  home: ScreenModel;
  has(feature: Feature): boolean;
  entity(name: string): EntityModel;
  screenOf(kind: 'list' | 'detail' | 'form', entity: EntityModel): ScreenModel;
  /** Which values the settings store keeps; none means no settings store. */
  settings: { darkMode: boolean; profile: boolean; onboarding: boolean };
}

/** The camelCase stem of an entity's functions: "recordUse…" for a Use, whose "useTitle" would read as a React hook. */
const camelOf = (name: string) =>
  /^use(?:[A-Z0-9]|$)/.test(lowerCamel(name)) ? `record${name}` : lowerCamel(name);

function entityModel(entity: Entity, names: Set<string>, features: Set<Feature>): EntityModel {
  const fields = normalizeFields(entity, names);
  const title = titleFieldOf(fields, entity.titleField)!;
  const label = spaced(entity.name);
  const pluralLabel = spaced(entity.pluralName);
  return {
    name: entity.name,
    type: RESERVED_TYPES.has(entity.name) ? `${entity.name}Item` : entity.name,
    plural: entity.pluralName,
    label,
    pluralLabel,
    lowerPlural: pluralLabel.toLowerCase(),
    camel: camelOf(entity.name),
    variable: RESERVED_WORDS.has(lowerCamel(entity.name))
      ? `${lowerCamel(entity.name)}Item`
      : lowerCamel(entity.name),
    collection: lowerCamel(entity.pluralName),
    kebabPlural: kebab(entity.pluralName),
    fields,
    title,
    secondary: fields
      .filter((field) => field !== title && !SUMMARY_SKIPS.has(field.type))
      .slice(0, 2),
    image: fields.find((field) => field.type === 'imageUrl'),
    date: fields.find((field) => field.type === 'date' || field.type === 'datetime'),
    location: fields.find((field) => field.type === 'location'),
    enums: fields.filter((field) => field.type === 'enum'),
    searchable: fields.filter((field) => SEARCHABLE.has(field.type)),
    relations: fields.filter((field) => field.type === 'relation'),
    children: [],
    favorites: features.has('favorites') && !fields.some((field) => field.name === 'favorite'),
    tags: features.has('tags') && !fields.some((field) => field.name === 'tags'),
    sorts: sortsFor(title, fields, entity.sort),
    sorted: fields.some((field) => field.name === entity.sort?.field),
    computed: [],
    actions: [],
    summary: [],
  };
}

/** Fills each entity's `children` from the relations pointing at it (a subtask's parent task too). */
function linkChildren(entities: EntityModel[], entityByName: Map<string, EntityModel>) {
  for (const child of entities) {
    for (const field of child.relations) {
      const parent = entityByName.get(field.relation!);
      if (!parent) continue;
      const several = child.relations.filter((other) => other.relation === parent.name).length > 1;
      const segment = several ? `${child.kebabPlural}-by-${kebab(field.name)}` : child.kebabPlural;
      parent.children.push({ entity: child, field, segment });
    }
  }
}

/** A phone's tab bar holds five tabs at most. */
export const MAX_TABS = 5;

/**
 * The tab bar and the header's menu. Past five tabs, the lists of records that need a parent (a
 * required link: a plant's watering logs) leave the bar first, as they are reached from their
 * parent's detail; the screens still past five go to the header's menu.
 */
function navigationOf(spec: AppSpec, topLevel: ScreenModel[], home: ScreenModel) {
  if (spec.navigation !== 'tabs') {
    return { tabs: [], menu: topLevel.filter((screen) => screen !== home) };
  }
  const needsParent = (screen: ScreenModel) =>
    screen.kind === 'list' &&
    screen !== home &&
    screen.entity!.relations.some(
      (field) => field.required && field.relation !== screen.entity!.name,
    );
  const candidates =
    topLevel.length > MAX_TABS ? topLevel.filter((screen) => !needsParent(screen)) : topLevel;
  return { tabs: candidates.slice(0, MAX_TABS), menu: candidates.slice(MAX_TABS) };
}

export function buildModel(spec: AppSpec): AppModel {
  const features = new Set(spec.features);
  const distinct = uniqueEntities(spec.entities);
  const names = new Set(distinct.map((entity) => entity.name));
  const entities = distinct.map((entity) => entityModel(entity, names, features));
  const entityByName = new Map(entities.map((entity) => [entity.name, entity]));
  linkChildren(entities, entityByName);
  resolveBehaviour(distinct, entities, entityByName);
  const screens: ScreenModel[] = normalizeScreens(spec, entities, spec.features).map((screen) => ({
    name: screen.name,
    kind: screen.kind,
    title: screen.title,
    entity: screen.entity ? entityByName.get(screen.entity) : undefined,
    component: `${screen.name}Screen`,
  }));
  const topLevel = screens.filter((screen) => TOP_LEVEL_KINDS.has(screen.kind));
  // Two tabs called "Places" (one per entity with a location) get told apart by their entity.
  const shared = new Set(
    topLevel
      .filter(
        (screen, index) => topLevel.findIndex((other) => other.title === screen.title) !== index,
      )
      .map((screen) => screen.title),
  );
  for (const screen of topLevel) {
    if (shared.has(screen.title) && screen.entity && screen.kind !== 'list')
      screen.title = `${screen.title} · ${screen.entity.pluralLabel}`;
  }
  const screenOf = (kind: 'list' | 'detail' | 'form', entity: EntityModel) =>
    screens.find((screen) => screen.kind === kind && screen.entity === entity)!;
  const home = screens.find((screen) => screen.kind === 'list')!;
  return {
    spec,
    entities,
    screens,
    topLevel,
    ...navigationOf(spec, topLevel, home),
    home,
    has: (feature) => features.has(feature),
    entity: (name) => entityByName.get(name)!,
    screenOf,
    settings: {
      darkMode: features.has('darkMode'),
      profile: features.has('profile'),
      onboarding: screens.some((screen) => screen.kind === 'onboarding'),
    },
  };
}

export const hasSettingsStore = (model: AppModel) =>
  model.settings.darkMode || model.settings.profile || model.settings.onboarding;

/** "recipeCategoryOptions": the constant listing an enum field's options (src/types.ts). */
export const optionsConst = (entity: EntityModel, field: Field) =>
  `${entity.camel}${field.name.charAt(0).toUpperCase()}${field.name.slice(1)}Options`;

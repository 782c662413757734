import {
  screensFor,
  type AppSpec,
  type Entity,
  type Feature,
  type Field,
  type Screen,
  type ScreenKind,
} from '../app-spec.ts';
import type { EntityModel, SortOption } from './model.ts';
import { lowerCamel } from './names.ts';

/** The spec's names, fields and screens made safe and consistent for rendering (see model.ts). */

/** Record keys the storage layer manages itself; spec fields with these names are skipped. */
export const SYSTEM_FIELDS = ['id', 'createdAt', 'updatedAt'];

/** Names a generated file imports or declares; an entity type with one of them gets a suffix. */
export const RESERVED_TYPES = new Set(
  (
    'ActivityIndicator App AppSettings Array Boolean Button ChoiceField Collection ConfirmDialog ' +
    'DaySection Date DateField DateTimePicker DateTimePickerAndroid EmptyState Error ' +
    'FavoriteButton FieldErrors FilterChips FlatList FormField Function Header IdParams Image ' +
    'ImageField ImagePicker Intl Json KeyboardAvoidingView KeyboardTypeOptions Linking Map Math ' +
    'MenuButton MenuItem Modal Navigation NavigationProvider Number Object Omit OptionChips ' +
    'Palette Partial PlaceSection Platform Pressable Promise Props RatingField RatingStars React ' +
    'ReactNode ' +
    'ReadableCollection Record RelationOption RelationPicker Route SafeAreaView ScreenStack ' +
    'ScrollView SearchBar SectionList Set Shape Share StackEntry StatCard StatusBar Store ' +
    'Stored StoredRecord String StyleSheet Switch SwitchField Symbol Tab TabBar Text TextField ' +
    'TextInput Theme ToggleChip Validation View'
  ).split(' '),
);

/** Words that cannot name a variable (strict mode), plus locals the screens declare. */
export const RESERVED_WORDS = new Set(
  (
    'arguments await break case catch class const continue debugger default delete do else enum eval export extends ' +
    'false finally for function if implements import in instanceof interface let new null package private protected ' +
    'public return static super switch this throw true try typeof undefined var void while with yield ' +
    'draft errors item items navigation record styles theme update value'
  ).split(' '),
);

/** Types stored as plain strings. */
export const TEXT_TYPES = new Set([
  'text',
  'longText',
  'location',
  'email',
  'url',
  'phone',
  'imageUrl',
  'date',
  'datetime',
  'relation',
]);
export const SEARCHABLE = new Set([
  'text',
  'longText',
  'location',
  'email',
  'url',
  'phone',
  'enum',
]);
export const SUMMARY_SKIPS = new Set(['longText', 'imageUrl', 'relation', 'boolean']);
const ENTITY_KINDS = new Set<ScreenKind>(['list', 'detail', 'form', 'calendar', 'locations']);
const SINGLETON_KINDS = new Set<ScreenKind>(['stats', 'settings', 'onboarding']);
export const TOP_LEVEL_KINDS = new Set<ScreenKind>([
  'list',
  'calendar',
  'locations',
  'stats',
  'settings',
]);

/** Drops system and repeated fields; enums without options and dangling relations become text. */
export function normalizeFields(entity: Entity, names: Set<string>): Field[] {
  const seen = new Set<string>();
  const fields: Field[] = [];
  for (const field of entity.fields) {
    if (SYSTEM_FIELDS.includes(field.name) || seen.has(field.name)) continue;
    seen.add(field.name);
    if (field.type === 'enum' && (field.options?.length ?? 0) < 2)
      fields.push({ ...field, type: 'text' });
    else if (field.type === 'relation' && !(field.relation && names.has(field.relation)))
      fields.push({ ...field, type: 'text', relation: undefined });
    else if (field.type === 'enum') fields.push({ ...field, options: [...new Set(field.options)] });
    else fields.push(field);
  }
  return fields.length > 0
    ? fields
    : [{ name: 'name', label: 'Name', type: 'text', required: true }];
}

const MEASURES = new Set(['number', 'currency', 'rating']);
const DATES = new Set(['date', 'datetime']);

/** The order the person asked for ("sorted by rating"): its label and comparison. */
function chosenSort(field: Field, descending: boolean): SortOption {
  const label = field.label.toLowerCase();
  const [first, second] = descending ? ['b', 'a'] : ['a', 'b'];
  if (MEASURES.has(field.type)) {
    const missing = descending ? '-Infinity' : 'Infinity';
    return {
      label: `${descending ? 'Highest' : 'Lowest'} ${label}`,
      compare: `(${first}.${field.name} ?? ${missing}) - (${second}.${field.name} ?? ${missing})`,
    };
  }
  if (DATES.has(field.type)) {
    // Records without a date come last either way.
    const missing = descending ? "''" : "'9999'";
    return {
      label: `${descending ? 'Latest' : 'Earliest'} ${label}`,
      compare: `(${first}.${field.name} || ${missing}).localeCompare(${second}.${field.name} || ${missing})`,
    };
  }
  return {
    label: `${field.label} ${descending ? 'Z–A' : 'A–Z'}`,
    compare: `String(${first}.${field.name} ?? '').localeCompare(String(${second}.${field.name} ?? ''))`,
  };
}

/** Sort orders a list offers: the one asked for first, then newest, by title, by the first date and measure. */
export function sortsFor(title: Field, fields: Field[], sort?: Entity['sort']): SortOption[] {
  const chosen = fields.find((field) => field.name === sort?.field);
  const standard = standardSorts(title, fields);
  if (!chosen) return standard;
  const first = chosenSort(chosen, sort?.descending ?? false);
  return [first, ...standard.filter((option) => option.compare !== first.compare)];
}

function standardSorts(title: Field, fields: Field[]): SortOption[] {
  const sorts: SortOption[] = [
    { label: 'Newest', compare: 'b.createdAt.localeCompare(a.createdAt)' },
    {
      label: 'A–Z',
      compare: TEXT_TYPES.has(title.type)
        ? `a.${title.name}.localeCompare(b.${title.name})`
        : `String(a.${title.name} ?? '').localeCompare(String(b.${title.name} ?? ''))`,
    },
  ];
  const dated = fields.find((field) => field.type === 'date' || field.type === 'datetime');
  if (dated) {
    sorts.push({
      label: `By ${dated.label.toLowerCase()}`,
      compare: `(a.${dated.name} || '9999').localeCompare(b.${dated.name} || '9999')`,
    });
  }
  const measured = fields.find((field) => ['rating', 'number', 'currency'].includes(field.type));
  if (measured)
    sorts.push({
      label: `Top ${measured.label.toLowerCase()}`,
      compare: `(b.${measured.name} ?? -Infinity) - (a.${measured.name} ?? -Infinity)`,
    });
  return sorts;
}

/** The screens to render: the spec's valid ones, then any standard screen it lacks. */
export function normalizeScreens(
  spec: AppSpec,
  entities: EntityModel[],
  features: Feature[],
): Screen[] {
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  const fits = (screen: Screen): Screen | null => {
    if (!ENTITY_KINDS.has(screen.kind)) return { ...screen, entity: undefined };
    const entity = screen.entity ? byName.get(screen.entity) : undefined;
    if (screen.kind === 'calendar') {
      const dated = entity?.date ? entity : entities.find((candidate) => candidate.date);
      return dated ? { ...screen, entity: dated.name } : null;
    }
    if (!entity) return null;
    if (screen.kind === 'locations' && !entity.location) return null;
    return screen;
  };
  const screens: Screen[] = [];
  const taken = new Set<string>();
  const add = (screen: Screen) => {
    const fitted = fits(screen);
    if (!fitted || taken.has(fitted.name)) return;
    if (SINGLETON_KINDS.has(fitted.kind) && screens.some((other) => other.kind === fitted.kind))
      return;
    taken.add(fitted.name);
    screens.push(fitted);
  };
  for (const screen of spec.screens) add(screen);
  const specEntities = entities.map((entity) => ({
    name: entity.name,
    pluralName: entity.plural,
    titleField: entity.title.name,
    fields: entity.fields,
  }));
  for (const screen of screensFor(specEntities, features)) {
    const present = screens.some(
      (other) =>
        other.kind === screen.kind &&
        (!ENTITY_KINDS.has(screen.kind) || other.entity === screen.entity),
    );
    if (present) continue;
    let name = screen.name;
    for (let suffix = 2; taken.has(name); suffix += 1) name = `${screen.name}${suffix}`;
    add({ ...screen, name });
  }
  return screens;
}

/** Entities with a unique name, plural and camelCase form (the first one wins). */
export function uniqueEntities(entities: Entity[]) {
  return entities.filter(
    (entity, index) =>
      entities.findIndex(
        (other) =>
          other.name === entity.name ||
          lowerCamel(other.pluralName) === lowerCamel(entity.pluralName) ||
          lowerCamel(other.name) === lowerCamel(entity.name),
      ) === index,
  );
}

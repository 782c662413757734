import { fieldType } from '../field-types.ts';
import type { AppModel } from '../model.ts';
import { DATE_FIELD } from './components-date.ts';
import { IMAGE_FIELD } from './components-image.ts';
import { FORM_FIELD, RATING_FIELD, SWITCH_FIELD, TEXT_FIELD } from './components-inputs.ts';
import { ADD_BUTTON, BUTTON, CONFIRM_DIALOG, MENU_BUTTON } from './components-layout.ts';
import {
  EMPTY_STATE,
  FAVORITE_BUTTON,
  FILTER_CHIPS,
  RATING_STARS,
  SEARCH_BAR,
  STAT_CARD,
  TOGGLE_CHIP,
} from './components-lists.ts';
import { CHOICE_FIELD, RELATION_PICKER } from './components-pickers.ts';
import { ACTION_BUTTON, VALUE_CHIPS } from './components-values.ts';

/** src/components/*.tsx: only the components the app uses, with the ones they build on. */

const SOURCES = {
  ActionButton: ACTION_BUTTON,
  AddButton: ADD_BUTTON,
  Button: BUTTON,
  ChoiceField: CHOICE_FIELD,
  ConfirmDialog: CONFIRM_DIALOG,
  DateField: DATE_FIELD,
  EmptyState: EMPTY_STATE,
  FavoriteButton: FAVORITE_BUTTON,
  FilterChips: FILTER_CHIPS,
  FormField: FORM_FIELD,
  ImageField: IMAGE_FIELD,
  MenuButton: MENU_BUTTON,
  RatingField: RATING_FIELD,
  RatingStars: RATING_STARS,
  RelationPicker: RELATION_PICKER,
  SearchBar: SEARCH_BAR,
  StatCard: STAT_CARD,
  SwitchField: SWITCH_FIELD,
  TextField: TEXT_FIELD,
  ToggleChip: TOGGLE_CHIP,
  ValueChips: VALUE_CHIPS,
} as const;

export type ComponentName = keyof typeof SOURCES;

/** Components each component imports. */
const BUILDS_ON: Partial<Record<ComponentName, ComponentName[]>> = {
  AddButton: ['Button'],
  ChoiceField: ['FormField'],
  ConfirmDialog: ['Button'],
  DateField: ['FormField', 'TextField'],
  EmptyState: ['Button'],
  FilterChips: ['ToggleChip'],
  ImageField: ['FormField'],
  RatingField: ['FormField', 'RatingStars'],
  RelationPicker: ['FormField'],
  TextField: ['FormField'],
};

/** Whether the list screens show a toolbar of chips (filters, favourites only, sort order). */
export const hasChipToolbar = (model: AppModel) =>
  model.has('sorting') ||
  model.has('favorites') ||
  (model.has('filters') && model.entities.some((entity) => entity.enums.length > 0 || entity.tags));

export function usedComponents(model: AppModel): ComponentName[] {
  const used = new Set<ComponentName>(['AddButton', 'Button', 'ConfirmDialog', 'EmptyState']);
  for (const entity of model.entities) {
    for (const field of entity.fields) used.add(fieldType(field).component);
    if (entity.fields.some((field) => field.type === 'rating')) used.add('RatingStars');
    if (entity.tags) used.add('TextField');
    if (entity.favorites) used.add('FavoriteButton');
    if (entity.computed.length > 0 || entity.summary.length > 0) used.add('ValueChips');
    if (entity.actions.length > 0) used.add('ActionButton');
  }
  if (model.menu.length > 0) used.add('MenuButton');
  if (model.has('search')) used.add('SearchBar');
  if (hasChipToolbar(model)) used.add('ToggleChip');
  if (
    model.has('filters') &&
    model.entities.some((entity) => entity.enums.length > 0 || entity.tags)
  )
    used.add('FilterChips');
  if (model.screens.some((screen) => screen.kind === 'stats')) used.add('StatCard');
  if (model.settings.profile) used.add('TextField');
  if (model.settings.darkMode) used.add('SwitchField');
  const pending = [...used];
  while (pending.length > 0) {
    for (const dependency of BUILDS_ON[pending.pop()!] ?? []) {
      if (!used.has(dependency)) {
        used.add(dependency);
        pending.push(dependency);
      }
    }
  }
  return [...used].sort();
}

export function componentFiles(model: AppModel): Record<string, string> {
  return Object.fromEntries(
    usedComponents(model).map((name) => [`src/components/${name}.tsx`, SOURCES[name]]),
  );
}

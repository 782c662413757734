import { appSpecSchema, FEATURES, type AppSpec } from '../app-spec.ts';
import { AWKWARD } from './odd-name-specs.ts';
import { theme } from './test-theme.ts';

/** Hand-written AppSpecs covering every field type, every feature and both navigations (for tests). */

export const RECIPES: AppSpec = appSpecSchema.parse({
  appName: "Nonna's Kitchen",
  slug: 'nonnas-kitchen',
  description: 'Family recipes and the ingredients they need.',
  category: 'food_drink',
  theme: theme('ios'),
  navigation: 'tabs',
  features: ['search', 'filters', 'favorites', 'sorting', 'stats', 'tags', 'sharing'],
  entities: [
    {
      name: 'Recipe',
      pluralName: 'Recipes',
      titleField: 'title',
      fields: [
        { name: 'title', label: 'Title', type: 'text', required: true },
        {
          name: 'category',
          label: 'Category',
          type: 'enum',
          required: true,
          options: ['Breakfast', 'Lunch', 'Dinner', "Chef's special"],
        },
        { name: 'servings', label: 'Servings', type: 'number', required: false, unit: 'people' },
        { name: 'cost', label: 'Cost', type: 'currency', required: false, unit: 'USD' },
        { name: 'rating', label: 'Rating', type: 'rating', required: false },
        { name: 'photo', label: 'Photo', type: 'imageUrl', required: false },
        { name: 'vegetarian', label: 'Vegetarian', type: 'boolean', required: false },
        { name: 'cookedOn', label: 'Cooked on', type: 'date', required: false },
        { name: 'notes', label: 'Notes', type: 'longText', required: false },
      ],
    },
    {
      name: 'Ingredient',
      pluralName: 'Ingredients',
      titleField: 'name',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true },
        { name: 'recipe', label: 'Recipe', type: 'relation', relation: 'Recipe', required: true },
        { name: 'quantity', label: 'Quantity', type: 'number', required: false, unit: 'g' },
        { name: 'shop', label: 'Shop', type: 'location', required: false },
      ],
    },
  ],
});

export const WINE_CELLAR: AppSpec = appSpecSchema.parse({
  appName: 'Cellar',
  slug: 'cellar',
  description: '',
  category: 'food_drink',
  theme: theme('material', '#7B2D26'),
  navigation: 'stack',
  features: ['darkMode', 'profile', 'settings', 'onboarding', 'offline', 'reminders', 'sorting'],
  entities: [
    {
      name: 'WineBottle',
      pluralName: 'WineBottles',
      titleField: 'name',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true },
        { name: 'vintageYear', label: 'Vintage year', type: 'number', required: true },
        { name: 'tastingNotes', label: 'Tasting notes', type: 'longText', required: false },
        {
          name: 'producer',
          label: 'Producer',
          type: 'relation',
          relation: 'Producer',
          required: false,
        },
        { name: 'price', label: 'Price', type: 'currency', required: true, unit: 'EUR' },
        { name: 'region', label: 'Region', type: 'location', required: false },
        { name: 'rating', label: 'Rating', type: 'rating', required: true },
        { name: 'website', label: 'Website', type: 'url', required: false },
      ],
    },
    {
      name: 'Producer',
      pluralName: 'Producers',
      titleField: 'name',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true },
        { name: 'email', label: 'Email', type: 'email', required: false },
        { name: 'phone', label: 'Phone', type: 'phone', required: false },
        { name: 'since', label: 'Founded', type: 'date', required: false },
      ],
    },
  ],
});

export const TASKS: AppSpec = appSpecSchema.parse({
  appName: 'Done',
  slug: 'done',
  description: 'A tiny task list.',
  category: 'productivity',
  theme: theme('minimal', '#FACC15'),
  features: ['reminders', 'search', 'onboarding'],
  entities: [
    {
      name: 'Task',
      pluralName: 'Tasks',
      titleField: 'title',
      fields: [
        { name: 'title', label: 'Title', type: 'text', required: true },
        { name: 'due', label: 'Due', type: 'datetime', required: true },
        {
          name: 'priority',
          label: 'Priority',
          type: 'enum',
          required: false,
          options: ['Low', 'High'],
        },
        { name: 'done', label: 'Done', type: 'boolean', required: true },
        {
          name: 'parent',
          label: 'Parent task',
          type: 'relation',
          relation: 'Task',
          required: false,
        },
      ],
    },
  ],
});

/** Four entities, every field type and every feature, stack navigation. */
export const EVERYTHING: AppSpec = appSpecSchema.parse({
  appName: 'Field Notes',
  slug: 'field-notes',
  description: 'Everything at once.',
  category: 'lifestyle',
  theme: theme('minimal', '#0EA5E9'),
  navigation: 'stack',
  features: [...FEATURES],
  entities: [
    {
      name: 'Trip',
      pluralName: 'Trips',
      titleField: 'title',
      fields: [
        { name: 'title', label: 'Title', type: 'text', required: true },
        { name: 'summary', label: 'Summary', type: 'longText', required: true },
        { name: 'distance', label: 'Distance', type: 'number', required: true, unit: 'km' },
        { name: 'budget', label: 'Budget', type: 'currency', required: true, unit: 'GBP' },
        { name: 'booked', label: 'Booked', type: 'boolean', required: true },
        { name: 'start', label: 'Start', type: 'date', required: true },
        { name: 'departure', label: 'Departure', type: 'datetime', required: true },
        {
          name: 'kind',
          label: 'Kind',
          type: 'enum',
          required: true,
          options: ['Hike', 'City', 'Beach'],
        },
        { name: 'rating', label: 'Rating', type: 'rating', required: true },
        { name: 'cover', label: 'Cover', type: 'imageUrl', required: true },
        { name: 'place', label: 'Place', type: 'location', required: true },
        { name: 'guide', label: 'Guide', type: 'relation', relation: 'Guide', required: true },
        { name: 'contact', label: 'Contact email', type: 'email', required: true },
        { name: 'link', label: 'Link', type: 'url', required: true },
        { name: 'phone', label: 'Phone', type: 'phone', required: true },
      ],
    },
    {
      name: 'Guide',
      pluralName: 'Guides',
      titleField: 'name',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true },
        {
          name: 'languages',
          label: 'Languages',
          type: 'enum',
          required: false,
          options: ['English', 'French'],
        },
      ],
    },
    {
      name: 'Photo',
      pluralName: 'Photos',
      titleField: 'caption',
      fields: [
        { name: 'caption', label: 'Caption', type: 'text', required: true },
        { name: 'url', label: 'Image', type: 'imageUrl', required: false },
        { name: 'trip', label: 'Trip', type: 'relation', relation: 'Trip', required: false },
        { name: 'takenAt', label: 'Taken at', type: 'datetime', required: false },
        { name: 'spot', label: 'Spot', type: 'location', required: false },
      ],
    },
    {
      name: 'Expense',
      pluralName: 'Expenses',
      titleField: 'amount',
      fields: [
        { name: 'amount', label: 'Amount', type: 'currency', required: true, unit: '$' },
        { name: 'paid', label: 'Paid', type: 'boolean', required: false },
        { name: 'email', label: 'Receipt email', type: 'email', required: false },
        { name: 'site', label: 'Website', type: 'url', required: false },
        { name: 'phone', label: 'Phone', type: 'phone', required: false },
        { name: 'day', label: 'Day', type: 'date', required: false },
        { name: 'score', label: 'Score', type: 'rating', required: false },
      ],
    },
  ],
});

/** One entity with one field and no features. */
export const TINY: AppSpec = appSpecSchema.parse({
  appName: 'Notes',
  slug: 'notes',
  description: '',
  category: 'productivity',
  theme: theme('ios', '#111827'),
  entities: [
    {
      name: 'Note',
      pluralName: 'Notes',
      titleField: 'text',
      fields: [{ name: 'text', label: 'Text', type: 'text', required: true }],
    },
  ],
});

export const ALL_SPECS: Record<string, AppSpec> = {
  recipes: RECIPES,
  'wine-cellar': WINE_CELLAR,
  tasks: TASKS,
  everything: EVERYTHING,
  tiny: TINY,
  awkward: AWKWARD,
};

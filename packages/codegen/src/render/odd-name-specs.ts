import { appSpecSchema, type AppSpec } from '../app-spec.ts';
import { theme } from './test-theme.ts';

/** Record types named as people name them that are also JavaScript's and React's own names, or read as a React hook's. */
export const COLLECTION: AppSpec = appSpecSchema.parse({
  appName: 'Map Collection',
  slug: 'map-collection',
  description: 'Antique maps, the sets they came in and the objects shown with them',
  category: 'collections',
  theme: theme('ios', '#1D4ED8'),
  entities: [
    {
      name: 'Set',
      pluralName: 'Sets',
      titleField: 'name',
      fields: [{ name: 'name', label: 'Name', type: 'text', required: true }],
    },
    {
      name: 'Map',
      pluralName: 'Maps',
      titleField: 'title',
      fields: [
        { name: 'title', label: 'Title', type: 'text', required: true },
        { name: 'year', label: 'Year', type: 'number', required: false },
        { name: 'set', label: 'Set', type: 'relation', relation: 'Set', required: false },
      ],
    },
    {
      name: 'Object',
      pluralName: 'Objects',
      titleField: 'name',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true },
        { name: 'map', label: 'Map', type: 'relation', relation: 'Map', required: false },
      ],
    },
    {
      name: 'UseCase',
      pluralName: 'UseCases',
      titleField: 'name',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true },
        { name: 'map', label: 'Map', type: 'relation', relation: 'Map', required: false },
      ],
    },
  ],
});

/** Names that collide with React Native and JavaScript, system fields, a dangling relation, custom screens. */
export const AWKWARD: AppSpec = appSpecSchema.parse({
  appName: 'Odd {App} <"Quotes"> & \\ back`slash`',
  slug: 'odd-app',
  description: 'It\'s "quoted" & {braced}\n on two lines',
  category: 'utilities',
  theme: theme('material', '#FFFFFF'),
  navigation: 'tabs',
  features: ['filters', 'favorites', 'tags', 'search'],
  entities: [
    {
      name: 'Image',
      pluralName: 'Images',
      titleField: 'missing',
      fields: [
        { name: 'id', label: 'Id', type: 'text', required: true },
        { name: 'createdAt', label: 'Created', type: 'date', required: false },
        { name: 'default', label: 'Default {x}', type: 'text', required: true },
        { name: 'default', label: 'Duplicate', type: 'number', required: true },
        {
          name: 'owner',
          label: "Owner's <name>",
          type: 'relation',
          relation: 'Nobody',
          required: false,
        },
        { name: 'mood', label: 'Mood', type: 'enum', required: false },
        { name: 'favorite', label: 'Loved', type: 'boolean', required: false },
        { name: 'tags', label: 'Labels', type: 'text', required: false },
      ],
    },
    {
      name: 'Package',
      pluralName: 'Packages',
      titleField: 'code',
      fields: [
        { name: 'code', label: 'Code', type: 'text', required: true },
        { name: 'image', label: 'Image', type: 'relation', relation: 'Image', required: false },
      ],
    },
  ],
  screens: [
    { name: 'Gallery', kind: 'list', entity: 'Image', title: 'Gallery' },
    { name: 'Ghost', kind: 'list', entity: 'Nothing', title: 'Ghost' },
    { name: 'Map', kind: 'locations', entity: 'Image', title: 'Map' },
    { name: 'Numbers', kind: 'stats', title: 'Numbers' },
    { name: 'Numbers2', kind: 'stats', title: 'Again' },
  ],
});

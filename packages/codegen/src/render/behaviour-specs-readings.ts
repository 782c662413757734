import { appSpecSchema, type AppSpec } from '../app-spec.ts';
import { date, link, number, text } from './behaviour-spec-fields.ts';
import { theme } from './test-theme.ts';

/** Cars and their fill-ups: an odometer that only grows, read as distance, never summed. */
export const FUEL_LOG: AppSpec = appSpecSchema.parse({
  appName: 'Fuel Log',
  slug: 'fuel-log',
  description: 'Cars, fill-ups and distance driven.',
  category: 'productivity',
  theme: theme('ios', '#0F766E'),
  features: ['stats'],
  entities: [
    {
      name: 'Car',
      pluralName: 'Cars',
      titleField: 'name',
      fields: [text('name', 'Name')],
      computed: [
        {
          kind: 'difference',
          name: 'distance',
          label: 'Distance',
          over: { entity: 'FillUp', link: 'car' },
          field: 'odometer',
        },
        {
          kind: 'difference',
          name: 'distanceThisMonth',
          label: 'Distance this month',
          over: { entity: 'FillUp', link: 'car' },
          field: 'odometer',
          period: 'month',
        },
      ],
    },
    {
      name: 'FillUp',
      pluralName: 'FillUps',
      titleField: 'filledOn',
      fields: [
        link('car', 'Car', 'Car'),
        date('filledOn', 'Filled on', false),
        number('odometer', 'Odometer', 'km'),
        number('litres', 'Litres', 'L'),
      ],
      computed: [
        {
          kind: 'difference',
          name: 'distanceSinceLast',
          label: 'Distance since last',
          over: { entity: 'FillUp', link: 'car' },
          field: 'odometer',
        },
      ],
      summary: [
        { kind: 'count', name: 'fillUpsThisMonth', label: 'Fill-ups this month', period: 'month' },
        {
          kind: 'sum',
          name: 'litresThisYear',
          label: 'Litres this year',
          field: 'litres',
          period: 'year',
        },
        { kind: 'average', name: 'averageLitres', label: 'Average litres', field: 'litres' },
        { kind: 'latest', name: 'lastOdometer', label: 'Last odometer', field: 'odometer' },
        { kind: 'streak', name: 'daysInARow', label: 'Days in a row', field: 'filledOn' },
        {
          kind: 'progress',
          name: 'towardAllowance',
          label: 'Fuel allowance',
          field: 'litres',
          target: 500,
        },
      ],
    },
  ],
});

/** Dips of one tank: each reading's change since the one before it, of all readings. */
export const TANK_DIPS: AppSpec = appSpecSchema.parse({
  appName: 'Tank Dips',
  slug: 'tank-dips',
  description: 'Oil tank levels and how much went since the last dip.',
  category: 'productivity',
  theme: theme('material', '#B45309'),
  features: ['stats'],
  entities: [
    {
      name: 'Reading',
      pluralName: 'Readings',
      titleField: 'readOn',
      fields: [date('readOn', 'Read on', false), number('level', 'Level', 'L')],
      computed: [{ kind: 'difference', name: 'changeSinceLast', label: 'Change', field: 'level' }],
      summary: [{ kind: 'latest', name: 'lastLevel', label: 'Last level', field: 'level' }],
    },
  ],
});

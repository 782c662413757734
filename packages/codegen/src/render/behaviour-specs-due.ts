import { appSpecSchema, type AppSpec } from '../app-spec.ts';
import { date, link, number, text } from './behaviour-spec-fields.ts';
import { theme } from './test-theme.ts';

/**
 * Things due again after an interval: plants watered every so many days (their own number, from
 * the latest watering), smoke alarms whose batteries are changed every 6 months (from their own
 * date of the last change).
 */
export const CARE_ROUNDS: AppSpec = appSpecSchema.parse({
  appName: 'Care Rounds',
  slug: 'care-rounds',
  description: 'Plants to water and alarms to keep working.',
  category: 'productivity',
  theme: theme('ios', '#15803D'),
  features: [],
  entities: [
    {
      name: 'Plant',
      pluralName: 'Plants',
      titleField: 'name',
      fields: [text('name', 'Name'), number('waterEvery', 'Days between waterings', 'days')],
      computed: [
        {
          kind: 'overdue',
          name: 'overdue',
          label: 'Needs water',
          over: { entity: 'Watering', link: 'plant' },
          field: 'date',
          every: { unit: 'day', field: 'waterEvery' },
        },
      ],
      actions: [
        {
          kind: 'checkOff',
          name: 'checkOff',
          label: 'Log watering',
          over: { entity: 'Watering', link: 'plant' },
          field: 'date',
        },
      ],
    },
    {
      name: 'Watering',
      pluralName: 'Waterings',
      titleField: 'date',
      fields: [link('plant', 'Plant', 'Plant'), date('date', 'Date')],
    },
    {
      name: 'Alarm',
      pluralName: 'Alarms',
      titleField: 'room',
      fields: [text('room', 'Room'), date('lastChanged', 'Battery last changed', false)],
      computed: [
        {
          kind: 'overdue',
          name: 'overdue',
          label: 'Overdue',
          field: 'lastChanged',
          every: { unit: 'month', count: 6 },
        },
      ],
      actions: [
        { kind: 'markDone', name: 'markChanged', label: 'Mark changed', field: 'lastChanged' },
      ],
    },
  ],
});

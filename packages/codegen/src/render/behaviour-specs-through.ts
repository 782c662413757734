import { appSpecSchema, type AppSpec } from '../app-spec.ts';
import { date, link, number, text } from './behaviour-spec-fields.ts';
import { theme } from './test-theme.ts';

/**
 * Values over records linked through another: each owner's stays are the stays of the owner's
 * dogs (how many, nights this month, the last one), with no link from a stay to its owner.
 */
export const KENNEL_STAYS: AppSpec = appSpecSchema.parse({
  appName: 'Kennel Stays',
  slug: 'kennel-stays',
  description: 'Owners, their dogs and the stays of each dog.',
  category: 'business',
  theme: theme('material', '#B45309'),
  features: [],
  entities: [
    {
      name: 'Owner',
      pluralName: 'Owners',
      titleField: 'name',
      fields: [text('name', 'Name')],
      computed: [
        {
          kind: 'count',
          name: 'stays',
          label: 'Stays',
          over: { entity: 'Stay', link: 'dog', through: { entity: 'Dog', link: 'owner' } },
        },
        {
          kind: 'sum',
          name: 'nightsThisMonth',
          label: 'Nights this month',
          over: { entity: 'Stay', link: 'dog', through: { entity: 'Dog', link: 'owner' } },
          field: 'nights',
          period: 'month',
        },
        {
          kind: 'latest',
          name: 'lastStay',
          label: 'Last stay',
          over: { entity: 'Stay', link: 'dog', through: { entity: 'Dog', link: 'owner' } },
          field: 'arrived',
        },
      ],
    },
    {
      name: 'Dog',
      pluralName: 'Dogs',
      titleField: 'name',
      fields: [text('name', 'Name'), link('owner', 'Owner', 'Owner')],
    },
    {
      name: 'Stay',
      pluralName: 'Stays',
      titleField: 'arrived',
      fields: [link('dog', 'Dog', 'Dog'), date('arrived', 'Arrived'), number('nights', 'Nights')],
    },
  ],
});

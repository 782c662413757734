/** A canned app a fake model "designs": its entity name is unusual enough to find in generated files. */
export const houseplantSpec = {
  appName: 'Leafy Care',
  slug: 'leafy-care',
  description: 'Keeps track of houseplants and when each needs water.',
  category: 'lifestyle',
  theme: { primaryColor: '#2E7D32', secondaryColor: '#A5D6A7', style: 'material' },
  entities: [
    {
      name: 'Houseplant',
      pluralName: 'Houseplants',
      titleField: 'nickname',
      fields: [
        { name: 'nickname', label: 'Nickname', type: 'text', required: true },
        { name: 'species', label: 'Species', type: 'text', required: false },
        { name: 'lastWatered', label: 'Last watered', type: 'date', required: false },
        { name: 'waterEvery', label: 'Water every', type: 'number', required: false, unit: 'days' },
        {
          name: 'light',
          label: 'Light',
          type: 'enum',
          required: false,
          options: ['Shade', 'Partial', 'Full sun'],
        },
      ],
    },
  ],
  navigation: 'tabs',
  screens: [],
  features: ['reminders', 'search'],
};

/** The model's text for a spec and its notes, as structured output returns it. */
export function modelAnswer(spec: unknown, notes: string[] = ['Assumed you water by days.']) {
  return JSON.stringify({ spec, notes });
}

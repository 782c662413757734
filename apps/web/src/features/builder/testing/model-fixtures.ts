import { DEFAULT_THEME, type Project } from '@appforge/shared/contracts/builder';

/** Kids earn stars and trade them for treats: two types linked to Kid, a balance and an action. */
export const STARS_SPEC = {
  appName: 'Star Chart',
  entities: [
    {
      name: 'Kid',
      pluralName: 'Kids',
      titleField: 'name',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true },
        { name: 'birthday', label: 'Birthday', type: 'date', required: false },
      ],
      computed: [
        {
          kind: 'balance',
          name: 'stars',
          label: 'Stars',
          over: { entity: 'Earning', link: 'kid' },
          field: 'stars',
          minus: { entity: 'Redemption', link: 'kid', field: 'cost' },
        },
      ],
      actions: [{ kind: 'redeem', name: 'redeem', label: 'Trade stars', balance: 'stars' }],
    },
    {
      name: 'Earning',
      pluralName: 'Earnings',
      titleField: 'reason',
      fields: [
        { name: 'reason', label: 'Reason', type: 'text', required: true },
        { name: 'stars', label: 'Stars', type: 'number', required: true },
        { name: 'earnedOn', label: 'Earned on', type: 'date', required: true },
        { name: 'kid', label: 'Kid', type: 'relation', required: true, relation: 'Kid' },
      ],
    },
    {
      name: 'TreatIdea',
      pluralName: 'TreatIdeas',
      titleField: 'title',
      fields: [{ name: 'title', label: 'Title', type: 'text', required: true }],
    },
  ],
  screens: [],
};

export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Star Chart',
    description: '',
    config: { features: [], platform: 'both', theme: { ...DEFAULT_THEME } },
    generatedCode: null,
    appSpec: STARS_SPEC,
    previewToken: 'token',
    currentVersion: 4,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

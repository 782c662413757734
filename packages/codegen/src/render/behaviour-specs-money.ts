import { appSpecSchema, type AppSpec } from '../app-spec.ts';
import { link, number, text } from './behaviour-spec-fields.ts';
import { theme } from './test-theme.ts';

/** Lifts with personal bests and totals, points earned and spent, a savings goal's progress, shared costs. */
export const LIFTS_AND_POINTS: AppSpec = appSpecSchema.parse({
  appName: 'Gains',
  slug: 'gains',
  description: 'Lifts, points and goals.',
  category: 'health_fitness',
  theme: theme('material', '#7C3AED'),
  features: ['stats'],
  entities: [
    {
      name: 'Exercise',
      pluralName: 'Exercises',
      titleField: 'name',
      fields: [text('name', 'Name')],
      computed: [
        {
          kind: 'max',
          name: 'personalBest',
          label: 'Personal best',
          over: { entity: 'Lift', link: 'exercise' },
          field: 'weight',
        },
        {
          kind: 'sum',
          name: 'monthVolume',
          label: 'This month',
          over: { entity: 'Lift', link: 'exercise' },
          field: 'weight',
          period: 'month',
        },
        {
          kind: 'average',
          name: 'averageWeight',
          label: 'Average',
          over: { entity: 'Lift', link: 'exercise' },
          field: 'weight',
        },
        {
          kind: 'min',
          name: 'lightest',
          label: 'Lightest',
          over: { entity: 'Lift', link: 'exercise' },
          field: 'weight',
        },
        {
          kind: 'streak',
          name: 'weeks',
          label: 'Weeks in a row',
          over: { entity: 'Lift', link: 'exercise' },
          field: 'liftedOn',
          period: 'week',
        },
      ],
    },
    {
      name: 'Lift',
      pluralName: 'Lifts',
      titleField: 'note',
      fields: [
        link('exercise', 'Exercise', 'Exercise'),
        { name: 'liftedOn', label: 'Lifted on', type: 'datetime', required: true },
        number('weight', 'Weight', 'kg'),
        text('note', 'Note', false),
      ],
    },
    {
      name: 'Member',
      pluralName: 'Members',
      titleField: 'name',
      fields: [
        text('name', 'Name'),
        number('saved', 'Saved', 'USD'),
        number('goal', 'Goal', 'USD'),
      ],
      computed: [
        {
          kind: 'balance',
          name: 'points',
          label: 'Points',
          over: { entity: 'Earning', link: 'member' },
          field: 'points',
          minus: { entity: 'Redemption', link: 'member', field: 'cost' },
        },
        {
          kind: 'progress',
          name: 'towardGoal',
          label: 'Toward goal',
          field: 'saved',
          against: 'goal',
        },
        {
          kind: 'progress',
          name: 'paidUp',
          label: 'Earnings approved',
          over: { entity: 'Earning', link: 'member' },
          field: 'approved',
        },
        {
          kind: 'progress',
          name: 'earningsToGoal',
          label: 'Earnings toward goal',
          over: { entity: 'Earning', link: 'member' },
          against: 'goal',
        },
      ],
      actions: [{ kind: 'redeem', name: 'redeem', label: 'Redeem points', balance: 'points' }],
    },
    {
      name: 'Earning',
      pluralName: 'Earnings',
      titleField: 'reason',
      fields: [
        link('member', 'Member', 'Member'),
        text('reason', 'Reason'),
        number('points', 'Points'),
        { name: 'approved', label: 'Approved', type: 'boolean', required: false },
      ],
    },
    {
      name: 'Redemption',
      pluralName: 'Redemptions',
      titleField: 'reward',
      fields: [
        link('member', 'Member', 'Member'),
        text('reward', 'Reward'),
        number('cost', 'Cost'),
      ],
    },
    {
      name: 'Roommate',
      pluralName: 'Roommates',
      titleField: 'name',
      fields: [text('name', 'Name')],
      computed: [
        {
          kind: 'balance',
          name: 'share',
          label: 'Shared costs',
          over: { entity: 'SharedCost', link: 'paidBy' },
          field: 'amount',
          shared: true,
        },
      ],
    },
    {
      name: 'SharedCost',
      pluralName: 'SharedCosts',
      titleField: 'what',
      fields: [
        text('what', 'What'),
        link('paidBy', 'Paid by', 'Roommate'),
        { name: 'amount', label: 'Amount', type: 'currency', unit: 'USD', required: true },
      ],
    },
  ],
});

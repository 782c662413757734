import { appSpecSchema, type AppSpec } from '../app-spec.ts';
import { theme } from './test-theme.ts';

/** Apps that compute values and act with one tap: a rendering fixture for every kind of each. */

const text = (name: string, label: string, required = true) => ({
  name,
  label,
  type: 'text',
  required,
});
const number = (name: string, label: string, unit?: string) => ({
  name,
  label,
  type: 'number',
  required: false,
  ...(unit ? { unit } : {}),
});
const link = (name: string, label: string, relation: string) => ({
  name,
  label,
  type: 'relation',
  relation,
  required: true,
});
const date = (name: string, label: string, required = true) => ({
  name,
  label,
  type: 'date',
  required,
});

/** Habits checked off each day (streak, count this week), lent things (overdue, returned), supplies (low stock), projects timed. */
export const HABITS_AND_LOANS: AppSpec = appSpecSchema.parse({
  appName: 'Keep Up',
  slug: 'keep-up',
  description: 'Habits, lent things and supplies.',
  category: 'productivity',
  theme: theme('ios', '#0E7490'),
  features: [],
  entities: [
    {
      name: 'Habit',
      pluralName: 'Habits',
      titleField: 'name',
      fields: [text('name', 'Name')],
      computed: [
        {
          kind: 'streak',
          name: 'streak',
          label: 'Streak',
          over: { entity: 'CheckIn', link: 'habit' },
          field: 'date',
        },
        {
          kind: 'count',
          name: 'thisWeek',
          label: 'This week',
          over: { entity: 'CheckIn', link: 'habit' },
          period: 'week',
        },
        {
          kind: 'latest',
          name: 'lastDone',
          label: 'Last done',
          over: { entity: 'CheckIn', link: 'habit' },
          field: 'date',
        },
      ],
      actions: [
        {
          kind: 'checkOff',
          name: 'checkOff',
          label: 'Check off today',
          over: { entity: 'CheckIn', link: 'habit' },
          field: 'date',
        },
      ],
    },
    {
      name: 'CheckIn',
      pluralName: 'CheckIns',
      titleField: 'date',
      fields: [link('habit', 'Habit', 'Habit'), date('date', 'Date')],
    },
    {
      name: 'Loan',
      pluralName: 'Loans',
      titleField: 'item',
      fields: [
        text('item', 'Item'),
        text('borrower', 'Borrower'),
        date('dueOn', 'Due on'),
        { name: 'returned', label: 'Returned', type: 'boolean', required: false },
      ],
      computed: [
        { kind: 'overdue', name: 'overdue', label: 'Overdue', field: 'dueOn', against: 'returned' },
        { kind: 'daysUntil', name: 'daysLeft', label: 'Due', field: 'dueOn' },
      ],
      actions: [
        { kind: 'markDone', name: 'markReturned', label: 'Mark returned', field: 'returned' },
      ],
    },
    {
      name: 'Supply',
      pluralName: 'Supplies',
      titleField: 'name',
      fields: [
        text('name', 'Name'),
        number('quantity', 'Quantity'),
        number('reorderLevel', 'Reorder level'),
      ],
      computed: [
        {
          kind: 'lowStock',
          name: 'lowStock',
          label: 'Low stock',
          field: 'quantity',
          against: 'reorderLevel',
        },
      ],
    },
    {
      name: 'Project',
      pluralName: 'Projects',
      titleField: 'name',
      fields: [
        text('name', 'Name'),
        { name: 'timerStartedAt', label: 'Timer started at', type: 'datetime', required: false },
      ],
      computed: [
        {
          kind: 'sum',
          name: 'minutesThisWeek',
          label: 'This week',
          over: { entity: 'TimeEntry', link: 'project' },
          field: 'minutes',
          period: 'week',
        },
      ],
      actions: [
        {
          kind: 'startStop',
          name: 'timer',
          label: 'Timer',
          over: { entity: 'TimeEntry', link: 'project' },
          field: 'minutes',
          since: 'timerStartedAt',
        },
      ],
    },
    {
      name: 'TimeEntry',
      pluralName: 'TimeEntries',
      titleField: 'workedOn',
      fields: [
        link('project', 'Project', 'Project'),
        date('workedOn', 'Worked on'),
        { ...number('minutes', 'Minutes', 'min'), required: true },
      ],
    },
  ],
});

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
      ],
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

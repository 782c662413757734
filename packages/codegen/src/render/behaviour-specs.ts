import { appSpecSchema, type AppSpec } from '../app-spec.ts';
import { date, link, number, text } from './behaviour-spec-fields.ts';
import { theme } from './test-theme.ts';

/** Apps that compute values and act with one tap: a rendering fixture for every kind of each (with behaviour-specs-money.ts). */

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

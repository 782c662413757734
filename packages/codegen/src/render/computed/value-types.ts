import type { ComputedModel } from '../behaviour.ts';

/** The TypeScript type of each kind of computed value, per record and over all records alike. */
export const VALUE_TYPES: Record<ComputedModel['kind'], string> = {
  count: 'number',
  sum: 'number',
  average: 'number | null',
  min: 'number | null',
  max: 'number | null',
  latest: 'unknown',
  streak: 'Streak',
  balance: 'number',
  progress: 'Progress',
  overdue: 'boolean',
  lowStock: 'boolean',
  daysUntil: 'number | null',
  difference: 'number | null',
};

import type { Entity } from '../../app-spec.ts';
import { doneFlagOf, withDoneActions } from './done-actions.ts';
import { withStreaks } from './history.ts';
import { withOwnValues } from './own-values.ts';
import { withTotals } from './totals.ts';

/**
 * What an idea computes and does with one tap, read from its verbs and phrases onto the record
 * types already understood: streaks with their check-ins, done actions and flags, overdue, low
 * stock, days until, and totals, averages, bests and latest values over linked records.
 */
export function behaviourOf(text: string, entities: Entity[]): Entity[] {
  const streaks = withStreaks(text, entities);
  const done = withDoneActions(text, streaks);
  const own = withOwnValues(text, done, doneFlagOf);
  return withTotals(text, own);
}

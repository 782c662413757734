import type { Entity } from '../../app-spec.ts';
import { correctedFunctionWord } from '../lexicon/spelling.ts';
import { doneFlagOf, withDoneActions } from './done-actions.ts';
import { withStreaks } from './history.ts';
import { withLedgers } from './ledgers.ts';
import { withLending } from './lending.ts';
import { withIntervalsDue } from './intervals.ts';
import { withOwnValues } from './own-values.ts';
import { withThemNamed } from './pronouns.ts';
import { withGoalOfAll } from './goal-of-all.ts';
import { withProgress } from './progress.ts';
import { withReadings } from './readings.ts';
import { withSharedCosts } from './shared-costs.ts';
import { withRoundsSaid, withSinceAsked } from './since-last.ts';
import { withTapLogs } from './tap-logs.ts';
import { withTimers } from './timers.ts';
import { withTotals } from './totals.ts';
import { withoutValueRecords } from './value-records.ts';

/**
 * What an idea computes and does with one tap, read from its verbs and phrases onto the record
 * types already understood: timers and the sessions they record, streaks with their check-ins,
 * taps that log an act done again and again,
 * done actions and flags, loans due back, overdue (by a date, or an interval since it was last done), low stock, days until, progress toward a target (a record's own, or a whole all records reach), totals,
 * averages, bests and latest values over linked records, how far a reading went, each record's change since the one before, shares of costs split between people, and balances earned and redeemed. Record types that are values are dropped, unless
 * `keepRecords` (a follow-up, whose record types the person already has).
 */
export function behaviourOf(
  written: string,
  entities: Entity[],
  { keepRecords = false } = {},
): Entity[] {
  // "each habit evry day": the phrases are read with their small words as meant.
  const spelled = written.replace(/[A-Za-z]+/g, (word) => correctedFunctionWord(word));
  const text = withThemNamed(withRoundsSaid(spelled), entities);
  const kept = keepRecords ? entities : withoutValueRecords(text, entities);
  const timed = withTimers(text, kept);
  const streaks = withTapLogs(text, withStreaks(text, timed));
  const done = withDoneActions(text, withLending(text, streaks));
  const own = withIntervalsDue(text, withOwnValues(text, done, doneFlagOf));
  const totals = withSinceAsked(text, withReadings(text, withTotals(text, own)));
  const progress = withGoalOfAll(text, withProgress(text, totals));
  return withLedgers(text, withSharedCosts(text, progress));
}

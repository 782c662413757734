import { z } from 'zod';

/**
 * What an app computes and does with one tap, said of a record type (an entity's `computed` and
 * `actions`). Values are computed from the records themselves, the same way on the device and in
 * the backend (render/computed.ts); nothing here is typed in by the person.
 */
export const COMPUTED_KINDS = [
  'count',
  'sum',
  'average',
  'min',
  'max',
  'latest',
  'streak',
  'balance',
  'progress',
  'overdue',
  'lowStock',
  'daysUntil',
  'difference',
] as const;
export const ACTION_KINDS = ['checkOff', 'markDone', 'startStop', 'redeem'] as const;
/** The values that may read records linked through another (`over.through`). */
export const THROUGH_KINDS = ['count', 'sum', 'average', 'min', 'max', 'latest'] as const;
export const PERIODS = ['day', 'week', 'month', 'year'] as const;

const identifier = z.string().regex(/^[a-z][A-Za-z0-9]*$/);
const typeName = z.string().regex(/^[A-Z][A-Za-z0-9]*$/);

/** Records of another type linked to this one: `CheckIn` records whose `habit` link points here. */
export const linkedSchema = z.object({ entity: typeName, link: identifier });

/**
 * Records linked to this one through a record of a third type: `Stay` records whose `dog` link
 * points to a `Dog` whose `owner` link points here (`through: { entity: 'Dog', link: 'owner' }`).
 */
export const linkedThroughSchema = linkedSchema.extend({ through: linkedSchema.optional() });

export const computedValueSchema = z.object({
  kind: z.enum(COMPUTED_KINDS),
  /** camelCase key of the value in the app's code and the API's answers ("currentStreak"). */
  name: identifier,
  /** What the person sees ("Streak"). */
  label: z.string().min(1).max(40),
  /**
   * count, sum, average, min, max, latest, streak, balance, difference: the linked records it is
   * computed over. A difference over records of its own type reads those sharing its `link`;
   * without `over`, the previous of all records of its type.
   * count, sum…max and latest may read records linked through another (`through`): the stays of
   * each owner's dogs.
   */
  over: linkedThroughSchema.optional(),
  /**
   * The value it reads: of the linked records for sum…latest (a number, or what `latest` shows)
   * and difference (a reading that only grows: an odometer, a meter),
   * streak (their date) and balance (what comes in); of the record itself for overdue (the due
   * date, or with `every` the date it was last done, then also of the `over` records), lowStock
   * (the quantity), daysUntil (the date) and progress (the amount so far).
   */
  field: identifier.optional(),
  /**
   * The record's own field it is measured against: overdue's done flag or date, lowStock's reorder
   * level, progress's target (reached by its own `field`, or by the sum of `field` over `over`
   * records, or by how many `over` records there are when it has no `field`). Without one,
   * progress counts `over` records whose `field` is done.
   */
  against: identifier.optional(),
  /**
   * sum…max and count: only records dated within the current period; streak: days or weeks;
   * difference: the change within the period (from the last reading before it).
   */
  period: z.enum(PERIODS).optional(),
  /**
   * overdue: due once this long has passed since `field`, a date of the record (when it was last
   * done) or, with `over`, the latest of the linked records' dates ("service every 6 months"):
   * a fixed `count` (1 without one) or the record's own number `field` ("days between waterings").
   */
  every: z
    .object({
      unit: z.enum(PERIODS),
      count: z.number().int().min(1).max(1000).optional(),
      field: identifier.optional(),
    })
    .optional(),
  /** balance: what goes out, linked records and their amount field. */
  minus: linkedSchema.extend({ field: identifier }).optional(),
  /**
   * balance: costs shared equally between every record of this type (roommates splitting bills):
   * what each paid of the `over` amounts less an equal share of them all, and who pays whom.
   */
  shared: z.boolean().optional(),
});

/**
 * What an app computes over every record of a type: "how many migraines this month", a streak
 * of days (or weeks) in a row with at least one of the records ("how many days in a row I've
 * practised", where each session is a record of its own), and progress toward a whole the idea
 * states ("it's 127 miles, how much have I got through", "all 63 parks").
 */
export const SUMMARY_KINDS = [
  'count',
  'sum',
  'average',
  'min',
  'max',
  'latest',
  'streak',
  'progress',
] as const;

export const summaryValueSchema = z.object({
  kind: z.enum(SUMMARY_KINDS),
  /** camelCase key of the value in the app's code and the API's summary answer. */
  name: identifier,
  label: z.string().min(1).max(40),
  /**
   * The records' own field it reads: a number for sum…max, any for latest, a date for streak. Count
   * without one counts the records; with a done flag or date, those not done yet ("how many are
   * still open"). Progress sums a number toward its target, counts the records whose flag or date
   * says done, or without one counts the records.
   */
  field: identifier.optional(),
  /** Only records dated within the current period (latest: ignored; streak: of days or weeks). */
  period: z.enum(PERIODS).optional(),
  /** progress: the whole the idea states, which the records reach. */
  target: z.number().positive().max(1e9).optional(),
});

export const actionSchema = z.object({
  kind: z.enum(ACTION_KINDS),
  /** camelCase key ("checkOff"): the API route is POST /api/<records>/:id/<kebab name>. */
  name: identifier,
  /** The button's text ("Check off today"). */
  label: z.string().min(1).max(40),
  /** checkOff, startStop, redeem: the linked record a tap creates. */
  over: linkedSchema.optional(),
  /**
   * The field a tap sets: the created record's date (checkOff), the record's own flag or date
   * (markDone), the created record's duration (startStop: minutes, or hours when its unit says so).
   */
  field: identifier.optional(),
  /** startStop: the record's own date-and-time field holding when its running timer started. */
  since: identifier.optional(),
  /** redeem: the balance (a computed value's name) that must cover the amount. */
  balance: identifier.optional(),
});

export type ComputedKind = (typeof COMPUTED_KINDS)[number];
export type ActionKind = (typeof ACTION_KINDS)[number];
export type ComputedValue = z.infer<typeof computedValueSchema>;
export type Action = z.infer<typeof actionSchema>;
export type SummaryValue = z.infer<typeof summaryValueSchema>;

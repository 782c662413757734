/**
 * src/computed.ts of a generated app, the same file in the Expo app and the backend: the rules its
 * computed values follow (streaks, totals, overdue…), so the phone and the API agree.
 */
export const COMPUTED_RULES = `/** Rules the app's computed values follow: the same file in the app and in the API. */

/** A stored record of any kind. */
type Row = object;

/** One value of a record, by field name. */
export const valueOf = (row: Row, field: string): unknown => (row as Record<string, unknown>)[field];

const pad = (part: number) => String(part).padStart(2, '0');

/** "2026-12-03": a moment's calendar day where the app runs. */
export const localDay = (date: Date) => \`\${date.getFullYear()}-\${pad(date.getMonth() + 1)}-\${pad(date.getDate())}\`;

/** "2026-12-03 09:30": a moment as a date-and-time field stores it. */
export const localStamp = (date: Date) => \`\${localDay(date)} \${pad(date.getHours())}:\${pad(date.getMinutes())}\`;

/** "2026-12-03T09:30:15": a moment to the second where the app runs, as a timer's start is kept. */
export const localMoment = (date: Date) => \`\${localDay(date)}T\${pad(date.getHours())}:\${pad(date.getMinutes())}:\${pad(date.getSeconds())}\`;

/** Time from a stored moment to \`now\` in minutes or hours, to two decimals; null without a start. */
export function elapsed(since: unknown, now: Date, unit: 'minutes' | 'hours'): number | null {
  if (typeof since !== 'string' || since.trim() === '') return null;
  const start = new Date(since.trim().replace(' ', 'T')).getTime();
  if (Number.isNaN(start)) return null;
  const minutes = Math.max(0, (now.getTime() - start) / 60_000);
  return Math.round((unit === 'hours' ? minutes / 60 : minutes) * 100) / 100;
}

/** The calendar day of a stored date ("2026-12-03", "2026-12-03 09:30") or time stamp; undefined when there is none. */
export function dayOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const written = /^(\\d{4}-\\d{2}-\\d{2})(?:[ T]\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?)?$/.exec(value.trim());
  if (written) return written[1];
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? undefined : localDay(moment);
}

/** Days since 1970-01-01 of a calendar day, and weeks (starting on Monday). */
const dayNumber = (day: string) => Math.round(Date.parse(\`\${day}T00:00:00Z\`) / 86_400_000);
const weekNumber = (day: string) => Math.floor((dayNumber(day) + 3) / 7);

export type Period = 'day' | 'week' | 'month' | 'year';

/** Whether a stored date falls in the same day, week, month or year as \`today\`. */
export function inPeriod(value: unknown, period: Period, today: Date): boolean {
  const day = dayOf(value);
  if (!day) return false;
  const now = localDay(today);
  if (period === 'day') return day === now;
  if (period === 'week') return weekNumber(day) === weekNumber(now);
  return period === 'month' ? day.slice(0, 7) === now.slice(0, 7) : day.slice(0, 4) === now.slice(0, 4);
}

export interface Streak {
  /** Days (or weeks) in a row up to today, or up to yesterday while today is not done yet. */
  current: number;
  best: number;
}

/** Consecutive days or weeks with at least one of \`dates\`; a day done twice counts once, and later days not at all. */
export function streakOf(dates: readonly unknown[], unit: 'day' | 'week', today: Date): Streak {
  const step = unit === 'week' ? weekNumber : dayNumber;
  const now = step(localDay(today));
  const marks = [...new Set(dates.flatMap((value) => {
    const day = dayOf(value);
    return day && step(day) <= now ? [step(day)] : [];
  }))].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const mark of marks) {
    run = mark === previous + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = mark;
  }
  const done = new Set(marks);
  let current = 0;
  for (let mark = done.has(now) ? now : now - 1; done.has(mark); mark -= 1) current += 1;
  return { current, best };
}

/** The finite numbers of a field over some records. */
export const numbersOf = (rows: readonly Row[], field: string) =>
  rows.map((row) => valueOf(row, field)).filter((value): value is number => typeof value === 'number' && Number.isFinite(value));

export const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
export const averageOf = (values: readonly number[]) => (values.length > 0 ? sumOf(values) / values.length : null);
export const minOf = (values: readonly number[]) => (values.length > 0 ? Math.min(...values) : null);
export const maxOf = (values: readonly number[]) => (values.length > 0 ? Math.max(...values) : null);

/** A field of the latest record that has it: latest by \`dateField\` when it has one, else the newest saved. */
export function latestOf(rows: readonly Row[], field: string, dateField?: string): unknown {
  const when = (row: Row) => String((dateField ? valueOf(row, dateField) : undefined) || valueOf(row, 'createdAt') || '');
  const has = (row: Row) => valueOf(row, field) !== undefined && valueOf(row, field) !== null && valueOf(row, field) !== '';
  const latest = rows.filter(has).sort((a, b) => when(b).localeCompare(when(a)))[0];
  return latest ? valueOf(latest, field) : null;
}

/** Records in the order they happened: by \`dateField\` (when they were saved, for one without), then by when they were saved. */
const text = (row: Row, field: string) => String(valueOf(row, field) ?? '').replace(' ', 'T');
const happened = (row: Row, dateField: string) => text(row, dateField) || text(row, 'createdAt');

function inOrder(rows: readonly Row[], dateField: string): Row[] {
  return [...rows].sort((a, b) => happened(a, dateField).localeCompare(happened(b, dateField)) || text(a, 'createdAt').localeCompare(text(b, 'createdAt')));
}

const isReading = (row: Row, field: string) => {
  const value = valueOf(row, field);
  return typeof value === 'number' && Number.isFinite(value);
};

/**
 * How much a reading that only grows (an odometer, a meter) went up: the latest reading less the
 * first; within a period, less the last reading before it (or the period's first). Null until two
 * readings say it.
 */
export function changeOf(rows: readonly Row[], field: string, dateField: string, period?: Period, today?: Date): number | null {
  const readings = inOrder(rows, dateField).filter((row) => isReading(row, field));
  const inside = period && today ? readings.filter((row) => inPeriod(happened(row, dateField), period, today)) : readings;
  const first = inside[0];
  const last = inside.at(-1);
  if (!first || !last) return null;
  const start = readings[readings.indexOf(first) - 1] ?? first;
  if (start === last) return null;
  return Math.round(((valueOf(last, field) as number) - (valueOf(start, field) as number)) * 100) / 100;
}

/** A reading less the one before it among \`rows\` (the same car's, the same meter's); null for the first. */
export function sinceLastOf(rows: readonly Row[], record: Row, field: string, dateField: string): number | null {
  if (!isReading(record, field)) return null;
  const readings = inOrder(rows, dateField).filter((row) => isReading(row, field));
  const index = readings.findIndex((row) => valueOf(row, 'id') === valueOf(record, 'id'));
  const previous = index > 0 ? readings[index - 1] : undefined;
  return previous ? Math.round(((valueOf(record, field) as number) - (valueOf(previous, field) as number)) * 100) / 100 : null;
}

/** Whether a done flag or date says done. */
export const isDone = (value: unknown) => value === true || (typeof value === 'string' && value.trim() !== '');

/** A due date passed (before today) and not done. */
export function isOverdue(due: unknown, done: unknown, today: Date): boolean {
  const day = dayOf(due);
  return day !== undefined && day < localDay(today) && !isDone(done);
}

/**
 * The day an interval after a stored date: \`count\` days, weeks, months or years (a month from
 * 31 January is the last day of February); undefined without a date or a positive count.
 */
export function dueAfter(from: unknown, count: unknown, unit: Period): string | undefined {
  const day = dayOf(from);
  if (!day || typeof count !== 'number' || !(count > 0)) return undefined;
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  if (unit === 'day' || unit === 'week') {
    const moved = new Date(Date.UTC(year, month - 1, date + Math.round(count * (unit === 'week' ? 7 : 1))));
    return moved.toISOString().slice(0, 10);
  }
  const months = month - 1 + Math.round(count * (unit === 'year' ? 12 : 1));
  const last = new Date(Date.UTC(year, months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, months, Math.min(date, last))).toISOString().slice(0, 10);
}

/** Whole days from today to a date (negative once it has passed); null without a date. */
export function daysUntil(value: unknown, today: Date): number | null {
  const day = dayOf(value);
  return day ? dayNumber(day) - dayNumber(localDay(today)) : null;
}

/** A quantity at or below its reorder level. */
export const isLow = (quantity: unknown, level: unknown) =>
  typeof quantity === 'number' && typeof level === 'number' && quantity <= level;

export interface Progress {
  done: number;
  total: number;
}

/** Whether any record is already dated today: a second check-off the same day adds nothing. */
export const doneOn = (rows: readonly Row[], dateField: string, today: Date) =>
  rows.some((row) => dayOf(valueOf(row, dateField)) === localDay(today));

export interface Share {
  /** Paid less an equal share of everything: above zero is owed, below owes. */
  balance: number;
  /** Who this one pays, and how much, to settle up. */
  owes: { to: string; amount: number }[];
  /** Who pays this one. */
  owed: { from: string; amount: number }[];
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Costs split equally between everyone: what \`id\` paid (costs whose \`link\` is it) less an equal
 * share of all costs, and the fewest payments that settle everyone up (largest debts first).
 */
export function shareOf(id: string, people: readonly Row[], costs: readonly Row[], link: string, field: string): Share {
  const ids = people.map((person) => String(valueOf(person, 'id')));
  const paidBy = (person: string) => sumOf(numbersOf(costs.filter((cost) => valueOf(cost, link) === person), field));
  const fair = ids.length > 0 ? sumOf(ids.map(paidBy)) / ids.length : 0;
  const balances = ids.map((person) => ({ person, unsettled: cents(paidBy(person) - fair) }));
  const debtors = balances.filter((entry) => entry.unsettled < 0).map((entry) => ({ ...entry, unsettled: -entry.unsettled })).sort((a, b) => b.unsettled - a.unsettled);
  const creditors = balances.filter((entry) => entry.unsettled > 0).sort((a, b) => b.unsettled - a.unsettled);
  const payments: { from: string; to: string; amount: number }[] = [];
  for (const debtor of debtors) {
    for (const creditor of creditors) {
      const amount = cents(Math.min(debtor.unsettled, creditor.unsettled));
      if (amount <= 0) continue;
      payments.push({ from: debtor.person, to: creditor.person, amount });
      debtor.unsettled = cents(debtor.unsettled - amount);
      creditor.unsettled = cents(creditor.unsettled - amount);
    }
  }
  return {
    balance: cents(paidBy(id) - fair),
    owes: payments.filter((payment) => payment.from === id).map(({ to, amount }) => ({ to, amount })),
    owed: payments.filter((payment) => payment.to === id).map(({ from, amount }) => ({ from, amount })),
  };
}
`;

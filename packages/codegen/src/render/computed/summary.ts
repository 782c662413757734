import { isNumber, type SummaryModel } from '../behaviour.ts';
import type { AppModel, EntityModel } from '../model.ts';
import { lines, str } from '../names.ts';
import { VALUE_TYPES } from './value-types.ts';

/**
 * In src/values.ts of a generated app, per record type with a summary: the function computing it
 * from all the type's records ("how many migraines this month", "average severity"), so the list
 * screen and GET /api/<records>/summary agree.
 */

export const summaryFn = (entity: EntityModel) => `${entity.camel}SummaryValues`;
export const summaryType = (entity: EntityModel) => `${entity.type}SummaryValues`;

/** Record types with something computed over all their records. */
export const withSummary = (model: AppModel) =>
  model.entities.filter((entity) => entity.summary.length > 0);

/** When a record of `entity` (\`row\`) happened: its date, or when it was saved. */
export function whenOf(entity: EntityModel) {
  const saved = "valueOf(row, 'createdAt')";
  return entity.date ? `valueOf(row, ${str(entity.date.name)}) || ${saved}` : saved;
}

/**
 * The records a value reads: those dated within its period when it has one (one saved without its
 * date happened when it was saved).
 */
function rowsOf(entity: EntityModel, value: SummaryModel) {
  if (!value.period || value.kind === 'latest' || value.kind === 'streak') return 'rows';
  return `rows.filter((row) => inPeriod(${whenOf(entity)}, ${str(value.period)}, today))`;
}

/** How far the records have gone toward the whole: a number's sum, those done, or how many. */
function progressDone(value: SummaryModel) {
  const field = value.field && str(value.field.name);
  if (!field) return 'rows.length';
  return isNumber(value.field)
    ? `sumOf(numbersOf(rows, ${field}))`
    : `rows.filter((row) => isDone(valueOf(row, ${field}))).length`;
}

function summaryExpression(entity: EntityModel, value: SummaryModel): string {
  const rows = rowsOf(entity, value);
  const numbers = () => `numbersOf(${rows}, ${str(value.field!.name)})`;
  switch (value.kind) {
    case 'count':
      // "how many are still open": those whose flag or date does not say done yet.
      return value.field
        ? `${rows}.filter((row) => !isDone(valueOf(row, ${str(value.field.name)}))).length`
        : `${rows}.length`;
    case 'sum':
      return `sumOf(${numbers()})`;
    case 'average':
    case 'min':
    case 'max':
      return `${value.kind}Of(${numbers()})`;
    case 'latest':
      return `latestOf(rows, ${str(value.field!.name)}${entity.date ? `, ${str(entity.date.name)}` : ''})`;
    case 'streak':
      return `streakOf(rows.map((row) => valueOf(row, ${str(value.field!.name)}) || valueOf(row, 'createdAt')), ${str(value.period === 'week' ? 'week' : 'day')}, today)`;
    case 'progress':
      return `{ done: ${progressDone(value)}, total: ${value.target} }`;
  }
}

/** Whether a summary depends on the day: a value kept to the current period. */
export const summaryReadsToday = (entity: EntityModel) =>
  entity.summary.some((value) => /\btoday\b/.test(summaryExpression(entity, value)));

/** A call of an entity's summary function over `rows`; `today` is an expression of the caller. */
export const summaryCall = (entity: EntityModel, rows: string, today: string) =>
  `${summaryFn(entity)}(${rows}${summaryReadsToday(entity) ? `, ${today}` : ''})`;

export function summaryCode(entity: EntityModel): string {
  const today = summaryReadsToday(entity) ? ', today: Date' : '';
  return lines(
    `/** What the app computes over all ${entity.lowerPlural}. */`,
    `export interface ${summaryType(entity)} {`,
    ...entity.summary.map((value) => `  ${value.name}: ${VALUE_TYPES[value.kind]};`),
    '}',
    '',
    `export function ${summaryFn(entity)}(rows: readonly object[]${today}): ${summaryType(entity)} {`,
    '  return {',
    ...entity.summary.map((value) => `    ${value.name}: ${summaryExpression(entity, value)},`),
    '  };',
    '}',
  );
}

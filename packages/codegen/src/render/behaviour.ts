import {
  THROUGH_KINDS,
  type Action,
  type ComputedValue,
  type SummaryValue,
} from '../app-spec-behaviour.ts';
import type { Entity, Field } from '../app-spec.ts';
import type { EntityModel } from './model.ts';
import { linkedRecords, type LinkedRecords } from './linked-records.ts';
import { kebab } from './names.ts';

/**
 * An entity's computed values and one-tap actions, their names resolved to the fields and record
 * types they read. A value or action whose fields do not exist, or do not fit its kind, is left out,
 * so a follow-up that removes a field never leaves code reading it.
 */

export interface ComputedModel {
  kind: ComputedValue['kind'];
  name: string;
  label: string;
  over?: LinkedRecords;
  field?: Field;
  against?: Field;
  period?: ComputedValue['period'];
  minus?: LinkedRecords & { field: Field };
  /** balance: an equal share of all `over` amounts is subtracted, with who pays whom. */
  shared?: boolean;
  /**
   * difference: `over` is the record's own type, the records sharing its `link` (the same car's
   * fill-ups), or, without `over`, all records of the type: this reading less the one before it.
   */
  siblings?: boolean;
  /** overdue: due this long after `field` (the latest of the `over` records' when given). */
  every?: { unit: NonNullable<ComputedValue['period']>; count: number; field?: Field };
}

/** A value over all records of a type, its field resolved: a computed value without `over`. */
export type SummaryModel = Pick<ComputedModel, 'name' | 'label' | 'field' | 'period'> & {
  kind: SummaryValue['kind'];
  /** progress: the whole the records reach. */
  target?: number;
};

export interface ActionModel {
  kind: Action['kind'];
  name: string;
  label: string;
  /** "check-off": POST /api/habits/:id/check-off. */
  segment: string;
  over?: LinkedRecords;
  field: Field;
  /** startStop: the record's own field holding when the running timer started. */
  since?: Field;
  /** startStop: the created record's date, set to the day the timer started. */
  date?: Field;
  /** redeem: the balance that must cover the created record's amount (`field`). */
  balance?: ComputedModel;
  /**
   * markDone: the date it sets is when it was last done, due again after an interval: done again
   * on another day, and done only on the day it was.
   */
  again?: boolean;
}

const NUMBERS = new Set(['number', 'currency', 'rating']);
const DATES = new Set(['date', 'datetime']);
export const isNumber = (field?: Field) => field !== undefined && NUMBERS.has(field.type);
const isDate = (field?: Field) => field !== undefined && DATES.has(field.type);
const THROUGH = new Set<ComputedValue['kind']>(THROUGH_KINDS);
const isDone = (field?: Field) => field?.type === 'boolean' || isDate(field);

function computedModel(
  value: ComputedValue,
  target: EntityModel,
  byName: Map<string, EntityModel>,
): ComputedModel | undefined {
  const own = (name?: string) => target.fields.find((field) => field.name === name);
  const over = linkedRecords(value.over, target, byName);
  if (over?.through && !THROUGH.has(value.kind)) return undefined;
  const of = (name?: string) => over?.entity.fields.find((field) => field.name === name);
  const base = { kind: value.kind, name: value.name, label: value.label, period: value.period };
  switch (value.kind) {
    case 'count':
      return over && { ...base, over };
    case 'sum':
    case 'average':
    case 'min':
    case 'max':
      return over && isNumber(of(value.field))
        ? { ...base, over, field: of(value.field) }
        : undefined;
    case 'latest':
      return over && of(value.field) ? { ...base, over, field: of(value.field) } : undefined;
    case 'streak':
      return over && isDate(of(value.field))
        ? { ...base, over, field: of(value.field) }
        : undefined;
    case 'balance': {
      const minusOver = linkedRecords(value.minus, target, byName);
      const minusField = minusOver?.entity.fields.find(
        (field) => field.name === value.minus?.field,
      );
      if (!over || !isNumber(of(value.field))) return undefined;
      const minus =
        minusOver && isNumber(minusField) ? { ...minusOver, field: minusField! } : undefined;
      if (value.shared) return { ...base, over, field: of(value.field), shared: true };
      return { ...base, over, field: of(value.field), minus };
    }
    case 'progress':
      if (isNumber(own(value.field)) && isNumber(own(value.against)))
        return { ...base, field: own(value.field), against: own(value.against) };
      if (over && isNumber(of(value.field)) && isNumber(own(value.against)))
        return { ...base, over, field: of(value.field), against: own(value.against) };
      if (over && value.field === undefined && isNumber(own(value.against)))
        return { ...base, over, against: own(value.against) };
      return over && of(value.field)?.type === 'boolean'
        ? { ...base, over, field: of(value.field) }
        : undefined;
    case 'overdue':
      if (value.every) return intervalModel(value, base, own, over, of);
      if (!isDate(own(value.field))) return undefined;
      if (value.against !== undefined && !isDone(own(value.against))) return undefined;
      return { ...base, field: own(value.field), against: own(value.against) };
    case 'lowStock':
      return isNumber(own(value.field)) && isNumber(own(value.against))
        ? { ...base, field: own(value.field), against: own(value.against) }
        : undefined;
    case 'daysUntil':
      return isDate(own(value.field)) ? { ...base, field: own(value.field) } : undefined;
    case 'difference':
      return differenceModel(value, target, base, over);
  }
}

/** Overdue once an interval (fixed, or the record's own number) has passed since it was last done. */
function intervalModel(
  value: ComputedValue,
  base: Pick<ComputedModel, 'kind' | 'name' | 'label' | 'period'>,
  own: (name?: string) => Field | undefined,
  over: LinkedRecords | undefined,
  of: (name?: string) => Field | undefined,
): ComputedModel | undefined {
  const every = value.every!;
  const field = over ? of(value.field) : own(value.field);
  if (!isDate(field) || (every.field !== undefined && !isNumber(own(every.field))))
    return undefined;
  const interval = { unit: every.unit, count: every.count ?? 1, field: own(every.field) };
  return { ...base, ...(over ? { over } : {}), field, every: interval };
}

/**
 * A reading's change: over the linked readings, or since the previous reading sharing a link, or
 * without `over` since the previous one of all.
 */
function differenceModel(
  value: ComputedValue,
  target: EntityModel,
  base: Pick<ComputedModel, 'kind' | 'name' | 'label' | 'period'>,
  over: LinkedRecords | undefined,
): ComputedModel | undefined {
  if (!value.over) {
    const field = target.fields.find((item) => item.name === value.field);
    return isNumber(field) ? { ...base, period: undefined, field, siblings: true } : undefined;
  }
  if (value.over.entity !== target.name) {
    const field = over?.entity.fields.find((item) => item.name === value.field);
    return over && isNumber(field) ? { ...base, over, field } : undefined;
  }
  const link = target.relations.find((relation) => relation.name === value.over?.link);
  const field = target.fields.find((item) => item.name === value.field);
  return link && isNumber(field)
    ? { ...base, period: undefined, over: { entity: target, link }, field, siblings: true }
    : undefined;
}

/** Sum…max read a number of the records; latest any value; streak a date; count a done flag or none. */
function summaryModel(value: SummaryValue, entity: EntityModel): SummaryModel | undefined {
  const field = entity.fields.find((candidate) => candidate.name === value.field);
  const base = { kind: value.kind, name: value.name, label: value.label };
  if (value.kind === 'count')
    return { ...base, period: value.period, ...(isDone(field) ? { field } : {}) };
  if (value.kind === 'latest') return field && { ...base, field };
  if (value.kind === 'streak')
    return isDate(field)
      ? { ...base, field, period: value.period === 'week' ? 'week' : undefined }
      : undefined;
  if (value.kind === 'progress')
    return value.target && (!value.field || field)
      ? { ...base, target: value.target, ...(field ? { field } : {}) }
      : undefined;
  return isNumber(field) ? { ...base, field, period: value.period } : undefined;
}

/** A tap creates the linked record with only its link and the values it sets: no other may be required. */
const oneTapRecord = (over: LinkedRecords, ...set: (Field | undefined)[]) =>
  over.entity.fields.every(
    (field) => !field.required || field === over.link || set.includes(field),
  );

function actionModel(
  action: Action,
  target: EntityModel,
  byName: Map<string, EntityModel>,
): ActionModel | undefined {
  const base = { name: action.name, label: action.label, segment: kebab(action.name) };
  if (action.kind === 'checkOff') {
    const over = linkedRecords(action.over, target, byName);
    const date = over?.entity.fields.find((field) => field.name === action.field);
    return over && isDate(date) && oneTapRecord(over, date!)
      ? { ...base, kind: 'checkOff', over, field: date! }
      : undefined;
  }
  if (action.kind === 'markDone') {
    const field = target.fields.find((candidate) => candidate.name === action.field);
    const again = target.computed.some(
      (value) => value.every !== undefined && !value.over && value.field === field,
    );
    if (!isDone(field)) return undefined;
    return {
      ...base,
      kind: 'markDone',
      field: field!,
      ...(again && isDate(field) ? { again } : {}),
    };
  }
  if (action.kind === 'startStop') {
    const over = linkedRecords(action.over, target, byName);
    const duration = over?.entity.fields.find((field) => field.name === action.field);
    const since = target.fields.find((field) => field.name === action.since);
    const date = over?.entity.date;
    return over &&
      isNumber(duration) &&
      since?.type === 'datetime' &&
      oneTapRecord(over, duration, date)
      ? { ...base, kind: 'startStop', over, field: duration!, since, date }
      : undefined;
  }
  return redeemModel(action, target.computed, base);
}

/**
 * Redeeming records what goes out of a balance (its `minus` records and amount), refused when the
 * balance does not cover it; a redeem naming other records than the balance's is left out.
 */
function redeemModel(
  action: Action,
  computed: ComputedModel[],
  base: Pick<ActionModel, 'name' | 'label' | 'segment'>,
): ActionModel | undefined {
  const balance = computed.find(
    (value) => value.name === action.balance && value.kind === 'balance' && value.minus,
  );
  const minus = balance?.minus;
  if (!balance || !minus) return undefined;
  const sameRecords =
    (action.over === undefined ||
      (action.over.entity === minus.entity.name && action.over.link === minus.link.name)) &&
    (action.field === undefined || action.field === minus.field.name);
  return sameRecords
    ? {
        ...base,
        kind: 'redeem',
        over: { entity: minus.entity, link: minus.link },
        field: minus.field,
        balance,
      }
    : undefined;
}

const distinctNames = <T extends { name: string }>(items: T[]) =>
  items.filter((item, index) => items.findIndex((other) => other.name === item.name) === index);

/** Fills `computed` and `actions` of each entity model from its spec, once links are known. */
export function resolveBehaviour(
  specs: Entity[],
  entities: EntityModel[],
  byName: Map<string, EntityModel>,
) {
  for (const entity of entities) {
    const spec = specs.find((candidate) => candidate.name === entity.name);
    const taken = new Set(entity.fields.map((field) => field.name));
    entity.computed = distinctNames(
      (spec?.computed ?? [])
        .filter((value) => !taken.has(value.name))
        .flatMap((value) => computedModel(value, entity, byName) ?? []),
    );
    entity.summary = distinctNames(
      (spec?.summary ?? []).flatMap((value) => summaryModel(value, entity) ?? []),
    );
    entity.actions = distinctNames(
      (spec?.actions ?? []).flatMap((action) => actionModel(action, entity, byName) ?? []),
    );
    // When a timer started is the button's business, not a row's summary.
    entity.secondary = entity.secondary.filter(
      (field) => !entity.actions.some((action) => action.since === field),
    );
  }
}

import type { ActionModel, ComputedModel } from '../behaviour.ts';
import type { LinkedRecords } from '../linked-records.ts';
import type { AppModel, EntityModel } from '../model.ts';
import { lines, str } from '../names.ts';
import { summaryCode, whenOf, withSummary } from './summary.ts';
import { VALUE_TYPES } from './value-types.ts';

/**
 * src/values.ts of a generated app, the same file in the Expo app and the backend: per record type
 * with computed values, the function that computes them from the record and the records linked to
 * it, and whether today's check-off is already done.
 */

/** A timer records minutes, or hours when the duration's unit says so. */
export const timerUnit = (action: ActionModel) =>
  /^h(?:ou)?rs?$/i.test(action.field.unit ?? '') ? 'hours' : 'minutes';

const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export const valuesFn = (entity: EntityModel) => `${entity.camel}Values`;
export const valuesType = (entity: EntityModel) => `${entity.type}Values`;
export const linksType = (entity: EntityModel) => `${entity.type}Links`;
export const checkedOffFn = (entity: EntityModel, action: ActionModel) =>
  `${entity.camel}${upperFirst(action.name)}Done`;
export const shortFn = (entity: EntityModel, action: ActionModel) =>
  `${entity.camel}${upperFirst(action.name)}Short`;

/** A redeem action with the record type it is on. */
export interface Redeem {
  owner: EntityModel;
  action: ActionModel;
}

/** The app's redeem actions; only those whose records are `over`'s, when given. */
export const redeemsOf = (model: AppModel, over?: EntityModel): Redeem[] =>
  model.entities.flatMap((owner) =>
    owner.actions
      .filter((action) => action.kind === 'redeem' && (!over || action.over!.entity === over))
      .map((action) => ({ owner, action })),
  );

/** Record types with something to compute or a check-off to ask about. */
export const withValues = (model: AppModel) =>
  model.entities.filter(
    (entity) =>
      entity.computed.length > 0 || entity.actions.some((action) => action.kind === 'checkOff'),
  );

/** A change since the previous record of all of the record's own type. */
const ofAll = (value: ComputedModel) => value.siblings === true && !value.over;

/** The collections an entity's values read, by collection name. */
export function linkedCollections(entity: EntityModel): EntityModel[] {
  const overs = [
    ...(entity.computed.some((value) => value.shared || ofAll(value)) ? [entity] : []),
    ...[
      ...entity.computed.flatMap((value) => [value.over, value.over?.through, value.minus]),
      // (a timer writes its records and reads none)
      ...entity.actions
        .filter((action) => action.kind !== 'startStop')
        .map((action) => action.over),
    ].flatMap((linked) => (linked ? [linked.entity] : [])),
  ];
  return overs.filter((item, index) => overs.indexOf(item) === index);
}

/**
 * A local holding the records linked through one link: "checkIns", or "matchesHomeTeam" when two
 * links share a type; "fillUpsOfSameCar" for records of the owner's own type sharing its link.
 */
const rowsName = (owner: EntityModel, linked: LinkedRecords) =>
  linked.through
    ? `${linked.entity.collection}Of${upperFirst(linked.through.entity.collection)}`
    : linked.entity === owner
      ? `${linked.entity.collection}OfSame${upperFirst(linked.link.name)}`
      : owner.children.filter((child) => child.entity === linked.entity).length > 1
        ? `${linked.entity.collection}${upperFirst(linked.link.name)}`
        : linked.entity.collection;

/**
 * The filter keeping the records a local holds: linked to the record, sharing its link, or linked
 * to a record between that is linked to it.
 */
const rowsFilter = (owner: EntityModel, linked: LinkedRecords, record: string) =>
  linked.through
    ? `links.${linked.entity.collection}.filter((row) => links.${linked.through.entity.collection}.some((between) => valueOf(between, 'id') === valueOf(row, ${str(linked.link.name)}) && valueOf(between, ${str(linked.through.link.name)}) === ${record}.id))`
    : `links.${linked.entity.collection}.filter((row) => valueOf(row, ${str(linked.link.name)}) === ${
        linked.entity === owner ? `valueOf(${record}, ${str(linked.link.name)})` : `${record}.id`
      })`;

/** The rows a value reads, kept to the current period when it has one. */
function periodRows(owner: EntityModel, value: ComputedModel) {
  const rows = rowsName(owner, value.over!);
  if (!value.period || value.kind === 'streak') return rows;
  return `${rows}.filter((row) => inPeriod(${whenOf(value.over!.entity)}, ${str(value.period)}, today))`;
}

function valueExpression(owner: EntityModel, value: ComputedModel, record: string): string {
  const own = (field = value.field!) => `valueOf(${record}, ${str(field.name)})`;
  const numbers = () => `numbersOf(${periodRows(owner, value)}, ${str(value.field!.name)})`;
  switch (value.kind) {
    case 'count':
      return `${periodRows(owner, value)}.length`;
    case 'sum':
      return `sumOf(${numbers()})`;
    case 'average':
    case 'min':
    case 'max':
      return `${value.kind}Of(${numbers()})`;
    case 'latest': {
      const date = value.over!.entity.date;
      return `latestOf(${rowsName(owner, value.over!)}, ${str(value.field!.name)}${date ? `, ${str(date.name)}` : ''})`;
    }
    case 'streak':
      return `streakOf(${rowsName(owner, value.over!)}.map((row) => valueOf(row, ${str(value.field!.name)})), ${str(value.period === 'week' ? 'week' : 'day')}, today)`;
    case 'balance': {
      if (value.shared)
        return `shareOf(${record}.id, links.${owner.collection}, links.${value.over!.entity.collection}, ${str(value.over!.link.name)}, ${str(value.field!.name)})`;
      const minus = value.minus
        ? ` - sumOf(numbersOf(${rowsName(owner, value.minus)}, ${str(value.minus.field.name)}))`
        : '';
      return `${numbers()}.reduce((total, amount) => total + amount, 0)${minus}`;
    }
    case 'progress': {
      const target = value.against && `sumOf(numbersOf([${record}], ${str(value.against.name)}))`;
      if (target && value.over && !value.field)
        return `{ done: ${rowsName(owner, value.over)}.length, total: ${target} }`;
      if (target && value.over) return `{ done: sumOf(${numbers()}), total: ${target} }`;
      return value.against
        ? `{ done: sumOf(numbersOf([${record}], ${str(value.field!.name)})), total: ${target} }`
        : `{ done: ${rowsName(owner, value.over!)}.filter((row) => isDone(valueOf(row, ${str(value.field!.name)}))).length, total: ${rowsName(owner, value.over!)}.length }`;
    }
    case 'overdue': {
      const done = value.against ? own(value.against) : 'false';
      if (!value.every) return `isOverdue(${own()}, ${done}, today)`;
      const field = str(value.field!.name);
      const from = value.over
        ? `latestOf(${rowsName(owner, value.over)}, ${field}, ${field})`
        : own();
      const count = value.every.field ? own(value.every.field) : String(value.every.count);
      return `isOverdue(dueAfter(${from}, ${count}, ${str(value.every.unit)}), ${done}, today)`;
    }
    case 'lowStock':
      return `isLow(${own()}, ${own(value.against)})`;
    case 'daysUntil':
      return `daysUntil(${own()}, today)`;
    case 'difference': {
      if (ofAll(value))
        return `sinceLastOf(links.${owner.collection}, ${record}, ${str(value.field!.name)}, ${str(owner.date?.name ?? 'createdAt')})`;
      const rows = rowsName(owner, value.over!);
      const date = str(value.over!.entity.date?.name ?? 'createdAt');
      if (value.siblings)
        return `sinceLastOf(${rows}, ${record}, ${str(value.field!.name)}, ${date})`;
      const period = value.period ? `, ${str(value.period)}, today` : '';
      return `changeOf(${rows}, ${str(value.field!.name)}, ${date}${period})`;
    }
  }
}

/** Whether an entity's values depend on the day (streaks, periods, due dates). */
const readsToday = (entity: EntityModel) =>
  entity.computed.some((value) => /\btoday\b/.test(valueExpression(entity, value, 'record')));

/** A call of an entity's values function: `links` and `today` are expressions of the caller. */
export const valuesCall = (entity: EntityModel, record: string, links: string, today: string) =>
  entity.computed.length === 0
    ? `${valuesFn(entity)}()`
    : `${valuesFn(entity)}(${[record, linkedCollections(entity).length > 0 && links, readsToday(entity) && today].filter(Boolean).join(', ')})`;

function entityValues(entity: EntityModel): string {
  const record = entity.variable;
  const collections = linkedCollections(entity);
  // The records the values read; an action's own records are read by its own function.
  const linkedSets = entity.computed
    .flatMap((value) => (value.shared ? [] : [value.over, value.minus]))
    .flatMap((linked) => (linked ? [linked] : []));
  const locals = new Map(linkedSets.map((linked) => [rowsName(entity, linked), linked]));
  const filters = [...locals].map(
    ([name, linked]) => `  const ${name} = ${rowsFilter(entity, linked, record)};`,
  );
  const linksParam = collections.length > 0 ? `, links: ${linksType(entity)}` : '';
  // With a check-off and nothing computed, the values function reads neither.
  const params =
    entity.computed.length > 0
      ? `${record}: StoredRecord${linksParam}${readsToday(entity) ? ', today: Date' : ''}`
      : '';
  const checkOffs = entity.actions.filter((action) => action.kind === 'checkOff');
  return lines(
    ...(collections.length > 0
      ? [
          `/** The records ${entity.lowerPlural}' values read, all of each kind. */`,
          `export interface ${linksType(entity)} {`,
          ...collections.map((linked) => `  ${linked.collection}: readonly object[];`),
          '}',
          '',
        ]
      : []),
    `/** What the app computes for each ${entity.label.toLowerCase()}. */`,
    `export interface ${valuesType(entity)} {`,
    ...entity.computed.map(
      (value) => `  ${value.name}: ${value.shared ? 'Share' : VALUE_TYPES[value.kind]};`,
    ),
    '}',
    '',
    `export function ${valuesFn(entity)}(${params}): ${valuesType(entity)} {`,
    ...filters,
    `  return {`,
    ...entity.computed.map(
      (value) => `    ${value.name}: ${valueExpression(entity, value, record)},`,
    ),
    '  };',
    '}',
    ...checkOffs.flatMap((action) => [
      '',
      `/** Whether a ${entity.label.toLowerCase()} is checked off today: a second tap the same day adds nothing. */`,
      `export function ${checkedOffFn(entity, action)}(${record}: StoredRecord, links: ${linksType(entity)}, today: Date): boolean {`,
      `  const ${rowsName(entity, action.over!)} = links.${action.over!.entity.collection}.filter((row) => valueOf(row, ${str(action.over!.link.name)}) === ${record}.id);`,
      `  return doneOn(${rowsName(entity, action.over!)}, ${str(action.field.name)}, today);`,
      '}',
    ]),
    ...entity.actions
      .filter((action) => action.kind === 'redeem')
      .flatMap((action) => ['', redeemShort(entity, action)]),
  );
}

/** A call of the function saying why saving a redeemed record is refused. */
export const shortCall = (
  entity: EntityModel,
  action: ActionModel,
  args: { record: string; links: string; saving: string; today: string },
) =>
  `${shortFn(entity, action)}(${[args.record, args.links, args.saving, readsToday(entity) && args.today].filter(Boolean).join(', ')})`;

/**
 * Why saving a record that redeems (a redemption, a withdrawal) is refused: the balance without
 * this record does not cover its amount. Editing one counts it once.
 */
function redeemShort(entity: EntityModel, action: ActionModel): string {
  const record = entity.variable;
  const over = action.over!;
  const balance = action.balance!;
  const today = readsToday(entity) ? ', today: Date' : '';
  const others = `{ ...links, ${over.entity.collection}: links.${over.entity.collection}.filter((row) => valueOf(row, 'id') !== saving.id) }`;
  const noun = balance.label.toLowerCase().replace(/[`\\$]/g, '');
  return lines(
    `/** Why saving this ${over.entity.label.toLowerCase()} is refused: the ${entity.label.toLowerCase()}'s ${noun} would not cover it; null when they do. */`,
    `export function ${shortFn(entity, action)}(${record}: StoredRecord, links: ${linksType(entity)}, saving: { id?: string }${today}): string | null {`,
    `  const left = ${valuesCall(entity, record, others, 'today')}.${balance.name};`,
    `  const needs = sumOf(numbersOf([saving], ${str(action.field.name)}));`,
    '  const round = (amount: number) => Math.round(amount * 100) / 100;',
    `  return needs > 0 && needs > left ? \`Not enough ${noun}: \${round(left)} left, this needs \${round(needs)}.\` : null;`,
    '}',
  );
}

const RULE_NAMES = [
  'averageOf',
  'changeOf',
  'daysUntil',
  'doneOn',
  'dueAfter',
  'inPeriod',
  'isDone',
  'isLow',
  'isOverdue',
  'latestOf',
  'maxOf',
  'minOf',
  'numbersOf',
  'shareOf',
  'sinceLastOf',
  'streakOf',
  'sumOf',
  'valueOf',
];

export function valuesFile(model: AppModel): string {
  const perRecord = withValues(model).map(entityValues);
  const body = [...perRecord, ...withSummary(model).map(summaryCode)].join('\n\n');
  const used = RULE_NAMES.filter((name) => new RegExp(`\\b${name}\\(`).test(body));
  const types = ['Progress', 'Share', 'Streak'].filter((name) =>
    new RegExp(`: ${name};`).test(body),
  );
  return `${lines(
    `import { ${[...used, ...types.map((name) => `type ${name}`)].join(', ')} } from './computed';`,
    '',
    ...(perRecord.length > 0
      ? [
          '/** Keys every stored record has. */',
          'interface StoredRecord {',
          '  id: string;',
          '}',
          '',
        ]
      : []),
    body,
  )}`;
}

import type { ActionModel, ComputedModel, SummaryModel } from '../behaviour.ts';
import { summaryCall, summaryFn, summaryType } from '../computed/summary.ts';
import {
  checkedOffFn,
  linkedCollections,
  timerUnit,
  valuesCall,
  valuesFn,
  valuesType,
} from '../computed/values.ts';
import type { AppModel, EntityModel } from '../model.ts';
import { lines, str } from '../names.ts';

/**
 * src/behaviour.ts of the Expo app: per record type with computed values or actions, a hook that
 * reads the linked records once per change and gives each record its values as text and its
 * actions, ready for a row or a detail screen.
 */

export const behaviourHook = (entity: EntityModel) => `use${entity.type}Behaviour`;
/** Values or actions of each record: what a row and a detail screen show. */
export const hasRecordBehaviour = (entity: EntityModel) =>
  entity.computed.length > 0 || entity.actions.length > 0;
export const hasBehaviour = (entity: EntityModel) =>
  hasRecordBehaviour(entity) || entity.summary.length > 0;

const TYPES = `/** A computed value as the person reads it. */
export interface ValueText {
  label: string;
  text: string;
  /** A yes/no value (overdue, low stock). */
  flag: boolean;
  /** It asks for attention: overdue, low on stock. */
  alert: boolean;
}

/** A one-tap action on a record. */
export interface RecordAction {
  label: string;
  /** What the button says once done ("Checked off today"). */
  doneLabel: string;
  done: boolean;
  run: () => Promise<unknown>;
}`;

/** Text helpers, each with the helpers it calls. */
const TEXT_HELPERS: Record<string, { code: string; uses: string[] }> = {
  plural: {
    uses: [],
    code: `const plural = (count: number, word: string) => \`\${count} \${word}\${count === 1 ? '' : 's'}\`;`,
  },
  amountText: {
    uses: [],
    code: `/** An amount with its unit; currency codes ("USD") as money. */
function amountText(value: number | null, unit = ''): string {
  if (value === null || !Number.isFinite(value)) return '—';
  if (/^[A-Z]{3}$/.test(unit)) {
    try {
      return new Intl.NumberFormat(undefined, { style: 'currency', currency: unit }).format(value);
    } catch {
      // An unknown currency code: written before the amount.
    }
  }
  const text = String(Math.round(value * 100) / 100);
  return unit ? \`\${text} \${unit}\` : text;
}`,
  },
  latestText: {
    uses: ['amountText'],
    code: `/** The latest value of any kind: a date written out, a number, yes or no. */
function latestText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return amountText(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const day = dayOf(value);
  if (day && /^\\d{4}-\\d{2}-\\d{2}/.test(String(value))) {
    const [year, month, date] = day.split('-').map(Number);
    return new Date(year!, month! - 1, date!).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
  }
  return String(value);
}`,
  },
  shareText: {
    uses: ['amountText'],
    code: `/** Who pays whom to settle up shared costs. */
function shareText(share: Share, titleOf: (id: string) => string, unit?: string): string {
  if (share.owes.length > 0) return \`Owes \${share.owes.map((debt) => \`\${titleOf(debt.to)} \${amountText(debt.amount, unit)}\`).join(', ')}\`;
  if (share.owed.length > 0) return \`Is owed \${share.owed.map((debt) => \`\${amountText(debt.amount, unit)} by \${titleOf(debt.from)}\`).join(', ')}\`;
  return 'Settled up';
}`,
  },
  daysText: {
    uses: ['plural'],
    code: `function daysText(days: number | null): string {
  if (days === null) return '—';
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return days > 0 ? \`In \${plural(days, 'day')}\` : \`\${plural(-days, 'day')} ago\`;
}`,
  },
};

/** The helpers a file's code calls, with those they call in turn. */
function helpersFor(code: string): string[] {
  const used = new Set(
    Object.keys(TEXT_HELPERS).filter((name) => new RegExp(`\\b${name}\\(`).test(code)),
  );
  for (const name of [...used])
    for (const dependency of TEXT_HELPERS[name]!.uses) used.add(dependency);
  return Object.keys(TEXT_HELPERS)
    .filter((name) => used.has(name))
    .map((name) => TEXT_HELPERS[name]!.code);
}

function textOf(value: ComputedModel | SummaryModel): string {
  const read = `values.${value.name}`;
  const unit = value.field?.unit ? `, ${str(value.field.unit)}` : '';
  const plain = (text: string, alert = 'false') =>
    `{ label: ${str(value.label)}, text: ${text}, flag: false, alert: ${alert} }`;
  const flag = (alert: string) =>
    `{ label: ${str(value.label)}, text: ${alert} ? 'Yes' : 'No', flag: true, alert: ${alert} }`;
  switch (value.kind) {
    case 'count':
      return plain(`String(${read})`);
    case 'sum':
    case 'average':
    case 'min':
    case 'max':
    case 'difference':
    case 'balance':
      if ('shared' in value && value.shared)
        return plain(`shareText(${read}, titleOf${unit})`, `${read}.owes.length > 0`);
      return plain(
        `amountText(${read}${unit})`,
        value.kind === 'balance' ? `${read} < 0` : 'false',
      );
    case 'latest':
      return plain(`latestText(${read})`);
    case 'streak': {
      const unitWord = value.period === 'week' ? 'week' : 'day';
      return plain(`\`\${plural(${read}.current, '${unitWord}')} · best \${${read}.best}\``);
    }
    case 'progress':
      return plain(
        `${read}.total > 0 ? \`\${${read}.done} of \${${read}.total} (\${Math.round((${read}.done / ${read}.total) * 100)}%)\` : \`\${${read}.done} of \${${read}.total}\``,
      );
    case 'overdue':
    case 'lowStock':
      return flag(read);
    case 'daysUntil':
      return plain(`daysText(${read})`);
  }
}

function actionOf(model: AppModel, entity: EntityModel, action: ActionModel): string {
  const record = entity.variable;
  if (action.kind === 'redeem') {
    // The form of what is redeemed, linked here: saving it is refused when the balance is short.
    const form = model.screenOf('form', action.over!.entity).name;
    return `{ label: ${str(action.label)}, doneLabel: '', done: false, run: async () => navigation.push('${form}', { links: { ${action.over!.link.name}: ${record}.id } }) }`;
  }
  const done = action.label.replace(/^(mark|check off|tick off|log)\s+/i, '');
  if (action.kind === 'checkOff') {
    const over = action.over!;
    const stamp =
      action.field.type === 'datetime' ? 'localStamp(new Date())' : 'localDay(new Date())';
    return `{ label: ${str(action.label)}, doneLabel: ${str(`Done ${done.toLowerCase()}`)}, done: ${checkedOffFn(entity, action)}(${record}, links, new Date()), run: () => storage.${over.entity.collection}.save({ ...empty${over.entity.type}, ${over.link.name}: ${record}.id, ${action.field.name}: ${stamp} }) }`;
  }
  if (action.kind === 'startStop') return timerAction(entity, action);
  const value =
    action.field.type === 'boolean'
      ? 'true'
      : action.field.type === 'datetime'
        ? 'localStamp(new Date())'
        : 'localDay(new Date())';
  return `{ label: ${str(action.label)}, doneLabel: ${str(done.charAt(0).toUpperCase() + done.slice(1))}, done: ${action.again ? `doneOn([${record}], ${str(action.field.name)}, new Date())` : `isDone(${record}.${action.field.name})`}, run: () => storage.${entity.collection}.update(${record}.id, { ${action.field.name}: ${value} }) }`;
}

/** "Start timer" while none runs; "Stop timer" records the time since as a linked record. */
function timerAction(entity: EntityModel, action: ActionModel): string {
  const record = entity.variable;
  const over = action.over!;
  const since = `${record}.${action.since!.name}`;
  const date = action.date
    ? `, ${action.date.name}: ${action.date.type === 'datetime' ? 'localStamp' : 'localDay'}(new Date(${since}.replace(' ', 'T')))`
    : '';
  return `{ label: isDone(${since}) ? 'Stop timer' : 'Start timer', doneLabel: '', done: false, run: async () => {
          if (!isDone(${since})) return storage.${entity.collection}.update(${record}.id, { ${action.since!.name}: localMoment(new Date()) });
          await storage.${over.entity.collection}.save({ ...empty${over.entity.type}, ${over.link.name}: ${record}.id, ${action.field.name}: elapsed(${since}, new Date(), ${str(timerUnit(action))}) ?? 0${date} });
          return storage.${entity.collection}.update(${record}.id, { ${action.since!.name}: '' });
        } }`;
}

function entityHook(model: AppModel, entity: EntityModel): string {
  const record = entity.variable;
  // A timer alone reads nothing: it writes through the store.
  const readsRecords =
    entity.computed.length > 0 || entity.actions.some((action) => action.kind === 'checkOff');
  const read = readsRecords ? linkedCollections(entity) : [];
  // A summary reads every record of the type itself.
  const collections =
    entity.summary.length > 0 && !read.includes(entity) ? [...read, entity] : read;
  const reads = collections.map(
    (linked) =>
      `  const { items: ${linked.collection} } = useRecords(storage.${linked.collection});`,
  );
  const readsLinks = read.length > 0;
  const redeems = entity.actions.some((action) => action.kind === 'redeem');
  const texts =
    entity.computed.length > 0
      ? `(${record}: ${entity.type}): ValueText[] => {\n        const values: ${valuesType(entity)} = ${valuesCall(entity, record, 'links', 'new Date()')};\n        return [\n${entity.computed.map((value) => `          ${textOf(value)},`).join('\n')}\n        ];\n      }`
      : '(): ValueText[] => []';
  const summary =
    entity.summary.length > 0
      ? `((values: ${summaryType(entity)}): ValueText[] => [\n${entity.summary.map((value) => `        ${textOf(value)},`).join('\n')}\n      ])(${summaryCall(entity, entity.collection, 'new Date()')})`
      : '[]';
  const actions = `(${record}: ${entity.type}): RecordAction[] => [\n${entity.actions.map((action) => `        ${actionOf(model, entity, action)},`).join('\n')}\n      ]`;
  return lines(
    `/** ${entity.pluralLabel}' computed values and actions, read again whenever a linked record changes. */`,
    `export function ${behaviourHook(entity)}() {`,
    ...reads,
    redeems && '  const navigation = useAppNavigation();',
    '  return useMemo(() => {',
    readsLinks && `    const links = { ${read.map((linked) => linked.collection).join(', ')} };`,
    entity.computed.some((value) => value.shared) &&
      `    const titleOf = (id: string) => {\n      const found = ${entity.collection}.find((item) => item.id === id);\n      return found ? ${entity.camel}Title(found) : 'someone';\n    };`,
    '    return {',
    `      texts: ${texts},`,
    `      actions: ${entity.actions.length > 0 ? actions : '(): RecordAction[] => []'},`,
    `      summary: ${summary},`,
    '    };',
    `  }, [${[...collections.map((linked) => linked.collection), ...(redeems ? ['navigation'] : [])].join(', ')}]);`,
    '}',
  );
}

export function behaviourFile(model: AppModel): string {
  const entities = model.entities.filter(hasBehaviour);
  const hooks = entities.map((entity) => entityHook(model, entity)).join('\n\n');
  const helpers = helpersFor(hooks);
  const rules = [
    'dayOf',
    'doneOn',
    'elapsed',
    'isDone',
    'localDay',
    'localMoment',
    'localStamp',
  ].filter((name) => new RegExp(`\\b${name}\\(`).test(`${helpers.join('\n')}\n${hooks}`));
  const values = entities.flatMap((entity) => [
    ...(entity.computed.length > 0 ? [valuesFn(entity), `type ${valuesType(entity)}`] : []),
    ...(entity.summary.length > 0 ? [summaryFn(entity), `type ${summaryType(entity)}`] : []),
    ...entity.actions
      .filter((action) => action.kind === 'checkOff')
      .map((action) => checkedOffFn(entity, action)),
  ]);
  const types = [
    ...new Set(
      entities.flatMap((entity) => [
        ...(hasRecordBehaviour(entity) ? [`type ${entity.type}`] : []),
        ...entity.actions.flatMap((action) =>
          action.over && action.kind !== 'redeem' ? [`empty${action.over.entity.type}`] : [],
        ),
      ]),
    ),
  ];
  const computedImports = [
    ...rules,
    ...(helpers.some((helper) => helper.includes('share: Share')) ? ['type Share'] : []),
  ];
  const titles = entities
    .filter((entity) => entity.computed.some((value) => value.shared))
    .map((entity) => `${entity.camel}Title`);
  return `${lines(
    "import { useMemo } from 'react';",
    computedImports.length > 0 && `import { ${computedImports.join(', ')} } from './computed';`,
    titles.length > 0 && `import { ${titles.join(', ')} } from './format';`,
    /\buseRecords\(/.test(hooks) && "import { useRecords } from './hooks';",
    /\buseAppNavigation\(/.test(hooks) && "import { useAppNavigation } from './navigation';",
    /\bstorage\./.test(hooks) && "import { storage } from './storage';",
    `import { ${types.join(', ')} } from './types';`,
    values.length > 0 && `import { ${values.join(', ')} } from './values';`,
    '',
    TYPES,
    '',
    ...helpers.flatMap((helper) => [helper, '']),
    hooks,
  )}\n`;
}

import { pascalCase } from 'change-case';
import pluralize from 'pluralize';
import { MAX_ENTITIES, type Entity, type Field } from '../../app-spec.ts';
import { freeName, names } from './mentions.ts';
import {
  MONEY,
  ownerWord,
  QUANTITY_SAID,
  REWARD,
  SPENT,
  SPENT_AGAIN,
  STOCK_WORDS,
  unitOf,
  unitsAfter,
  WITHDRAW_ASKED,
} from './ledger-words.ts';
import { peopleIn } from './shared-costs.ts';

/**
 * Balances that go up and down: what people earn and spend ("kids earn stars and trade them for
 * treats", "customers get a stamp per coffee and redeem 10 stamps"), or put in and take out
 * ("deposits and withdrawals per jar"). The unit is a value, not a record type: its owner gets a
 * balance over dated records of what came in and went out, and a redeem refused when it is short.
 */

const isUnit = (entity: Entity, unit: string) =>
  pluralize.singular(
    entity.name
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .split(' ')
      .at(-1)!
      .toLowerCase(),
  ) === unit;

/** The record types left once the unit's own are gone, with the links to them. */
function withoutUnit(entities: Entity[], unit: string): Entity[] {
  const gone = new Set(
    entities.filter((entity) => isUnit(entity, unit)).map((entity) => entity.name),
  );
  return entities
    .filter((entity) => !gone.has(entity.name))
    .map((entity) => ({
      ...entity,
      fields: entity.fields.filter((field) => !gone.has(field.relation ?? '')),
      computed: entity.computed?.filter(
        (value) => !gone.has(value.over?.entity ?? '') && !gone.has(value.minus?.entity ?? ''),
      ),
    }))
    .filter((entity) =>
      entity.fields.some((field) => field.type !== 'relation' && field.name !== 'note'),
    );
}

/**
 * The records of what comes in or goes out, linked to the owner with their amount: the record type
 * of that name when the idea has one ("deposits"), or a new one.
 */
function movement(
  existing: Entity | undefined,
  name: string,
  owner: Entity,
  amount: Field,
  what: string,
): Entity {
  const link: Field = existing?.fields.find((field) => field.relation === owner.name) ?? {
    name: owner.name.charAt(0).toLowerCase() + owner.name.slice(1),
    label: owner.name.replace(/([a-z])([A-Z])/g, '$1 $2'),
    type: 'relation',
    relation: owner.name,
    required: true,
  };
  if (existing) {
    const others = existing.fields.filter((field) => field !== link && field.name !== amount.name);
    return { ...existing, fields: [{ ...link, required: true }, ...others, amount] };
  }
  return {
    name,
    pluralName: pluralize.plural(name),
    titleField: 'what',
    fields: [
      link,
      { name: 'what', label: what, type: 'text', required: true },
      amount,
      { name: 'date', label: 'Date', type: 'date', required: false },
    ],
  };
}

/** "Starting amount", "initial balance", "amount it started with": what a balance opens with. */
const STARTING = /\b(?:start\w*|initial|opening)\b/i;

/** The entities with a balance and its redeem, where the idea earns and spends something. */
export function withLedgers(text: string, entities: Entity[]): Entity[] {
  const money = MONEY.test(text);
  const unit = money ? 'amount' : unitOf(text);
  if (!unit) return entities;
  // "scouts, badges, and each time a scout earns a badge": records earned, never spent nor said
  // to be left, are counted, not a balance.
  const spent = unitsAfter(text, SPENT).has(unit) || SPENT_AGAIN.test(text) || REWARD.test(text);
  const left = new RegExp(
    String.raw`\b(?:${unit}s?\s+(?:balance|left|remaining)|remaining\s+${unit}s?)\b`,
    'i',
  );
  const recordsEarned =
    !money && !spent && !left.test(text) && entities.some((entity) => isUnit(entity, unit));
  if (recordsEarned) return entities;
  const word = ownerWord(text, money ? '(?:balance|money|amount)' : unit);
  const kept = money ? entities : withoutUnit(entities, unit);
  let owner = word ? kept.find((entity) => names(word, entity)) : undefined;
  // "gift cards with their starting amount": the record that starts with it holds the balance.
  const starting = (entity: Entity) =>
    entity.fields.find(
      (field) => STARTING.test(field.label) && ['currency', 'number'].includes(field.type),
    );
  if (!owner && !word && money) owner = kept.find(starting);
  if (!owner && !word) {
    // "pocket money for my 3 kids": whose it is goes unsaid; the people the idea names hold it.
    const people = peopleIn(text, kept);
    if (people?.created) kept.push(people.entity);
    owner = people?.entity;
  }
  if (!owner && word && kept.length + 3 <= MAX_ENTITIES) {
    owner = {
      name: pascalCase(pluralize.singular(word)),
      pluralName: pascalCase(pluralize.plural(word)),
      titleField: 'name',
      fields: [{ name: 'name', label: 'Name', type: 'text', required: true }],
    };
    kept.push(owner);
  }
  if (!owner || kept.length + 2 > MAX_ENTITIES || owner.name === 'Deposit') return entities;
  if (owner.computed?.some((value) => value.kind === 'balance')) return entities;
  const amountName = money ? 'amount' : pluralize.plural(unit);
  const amount: Field = money
    ? { name: 'amount', label: 'Amount', type: 'currency', unit: 'USD', required: true }
    : { name: amountName, label: pascalCase(amountName), type: 'number', required: true };
  const find = (wanted: string) => kept.find((entity) => entity.name === wanted);
  const credit = money
    ? movement(find('Deposit'), 'Deposit', owner, amount, 'What')
    : movement(find('Earning'), 'Earning', owner, amount, 'Reason');
  const debit = money
    ? movement(find('Withdrawal'), 'Withdrawal', owner, amount, 'What')
    : movement(find('Redemption'), 'Redemption', owner, amount, 'Reward');
  // What the balance now computes is no longer typed in ("deposits", "points balance").
  const typedIn = new RegExp(
    `^(?:${[amountName, credit.pluralName, debit.pluralName, 'balance'].join('|')})$`,
    'i',
  );
  // …and the amount it started with is the first money put in.
  const opening = starting(owner);
  const fields = owner.fields.filter((field) => !typedIn.test(field.name) && field !== opening);
  const balance = freeName({ ...owner, fields }, money ? 'balance' : amountName);
  const label = money ? 'Balance' : pascalCase(amountName);
  const withBalance: Entity = {
    ...owner,
    fields,
    computed: [
      ...(owner.computed ?? []),
      {
        kind: 'balance',
        name: balance,
        label,
        over: { entity: credit.name, link: credit.fields[0]!.name },
        field: amount.name,
        minus: { entity: debit.name, link: debit.fields[0]!.name, field: amount.name },
      },
    ],
    // Money put on an account and taken off as it is spent is withdrawn in one tap only when asked.
    actions: [
      ...(owner.actions ?? []),
      ...(!money || WITHDRAW_ASKED.test(text)
        ? [
            {
              kind: 'redeem' as const,
              name: 'redeem',
              label: money ? 'Withdraw' : `Redeem ${amountName}`,
              balance,
            },
          ]
        : []),
    ],
  };
  const replaced = (entity: Entity) =>
    entity === owner
      ? withBalance
      : entity.name === credit.name
        ? credit
        : entity.name === debit.name
          ? debit
          : entity;
  // Without a reorder level asked for, what is "left" is this balance, not a stock running low.
  const unstocked = (entity: Entity): Entity => {
    const low = entity.computed?.filter((value) => value.kind === 'lowStock') ?? [];
    if (STOCK_WORDS.test(text) || low.length === 0) return entity;
    // …and the count it added for them ("Quantity"), unless the idea names one.
    const added = QUANTITY_SAID.test(text) ? [] : low.map((value) => value.field);
    const levels = new Set([...low.map((value) => value.against), ...added]);
    return {
      ...entity,
      fields: entity.fields.filter((field) => !levels.has(field.name)),
      computed: entity.computed?.filter((value) => !low.includes(value)),
    };
  };
  return [
    ...kept.map(replaced).map(unstocked),
    ...[credit, debit].filter((movement) => !find(movement.name)),
  ];
}

import { pascalCase } from 'change-case';
import pluralize from 'pluralize';
import { MAX_ENTITIES, type Entity, type Field } from '../../app-spec.ts';
import { freeName, names } from './mentions.ts';
import { peopleIn } from './shared-costs.ts';

/**
 * Balances that go up and down: what people earn and spend ("kids earn stars and trade them for
 * treats", "customers get a stamp per coffee and redeem 10 stamps"), or put in and take out
 * ("deposits and withdrawals per jar"). The unit is a value, not a record type: its owner gets a
 * balance over dated records of what came in and went out, and a redeem refused when it is short.
 */

/** What a verb moves: its noun ("stars"), or the head of two or three ("holiday days", "screen time tokens"). */
const LEAD = String.raw`\s+(?:(?:\d+|one|a|an|some|the|their|his|her|its|my|our|more|extra)\s+)*([a-z]+)(?:\s+([a-z]+))?(?:\s+([a-z]+))?`;
/** Words that end what a verb moves: "points for chores", "money doing jobs". */
const AFTER_UNIT = /^(?:for|per|on|in|at|to|with|by|from|of|and|or|as|when|if|each|every|\w+ing)$/;
const EARNED = new RegExp(
  String.raw`\b(?:earn(?:s|ed|ing)?|gets?|getting|collect(?:s|ed|ing)?|gain(?:s|ed)?|receive[sd]?|given|buy(?:s|ing)?|bought|purchase[sd]?|award(?:s|ed)?(?:\s+(?:them|him|her))?|give[sn]?\s+(?:them|him|her|us|me))${LEAD}`,
  'gi',
);
const SPENT = new RegExp(
  String.raw`\b(?:redeem(?:s|ed|ing)?|spend(?:s|ing)?|spent|uses?(?:\s+up)?|using(?:\s+up)?|trade(?:s|d)?|trading|swap(?:s|ped)?|exchange[sd]?|cash(?:es)?\s+in)${LEAD}`,
  'gi',
);
const HELD = (unit: string) =>
  new RegExp(
    String.raw`\b(?:${unit}\s+(?:balance|left|remaining|total)|(?:remaining|how many|number of)\s+${unit})\b`,
    'i',
  );
/** "deposits", "put money in", "put money on their account", "top up". */
const PAID_IN = String.raw`\b(?:deposit(?:s|ed)?|(?:put|pay|paid|add)s?\s+(?:\w+\s+)?in|puts?\s+(?:\w+\s+)?on|top(?:s|ped)?\s+(?:\w+\s+)?up)\b`;
/** "withdrawals", "take money out", "we take it off". */
const TAKEN_OUT = String.raw`\b(?:withdraw(?:als?|s|n)?|(?:take|took|takes)\s+(?:\w+\s+)?(?:out|off))\b`;
/** "they earn money doing jobs and spend it at the shop": money that comes in and goes out. */
const EARNED_AND_SPENT = String.raw`\b(?:earn|get|receive|make)(?:s|ed|ing)?\s+(?:\w+\s+)?(?:money|cash|allowance)\b[^.]*\b(?:spend|spends|spent|spending)\b`;
/** "deposits and withdrawals", "they put money in, take money out", "earn money and spend it". */
const MONEY = new RegExp(
  String.raw`${PAID_IN}[^.]*${TAKEN_OUT}|${TAKEN_OUT}[^.]*${PAID_IN}|${EARNED_AND_SPENT}`,
  'i',
);
/** "…and spend them", "uses them when …": what was earned, spent again. */
const SPENT_AGAIN = /\b(?:redeem|spend|use|trade|swap|exchange|cash)\w*\s+(?:them|it)\b/i;
/** "a button to withdraw", "take money out", "they spend it", "don't let them spend more than they've got". */
const WITHDRAW_ASKED =
  /\b(?:button|tap|click|withdraw\w*|(?:take|takes|took)\s+(?:\w+\s+)?out|spend\w*|spent|below zero|overdraw\w*|more than (?:they|he|she|you|i|we)(?:'ve|’ve| have)?(?: got)?)\b/i;
/** Words that ask for a reorder level: without one, "what is left" is the balance itself. */
const STOCK_WORDS =
  /\b(?:reorder\w*|re-order\w*|low stock|low on|running low|restock\w*|par level|threshold)\b/i;
const NOT_UNITS = new Set([
  'app',
  'it',
  'them',
  'paid',
  'reminder',
  'notification',
  'time',
  'one',
  'up',
]);

const NOT_OWNERS =
  /^(?:they|we|i|you|he|she|it|who|and|or|but|also|then|can|to|will|that|which|each|every|the|a|an|one|none|much|many|good|new|day|week|month|year|time|person|people|everyone|someone|user)$/;

const unitsAfter = (text: string, pattern: RegExp) =>
  new Set(
    [...text.matchAll(pattern)]
      .map((match) => {
        const said = match.slice(1).flatMap((word) => (word ? [word.toLowerCase()] : []));
        const stop = said.findIndex((word, index) => index > 0 && AFTER_UNIT.test(word));
        const words = stop < 0 ? said : said.slice(0, stop);
        const counted = (word: string) =>
          pluralize.isPlural(word) && pluralize.singular(word) !== word;
        return pluralize.singular(words.find(counted) ?? words[0]!);
      })
      .filter((word) => word.length > 2 && !NOT_UNITS.has(word)),
  );

/** "courses of sunbed sessions", "packs of 10 entries": what is bought is what they hold. */
const CONTAINERS =
  /\b(?:packs?|blocks?|courses?|bundles?|books?|sets?|booklets?|cards?|bunch(?:es)?)\s+of\s+(?:\d+\s+|(?:a\s+)?few\s+)?/gi;
const QUANTITY_SAID = /\b(?:quantit\w*|qty|stock|on hand)\b/i;
const LEFT_ASKED = /\bhow many\b[^.]*\b(?:left|remaining)\b/i;

/** Verbs that only ever move a balance: what follows them is a unit even without its pair. */
const STRONG = new RegExp(
  String.raw`\b(?:earn(?:s|ed|ing)?|award(?:s|ed)?|redeem(?:s|ed|ing)?|spend(?:s|ing)?|spent|trade[sd]?|trading|swap(?:s|ped)?|exchange[sd]?|cash(?:es)?\s+in)${LEAD}`,
  'gi',
);

/**
 * What is earned and spent ("point"): said after a verb that only moves a balance (earn, redeem,
 * trade) or held as one ("points balance", "remaining credits"), and spent or held.
 */
function unitOf(text: string): string | undefined {
  const moved = text.replace(CONTAINERS, '');
  const earned = unitsAfter(moved, EARNED);
  const spent = unitsAfter(moved, SPENT);
  const strong = unitsAfter(moved, STRONG);
  const held = (unit: string) => HELD(`${unit}s?`).test(text);
  // "buy courses of sessions … use up one session … how many each has left": bought, used and
  // asked what is left of.
  const boughtAndUsed = (unit: string) =>
    LEFT_ASKED.test(text) && earned.has(unit) && spent.has(unit);
  // Said twice — earned and spent, or moved and held — not once ("a trade show").
  return [...earned, ...spent].find(
    (unit) =>
      (strong.has(unit) || held(unit) || boughtAndUsed(unit)) &&
      ((earned.has(unit) && (spent.has(unit) || SPENT_AGAIN.test(text))) || held(unit)),
  );
}

/** Whose balance it is: "each child's points", "how many stamps each customer has", "kids earn". */
function ownerWord(text: string, unit: string): string | undefined {
  const units = `${unit}s?`;
  const patterns = [
    new RegExp(String.raw`\b(?:each|every|a|the)\s+([a-z]+)['’]s\s+(?:\w+\s+){0,2}${units}\b`, 'i'),
    new RegExp(String.raw`\b([a-z]+)(?:['’]s|s['’])\s+(?:remaining\s+|current\s+)?${units}\b`, 'i'),
    new RegExp(String.raw`\b${units}\s+(?:each|every)\s+([a-z]+)\s+(?:has|have|holds?)\b`, 'i'),
    new RegExp(
      // Not what each is earned for ("a stamp per coffee", "given tokens for each visit").
      String.raw`(?<!\b(?:earn|get|given|collect|award|receive|gain|use|spend|redeem)\w*\s+(?:(?:\d+|a|an|one|some)\s+)?)\b(?:${units}|deposits?|withdrawals?)\s+(?:and\s+\w+\s+|remaining\s+|left\s+)?(?:per|of each|for each|to each|into each|from each)\s+([a-z]+)`,
      'i',
    ),
    new RegExp(
      String.raw`\b([a-z]+)\s+(?:can\s+|will\s+|who\s+|that\s+)?(?:earn|get|collect|gain|receive|buy|deposit)s?\b`,
      'i',
    ),
  ];
  for (const pattern of patterns) {
    const word = pattern.exec(text)?.[1]?.toLowerCase();
    if (word && pluralize.singular(word) !== unit && !NOT_OWNERS.test(word)) return word;
  }
  return undefined;
}

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

/** The entities with a balance and its redeem, where the idea earns and spends something. */
export function withLedgers(text: string, entities: Entity[]): Entity[] {
  const money = MONEY.test(text);
  const unit = money ? 'amount' : unitOf(text);
  if (!unit) return entities;
  // "scouts, badges, and each time a scout earns a badge": records earned, never spent nor said
  // to be left, are counted, not a balance.
  const spent = unitsAfter(text, SPENT).has(unit) || SPENT_AGAIN.test(text);
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
  const fields = owner.fields.filter((field) => !typedIn.test(field.name));
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

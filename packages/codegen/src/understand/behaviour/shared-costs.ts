import { pascalCase } from 'change-case';
import pluralize from 'pluralize';
import { MAX_ENTITIES, type Entity, type Field } from '../../app-spec.ts';
import { mainRoleOf } from '../lexicon/noun-roles.ts';
import { wordsOf } from '../text.ts';
import { isPeople, names, NUMBER_TYPES } from './mentions.ts';

/**
 * Shared costs: "see who owes whom", "split it all equally", "shared costs". Each cost is paid by
 * one of the people sharing; each person's balance is what they paid less an equal share, with
 * who pays whom to settle up. The people and the payer link are added when the idea names them
 * only in passing ("me and my 3 roommates").
 */

const SHARED =
  /\bwho owes\b|\b(?:expense|cost|bill)s? split(?:ter|ting)\b|\bsplit(?:s|ting)? (?:the |our )?(?:costs?|expenses?|bills?|rent)\b|\bowes? (?:each other|whom|who)\b|\bsplit(?:s|ting)?\b[^.;]{0,30}\b(?:evenly|equally|between)\b|\bshared? (?:costs?|expenses?|bills?)\b|\bsettle up\b/i;
const BETWEEN = /\b(?:between|among(?:st)?)\s+(?:the\s+|my\s+|our\s+|all\s+)?([a-z]+)/i;
const NOT_PEOPLE = new Set(['me', 'everyone', 'people', 'person', 'whom', 'who', 'us', 'someone']);

/** The people sharing: a record type of people, or the first people the idea names ("roommates"). */
export function peopleIn(
  text: string,
  entities: Entity[],
): { entity: Entity; created: boolean } | undefined {
  // "split between bandmates": whoever costs are split between, known to the lexicon or not.
  const between = BETWEEN.exec(text)?.[1];
  const known =
    entities.find(isPeople) ??
    (between ? entities.find((entity) => names(between, entity)) : undefined);
  if (known) return { entity: known, created: false };
  if (entities.length >= MAX_ENTITIES) return undefined;
  const word = wordsOf(text).find((candidate) => {
    const singular = pluralize.singular(candidate.toLowerCase());
    return (
      candidate.length > 2 &&
      !NOT_PEOPLE.has(singular) &&
      pluralize.isPlural(candidate) &&
      mainRoleOf([singular]) === 'person'
    );
  });
  if (!word) return undefined;
  const name = pascalCase(pluralize.singular(word));
  return {
    entity: {
      name,
      pluralName: pascalCase(pluralize.plural(word)),
      titleField: 'name',
      fields: [{ name: 'name', label: 'Name', type: 'text', required: true }],
    },
    created: true,
  };
}

const amountOf = (entity: Entity) =>
  entity.fields.find((field) => field.type === 'currency') ??
  entity.fields.find(
    (field) => NUMBER_TYPES.includes(field.type) && /amount|cost|price|paid/i.test(field.label),
  );

/** The entities with each person's share of the costs where the idea splits costs between people. */
export function withSharedCosts(text: string, entities: Entity[]): Entity[] {
  if (!SHARED.test(text)) return entities;
  const people = peopleIn(text, entities);
  if (!people || people.entity.computed?.some((value) => value.kind === 'balance')) return entities;
  let result = people.created ? [...entities, people.entity] : entities;
  const phrase = SHARED.exec(text)?.[0] ?? '';
  let costs = result.find((entity) => entity !== people.entity && amountOf(entity));
  const namedCosts = result.find((entity) => entity !== people.entity && names(phrase, entity));
  if (!costs && namedCosts) {
    // "log shared costs": the costs named get their amount.
    costs = {
      ...namedCosts,
      fields: [
        ...namedCosts.fields,
        { name: 'amount', label: 'Amount', type: 'currency', unit: 'USD', required: true },
      ],
    };
    result = result.map((entity) => (entity === namedCosts ? costs! : entity));
  }
  if (!costs) {
    if (result.length >= MAX_ENTITIES) return entities;
    costs = {
      name: 'Expense',
      pluralName: 'Expenses',
      titleField: 'what',
      fields: [
        { name: 'what', label: 'What', type: 'text', required: true },
        { name: 'amount', label: 'Amount', type: 'currency', unit: 'USD', required: true },
      ],
    };
    result = [...result, costs];
  }
  const existing = costs.fields.find(
    (field) => field.type === 'relation' && field.relation === people.entity.name,
  );
  const payer: Field = existing ?? {
    name: 'paidBy',
    label: 'Paid by',
    type: 'relation',
    relation: people.entity.name,
    required: true,
  };
  const linkedCosts = existing ? costs : { ...costs, fields: [...costs.fields, payer] };
  const shared: Entity = {
    ...people.entity,
    computed: [
      ...(people.entity.computed ?? []),
      {
        kind: 'balance',
        name: 'share',
        label: 'Shared costs',
        over: { entity: costs.name, link: payer.name },
        field: amountOf(costs)!.name,
        shared: true,
      },
    ],
  };
  return result.map((entity) =>
    entity === people.entity ? shared : entity === costs ? linkedCosts : entity,
  );
}

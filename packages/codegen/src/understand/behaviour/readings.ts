import { camelCase } from 'change-case';
import type { ComputedValue } from '../../app-spec-behaviour.ts';
import type { Entity, Field } from '../../app-spec.ts';
import { childrenOf, fieldLike, freeName, NUMBER_TYPES, sentencesOf } from './mentions.ts';
import { PERIODS } from './asks.ts';

/**
 * Readings that only grow, off an odometer or a meter: what they say is how far or how much since
 * an earlier reading, never their sum. "See the total mileage per car", "how far I drive each
 * month", "how much power we used this month" over records holding such a reading give the owner
 * the change of its readings (within the period when one is said) and each reading the change
 * since the one before it; a total typed over the readings gives way to it.
 */

/** "Odometer", "Meter reading", "Reading": not "Reading minutes", which a session adds up. */
const READING = /\b(?:odometer|meter|counter)\b|\breadings?$/i;
const ASKS =
  /\bhow far\b|\bdistance\b|\bmileage\b|\bmiles\b|\bkilomet(?:er|re)s\b|\bdriven\b|\btotals?\b|\bin total\b|\busage\b|\bconsumption\b|\bhow much\b.*\b(?:use|used|uses|consume[ds]?|burn(?:ed|t)?)\b/i;
const DISTANCE = /\b(?:odometer|mileage|miles?|km|kilomet(?:er|re)s?)\b/i;

const readingOf = (entity: Entity) => fieldLike(entity, READING, NUMBER_TYPES);

/** "Distance" for an odometer, "Used" for a meter. */
const wordFor = (field: Field) =>
  DISTANCE.test(`${field.label} ${field.unit ?? ''}`) ? 'Distance' : 'Used';

const PERIOD_WORDS: Record<NonNullable<ComputedValue['period']>, string> = {
  day: 'today',
  week: 'this week',
  month: 'this month',
  year: 'this year',
};

/** A total typed over the readings themselves: summing an odometer says nothing. */
const summing = (value: ComputedValue, child: Entity, field: Field) =>
  value.kind === 'sum' && value.over?.entity === child.name && value.field === field.name;

/**
 * A difference of `field` over `child`'s readings linked through `link` (without one, over all
 * readings of the holder's own type), named by its label.
 */
const differenceOf = (
  holder: Entity,
  label: string,
  child: Entity,
  link: Field | undefined,
  field: Field,
  period?: ComputedValue['period'],
): ComputedValue => ({
  kind: 'difference',
  name: freeName(holder, camelCase(label)),
  label,
  ...(link ? { over: { entity: child.name, link: link.name } } : {}),
  field: field.name,
  ...(period ? { period } : {}),
});

function withChange(
  parent: Entity,
  child: Entity,
  link: Field,
  field: Field,
  period: ComputedValue['period'],
): Entity {
  const kept = (parent.computed ?? []).filter((value) => !summing(value, child, field));
  if (kept.some((value) => value.kind === 'difference')) return parent;
  const owner = { ...parent, computed: kept };
  const label = `${wordFor(field)}${period ? ` ${PERIOD_WORDS[period]}` : ''}`;
  return { ...owner, computed: [...kept, differenceOf(owner, label, child, link, field, period)] };
}

/**
 * Each reading's change since the one before it of the same owner (of all, without a `link`),
 * called `word` or by its kind.
 */
export function withSinceLast(
  child: Entity,
  link: Field | undefined,
  field: Field,
  word = wordFor(field),
): Entity {
  if (child.computed?.some((value) => value.kind === 'difference')) return child;
  const since = differenceOf(child, `${word} since last`, child, link, field);
  return { ...child, computed: [...(child.computed ?? []), since] };
}

export function withReadings(text: string, entities: Entity[]): Entity[] {
  const asking = sentencesOf(text).find((sentence) => ASKS.test(sentence));
  if (!asking) return entities;
  const period = PERIODS.find(([, pattern]) => pattern.test(asking))?.[0];
  let result = entities;
  for (const parent of entities) {
    for (const { child, link } of childrenOf(parent, entities)) {
      const field = readingOf(child);
      if (!field || child === parent) continue;
      result = result.map((entity) =>
        entity.name === parent.name
          ? withChange(entity, child, link, field, period)
          : entity.name === child.name
            ? withSinceLast(entity, link, field)
            : entity,
      );
    }
  }
  return result;
}

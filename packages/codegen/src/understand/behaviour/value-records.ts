import { pascalCase } from 'change-case';
import pluralize from 'pluralize';
import type { Entity, Field } from '../../app-spec.ts';
import { names } from './mentions.ts';

/**
 * Record types that are values: a noun the idea names only inside a phrase about what the app
 * computes or how it shows it ("keep a streak going", "total minutes", "days in a row", "how many
 * times", "overdue ones in red", "on every entry") is that value, not a record type. Such record types are dropped with the links to them, before values are read.
 */

const VALUE_PHRASES =
  /\b(?:(?:\w+\s+)?streaks?(?:\s+going|\s+of\s+(?:days|weeks|months))?|(?:days?|weeks?|nights?)?\s*(?:in a row|on the trot)|(?:monthly |weekly |daily )?totals?(?:\s+(?:of\s+)?\w+){1,2}|averages?(?:\s+\w+){1,2}|personal bests?(?:\s+\w+)?|overdue ones?|start\s*(?:\/|and|&)\s*stop|(?:\w+\s+)?(?:timers?|stopwatch(?:es)?)|(?:every|each|per|a|that)\s+(?:day|night|week|month|morning|evening)|how many times|(?:on|for|in)\s+(?:each|every)\s+(?:entry|record|item|row)|(?:highlighted |shown |marked |flagged )?in (?:red|green|orange|amber|yellow|bold))\b/gi;

/** Letters only, lower case: "start/stop" and "Startstop" alike. */
const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** The idea with its value phrases cut out. */
const withoutValuePhrases = (text: string) => text.replace(VALUE_PHRASES, ' · ');

/** "a streak going per language": the record type a value is said of, when the idea names it so. */
function ownerNamed(text: string) {
  const owner = /\b(?:per|for each|for every|on each|each)\s+([a-z]+)/i.exec(
    text.split(VALUE_PHRASES).slice(1).join(' '),
  )?.[1];
  return owner && owner.length > 2 ? pascalCase(pluralize.singular(owner)) : undefined;
}

/** "books with total pages": a "total" record type linked to a record is a number of that record. */
function amountOf(value: Entity, owner: Entity): Field[] {
  const linked = value.fields.some((field) => field.relation === owner.name);
  if (!linked || !/^Total[A-Z]/.test(value.name)) return [];
  const name = value.name.charAt(0).toLowerCase() + value.name.slice(1);
  const label = value.name.replace(/([a-z])([A-Z])/g, '$1 $2');
  if (owner.fields.some((field) => field.name === name)) return [];
  return [
    {
      name: pluralize.plural(name),
      label: pluralize.plural(label.charAt(0) + label.slice(1).toLowerCase()),
      type: 'number',
      required: false,
    },
  ];
}

/** A join record (two links and a note, decision 006) with one side among `values`. */
const joinsValue = (entity: Entity, values: Set<string>) => {
  const links = entity.fields.filter((field) => field.type === 'relation');
  const own = entity.fields.filter((field) => field.type !== 'relation');
  return (
    links.length === 2 &&
    own.every((field) => field.name === 'note') &&
    links.some((field) => values.has(field.relation ?? ''))
  );
};

export function withoutValueRecords(text: string, entities: Entity[]): Entity[] {
  const rest = withoutValuePhrases(text);
  const phrases = squash((text.match(VALUE_PHRASES) ?? []).join(' '));
  const values = new Set(
    entities
      .filter(
        (entity) =>
          !names(rest, entity, true) &&
          (names(text, entity, true) || phrases.includes(squash(entity.name))),
      )
      .map((entity) => entity.name),
  );
  if (values.size === 0) return entities;
  // "InstrumentDay" joining a dropped "Day": a join record of a value goes with it.
  for (const entity of entities) if (joinsValue(entity, values)) values.add(entity.name);
  if (values.size === entities.length) {
    // Every record type is a value: the only one is what the value is said of, when named.
    const owner = entities.length === 1 ? ownerNamed(text) : undefined;
    return owner
      ? [{ ...entities[0]!, name: owner, pluralName: pascalCase(pluralize.plural(owner)) }]
      : entities;
  }
  const dropped = entities.filter((entity) => values.has(entity.name));
  return entities
    .filter((entity) => !values.has(entity.name))
    .map((entity) => {
      const fields = [
        ...entity.fields.filter(
          (field) => !(field.type === 'relation' && values.has(field.relation ?? '')),
        ),
        ...dropped.flatMap((value) => amountOf(value, entity)),
      ];
      return fields.length === 0 ? entity : { ...entity, fields };
    });
}

import type { ComputedValue } from '../../app-spec-behaviour.ts';
import type { Entity, Field } from '../../app-spec.ts';
import {
  clauseWith,
  DATE_TYPES,
  escaped,
  fieldLike,
  freeName,
  namedIn,
  NUMBER_TYPES,
  sentencesOf,
} from './mentions.ts';

/**
 * Values of a record's own fields: overdue ("see what is overdue", "late loans"), low stock
 * ("reorder level", "running low") and days until a date ("days until each renewal"), with the
 * fields they compare added when the idea implies them (a reorder level, a returned flag).
 */

export const OVERDUE =
  /\b(?:overdue|late|past due|behind|(?:already |have |has )?expired|lapsed|(?:past|passed) (?:its |their |the )?(?:[a-z-]+ )?(?:date|deadline)s?|missed (?:its |their |the )?deadlines?|(?:date|deadline|day)s? (?:has |have |had |is |are )?(?:gone by|gone past|passed)|(?:gone|slipped|slid) past (?:it|them)|(?:gone|been|left) (?:far |way )?too long|let (?:it |them |things )?slip)\b/i;
const DUE = /\b(?:due|return|deadline|by|expected|promised|target|expir\w*|renew\w*|next|until)\b/i;
const LOW =
  /\b(?:reorder\w*|re-order\w*|low stock|low on|running low|restock\w*|minimum|par level|threshold|left)\b/i;
/** "runs low", "running out", "ran short", "order more", "buy more in": stock that needs buying. */
const RUNS_OUT =
  /\b(?:(?:run|runs|running|ran) (?:low|out|short)|(?:order|buy|get) (?:more|in more|some more))\b/i;
/** "how many days I've got left", "how long we've still got to wait": time to go, said of someone waiting. */
const WAITING = String.raw`(?:(?:i|we|you|i['’]ve|we['’]ve|you['’]ve|have|has|do|still|got) ){0,4}`;
/** "how many days left until it runs out", "weeks remaining": time to go, a countdown and no stock. */
const TIME_LEFT = new RegExp(
  String.raw`\b(?:(?:days?|weeks?|months?|years?|hours?|minutes?|time)\s+${WAITING}|how long(?:'s|\s+is)?\s+${WAITING})(?:(?:are |is )?left|remain(?:ing)?)\b(?:\s+(?:until|till|before)\b[^,.;]*)?`,
  'gi',
);
const QUANTITY = /\b(?:quantity|qty|stock|on hand|count|left|units|amount|number)\b/i;
const LEVEL = /\b(?:reorder|re-order|minimum|min|par|threshold|level)\b/i;
const UNTIL = new RegExp(
  String.raw`\b(?:days? (?:un)?til+|how long(?:(?:'s| is)? left)? (?:un)?til+|count ?downs?|(?:days|weeks|months) (?:(?:are )?left|to go|remain(?:ing)?) (?:until|till|before)|how many (?:days|weeks|months) before|days to|how many (?:days|weeks|months) ${WAITING}(?:(?:are |is )?left|to go)|how long ${WAITING}(?:to wait|to go|left))\b`,
  'i',
);

const field = (name: string, label: string, type: Field['type']): Field => ({
  name,
  label,
  type,
  required: false,
});

const withValue = (entity: Entity, value: ComputedValue, added: Field[] = []): Entity => ({
  ...entity,
  fields: [...entity.fields, ...added],
  computed: [...(entity.computed ?? []), value],
});

const has = (entity: Entity, kind: ComputedValue['kind']) =>
  entity.computed?.some((value) => value.kind === kind) ?? false;

/** The first record type named in a sentence that fits, else any that fits. */
function targetOf(
  sentence: string,
  pattern: RegExp,
  entities: Entity[],
  fits: (entity: Entity) => boolean,
) {
  return (
    namedIn(clauseWith(sentence, pattern), entities).find(fits) ??
    namedIn(sentence, entities).find(fits) ??
    entities.find(fits)
  );
}

const PASSED = /^(?:s|'s)? (?:has |have |had |is |are )?(?:gone by|gone past|passed)\b/i;

/**
 * The date a record is due by: the date said to have passed ("the pickup date has gone by",
 * "orders past their pickup date"), else one called so ("Due back").
 */
const dueOf = (entity: Entity, sentence: string) =>
  entity.fields.find((candidate) => {
    if (!DATE_TYPES.includes(candidate.type)) return false;
    const lower = sentence.toLowerCase();
    const label = candidate.label.toLowerCase();
    const at = lower.indexOf(label);
    const gonePast = new RegExp(`\\bpast (?:its |their |the )?${escaped(label)}\\b`).test(lower);
    return gonePast || (at >= 0 && PASSED.test(sentence.slice(at + candidate.label.length)));
  }) ?? fieldLike(entity, DUE, DATE_TYPES);

function overdue(
  entity: Entity,
  sentence: string,
  doneFlag: (entity: Entity) => Field | undefined,
) {
  const due = dueOf(entity, sentence);
  if (!due || has(entity, 'overdue')) return entity;
  const done = doneFlag(entity);
  return withValue(entity, {
    kind: 'overdue',
    name: freeName(entity, 'overdue'),
    label: /\b(?:expired|lapsed)\b/i.test(sentence) ? 'Expired' : 'Overdue',
    field: due.name,
    ...(done ? { against: done.name } : {}),
  });
}

/** A level the idea names but the model kept as text ("a minimum I want to keep"): a number. */
const asNumbers = (entity: Entity): Entity => ({
  ...entity,
  fields: entity.fields.map((candidate) =>
    candidate.type === 'text' && LEVEL.test(candidate.label)
      ? { ...candidate, type: 'number' }
      : candidate,
  ),
});

/** "how many packets left": the count the sentence names, which is no level. */
const countSaid = (entity: Entity, sentence: string) =>
  entity.fields.find(
    (candidate) =>
      candidate.type === 'number' &&
      !LEVEL.test(candidate.label) &&
      candidate.label.length > 3 &&
      new RegExp(`\\b${escaped(candidate.label)}\\b`, 'i').test(sentence),
  );

function lowStock(named: Entity, sentence: string) {
  if (has(named, 'lowStock')) return named;
  const entity = asNumbers(named);
  const quantity = fieldLike(entity, QUANTITY, NUMBER_TYPES) ?? countSaid(entity, sentence);
  const added: Field[] = [];
  const amount = quantity ?? field('quantity', 'Quantity', 'number');
  if (!quantity) added.push(amount);
  const known = entity.fields.find(
    (candidate) =>
      candidate !== quantity &&
      NUMBER_TYPES.includes(candidate.type) &&
      LEVEL.test(candidate.label),
  );
  const levelLabel = /\bminimum\b/i.test(sentence) ? 'Minimum' : 'Reorder level';
  const level =
    known ?? field(levelLabel === 'Minimum' ? 'minimum' : 'reorderLevel', levelLabel, 'number');
  if (!known) added.push(level);
  return withValue(
    entity,
    {
      kind: 'lowStock',
      name: freeName(entity, 'lowStock'),
      label: 'Low stock',
      field: amount.name,
      against: level.name,
    },
    added,
  );
}

/** The date whose label the words after "until" name, by their stem ("renews": "Renewal date"). */
function dateAfterUntil(entity: Entity, sentence: string) {
  const after = sentence.split(UNTIL).slice(1).join(' ').toLowerCase();
  const stems = (after.match(/[a-z]{4,}/g) ?? []).map((word) => word.slice(0, 5));
  return entity.fields.find(
    (candidate) =>
      DATE_TYPES.includes(candidate.type) &&
      candidate.label
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word !== 'date' && word.length > 3 && stems.includes(word.slice(0, 5))),
  );
}

function daysUntil(entity: Entity, sentence: string) {
  const dates = entity.fields.filter((candidate) => DATE_TYPES.includes(candidate.type));
  const after = sentence.split(UNTIL).slice(1).join(' ').toLowerCase();
  const date =
    dateAfterUntil(entity, sentence) ??
    dates.find((candidate) =>
      candidate.label
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.length > 2 && after.includes(word.replace(/s$/, ''))),
    ) ??
    dates[0];
  if (!date || has(entity, 'daysUntil')) return entity;
  return withValue(entity, {
    kind: 'daysUntil',
    name: freeName(entity, 'daysUntil'),
    label: `Days until ${date.label.toLowerCase()}`.slice(0, 40),
    field: date.name,
  });
}

const onlyOne = <T>(items: T[]) => (items.length === 1 ? items[0] : undefined);

/** The entities with their own-field values where a sentence asks for them. */
export function withOwnValues(
  text: string,
  entities: Entity[],
  doneFlag: (entity: Entity) => Field | undefined,
): Entity[] {
  let result = entities;
  const replace = (before: Entity, after: Entity) => {
    result = result.map((entity) => (entity === before ? after : entity));
  };
  for (const sentence of sentencesOf(text)) {
    if (OVERDUE.test(sentence)) {
      const target = targetOf(sentence, OVERDUE, result, (entity) => !!dueOf(entity, sentence));
      if (target) replace(target, overdue(target, sentence, doneFlag));
    }
    const stock = sentence.replace(TIME_LEFT, ' ');
    const saysStock = /\b(?:stock|reorder|re-order|restock|left|low)\b/i.test(stock);
    if ((LOW.test(stock) && saysStock) || RUNS_OUT.test(stock)) {
      const named = namedIn(sentence, result);
      // What runs low keeps its count, or the level it runs low against ("packets left and the level").
      const counted = (entity: Entity) => !!fieldLike(entity, QUANTITY, NUMBER_TYPES);
      const target =
        named.find(counted) ??
        named.find((entity) => !!fieldLike(asNumbers(entity), LEVEL, NUMBER_TYPES)) ??
        named.find((entity) => !entity.fields.some((candidate) => candidate.type === 'relation')) ??
        // "tell me when something's running low": said of no record, the one that keeps a count.
        (named.length === 0 ? onlyOne(result.filter(counted)) : undefined);
      if (target) replace(target, lowStock(target, sentence));
    }
    if (UNTIL.test(sentence)) {
      // "days until each one renews": the record whose date the words after "until" name.
      const target =
        result.find((entity) => !!dateAfterUntil(entity, sentence)) ??
        targetOf(sentence, UNTIL, result, (entity) =>
          entity.fields.some((candidate) => DATE_TYPES.includes(candidate.type)),
        );
      if (target) replace(target, daysUntil(target, sentence));
    }
  }
  return result;
}

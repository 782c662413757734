import type { ComputedValue } from '../../app-spec-behaviour.ts';
import type { Entity, Field } from '../../app-spec.ts';
import { HOW_MANY_SO_FAR } from '../field-clauses.ts';
import { AIM } from '../field-types.ts';
import { shortUnit, UNIT } from '../field-hints.ts';
import { fieldFromPhrase } from '../fields.ts';
import { pattern } from '../pattern.ts';
import { soleUnlinkedChild } from './implied-owners.ts';
import {
  childrenOf,
  clauseWith,
  escaped,
  fieldLike,
  freeName,
  MONEY_SAID,
  namedIn,
  names,
  NUMBER_TYPES,
  sentencesOf,
} from './mentions.ts';
import { reachedBy, said, spokenNumber, targetOf } from './progress-amounts.ts';

/**
 * Progress toward a target: "how close I am to the target", "how far through each book", "done
 * out of total", "how much of the limit is used up". The target is the record's own number; what
 * reaches it is its own amount so far, the sum of a number over its linked records (deposits,
 * pages read, donations), or how many of its linked records are done.
 */

const PROGRESS =
  /\bprogress\b|\bhow (?:far|close|near)\b|\bout of\b|\bhow much of\b|\bused up\b|\btowards? (?:the |a |my |their |its )?(?:goal|target)\b|\b\d+\s*\/\s*\d+\b/i;
const DONE_OF_TOTAL = /\b(?:done|completed?|finished)\b/i;
/** "we add signatures as we get them", "I log each visit": the linked records come one by one. */
const ADDED =
  /\b(?:add|adds|added|log|logs|logged|record|records|enter|enters|collect|collects|get)\s+(?:each|every|a|an|the|new|more)?\s*[a-z]+/i;
const SO_FAR = /\b(?:saved|raised|so far|current|progress|read|done|completed)\b/i;
const PERIOD: [ComputedValue['period'], RegExp][] = [
  ['day', /\b(?:that|each|per|a|every) day\b|\btoday\b|\bdaily\b/i],
  ['week', /\b(?:that|each|per|a|this|every) week\b|\bweekly\b/i],
  ['month', /\b(?:that|each|per|a|this|every) month\b|\bmonthly\b/i],
];

/** "towards their £100 target", "a goal of 40 classes": a target the record keeps. */
const TARGET_SAID =
  /\btowards? (?:the |a |my |their |its |his |her )?(?:[£$€]?\s?\d[\d,.]*\s*\w*\s+)?(?:goal|target)\b|\b(?:goal|target) of\b/i;

/**
 * "progress toward 800km", "towards the 100 hours they need": an amount to reach, in a unit, that
 * each record is measured against (kept as its target, so each can have its own).
 */
const AMOUNT_NEEDED =
  /\b(?:towards?|to reach|reaching|needs?)\s+(?:the |a |my |their |its |his |her )?\d[\d,.]*\s*([a-z]+)\b/i;

/**
 * "categories that each have a spending limit", "teams with a weekly goal", "each rider sets a
 * target": an aim a record has.
 */
const AIM_HAD = pattern(
  [
    '\\b(?:has|have|with|sets?|picks?|chooses?)\\s+(?:a|an|its|their|his|her)\\s+((?:[a-z]+\\s+)?',
    AIM,
    ')\\b',
  ],
  'i',
);

/** The target field a sentence says a record has, when it has none yet: money when money is said. */
function targetSaid(entity: Entity, sentence: string): Field[] {
  if (targetOf(entity)) return [];
  const had = AIM_HAD.exec(sentence);
  const aim = had?.[1] ? fieldFromPhrase(had[1], []) : undefined;
  if (aim && NUMBER_TYPES.includes(aim.type)) return [{ ...aim, required: false }];
  // "sets a target km for the year": the unit said right after the aim.
  const after = had
    ? /^\s+([a-z]+)/i.exec(sentence.slice(had.index + had[0].length))?.[1]
    : undefined;
  const unit = AMOUNT_NEEDED.exec(sentence)?.[1] ?? (after && UNIT.test(after) ? after : undefined);
  if (!had && !TARGET_SAID.test(sentence) && !(unit && UNIT.test(unit))) return [];
  return [
    {
      name: 'target',
      label: 'Target',
      type: MONEY_SAID.test(sentence) ? 'currency' : 'number',
      required: false,
      ...(unit && UNIT.test(unit) && !MONEY_SAID.test(sentence) ? { unit: shortUnit(unit) } : {}),
    },
  ];
}

/** "I update how many I've done", "how many pages she's read so far": the amount so far said. */
function soFarNamed(text: string) {
  const said = HOW_MANY_SO_FAR.exec(text);
  return said ? fieldFromPhrase(said[0], []) : undefined;
}

/** The amount so far a record keeps: one like "saved" or "done", else the one the idea says. */
function soFarOf(entity: Entity, text: string) {
  const named = soFarNamed(text);
  return (
    fieldLike(entity, SO_FAR, NUMBER_TYPES) ??
    entity.fields.find((candidate) => candidate.name === named?.name)
  );
}

/**
 * The amount so far the idea says, added to a record with a target that keeps none and reaches
 * it by no linked record's amount: "each pattern has the total stitch count and I update how
 * many I've done".
 */
function soFarSaid(entity: Entity, entities: Entity[], text: string): Field[] {
  const field = soFarNamed(text);
  if (!field || !targetOf(entity) || soFarOf(entity, text)) return [];
  const reached = childrenOf(entity, entities).some(({ child }) => spokenNumber(child, '', text));
  return reached ? [] : [{ ...field, required: false }];
}

/**
 * Linked records done of all linked: a project's tasks done out of its tasks, a deck's cards
 * "learned out of the total" (the yes/no the sentence names, else one that says done).
 */
function doneOfTotal(links: ReturnType<typeof childrenOf>, sentence: string) {
  const flags = links.flatMap(({ child, link }) =>
    child.fields
      .filter((field) => field.type === 'boolean')
      .map((field) => ({ over: { entity: child.name, link: link.name }, field })),
  );
  const said = (field: Field) => new RegExp(`\\b${escaped(field.label)}\\b`, 'i').test(sentence);
  const done =
    flags.find(({ field }) => said(field)) ??
    flags.find(({ field }) => /\b(?:done|completed?|finished|paid)\b/i.test(field.label));
  return done ? { over: done.over, field: done.field.name } : undefined;
}

function progressOf(
  entity: Entity,
  entities: Entity[],
  sentence: string,
  text: string,
): ComputedValue | undefined {
  const base = { kind: 'progress' as const, name: freeName(entity, 'progress'), label: 'Progress' };
  const target = targetOf(entity, text);
  const links = childrenOf(entity, entities);
  const counted = doneOfTotal(links, sentence);
  if (counted && (DONE_OF_TOTAL.test(sentence) || !target)) return { ...base, ...counted };
  if (!target) return undefined;
  const own = soFarOf(entity, text);
  const reached = reachedBy(entity, links, sentence, text);
  // An amount so far the record keeps, unless only linked records the idea enters reach it.
  if (own && own !== target && (!reached || said(own, text)))
    return { ...base, field: own.name, against: target.name };
  const period = PERIOD.find(([, pattern]) => pattern.test(sentence))?.[0];
  if (reached)
    return {
      ...base,
      over: { entity: reached.child.name, link: reached.link.name },
      field: reached.amount.name,
      against: target.name,
      ...(period ? { period } : {}),
    };
  // "how many stickers it needs": a target that counts the linked records; so does a plain
  // number of the only records linked, added as they come ("we add signatures as we get them").
  const countedToward =
    links.find(({ child }) => names(target.label, child)) ??
    (links.length === 1 && target.type === 'number' && ADDED.test(text) ? links[0] : undefined);
  return (
    countedToward && {
      ...base,
      over: { entity: countedToward.child.name, link: countedToward.link.name },
      against: target.name,
    }
  );
}

/**
 * "every walker has a target, and we log each pledge with the amount": when no record linked to
 * the one with the target holds an amount, the only unlinked record type that does is what
 * reaches it, and gets a link to it.
 */
function withReachingLink(entity: Entity, entities: Entity[], sentence: string, text: string) {
  const holds = (other: Entity) => !!spokenNumber(other, sentence, text);
  if (childrenOf(entity, entities).some(({ child }) => holds(child))) return entities;
  // "how many stickers it needs": the records its target counts.
  const target = targetOf(entity);
  const counted = (other: Entity) => !!target && names(target.label, other);
  const reaching =
    soleUnlinkedChild(entity, entities.filter(holds)) ??
    soleUnlinkedChild(entity, entities.filter(counted)) ??
    amountAdded(entity, entities);
  if (!reaching) return entities;
  return entities.map((other) => (other === reaching.added ? reaching.child : other));
}

/**
 * "each goal has a target amount; I add deposits": the only other record type, holding no number,
 * reaches the target by an amount of the target's kind, which it gets with its link.
 */
function amountAdded(entity: Entity, entities: Entity[]) {
  const target = targetOf(entity);
  const others = entities.filter((other) => other.name !== entity.name);
  const only = others.length === 1 ? others[0]! : undefined;
  if (!target || !only || only.fields.some((field) => NUMBER_TYPES.includes(field.type)))
    return undefined;
  const amount: Field = { name: 'amount', label: 'Amount', type: target.type, required: true };
  const reaching = soleUnlinkedChild(entity, [{ ...only, fields: [...only.fields, amount] }]);
  return reaching && { ...reaching, added: only };
}

/** A target reached by money is money: "a target" that sales amounts add up to. */
function inUnitOf(entity: Entity, value: ComputedValue, entities: Entity[]): Entity {
  const over = entities.find((candidate) => candidate.name === value.over?.entity);
  const amount = over?.fields.find((field) => field.name === value.field);
  if (amount?.type !== 'currency') return entity;
  return {
    ...entity,
    fields: entity.fields.map((field) =>
      field.name === value.against && field.type === 'number'
        ? { ...field, type: 'currency', unit: amount.unit }
        : field,
    ),
  };
}

/** The entities with progress where a sentence asks for it. */
export function withProgress(text: string, entities: Entity[]): Entity[] {
  let result = entities;
  for (const sentence of sentencesOf(text).filter((candidate) => PROGRESS.test(candidate))) {
    const named = [
      ...namedIn(clauseWith(sentence, PROGRESS), result),
      ...namedIn(sentence, result),
    ];
    // …or the record type that keeps a target, when none named has one.
    const aiming = result.filter((entity) => targetOf(entity));
    const candidates = named.some((entity) => aiming.includes(entity))
      ? named
      : [...named, ...aiming];
    for (const entity of candidates.length > 0 ? candidates : result.slice(0, 1)) {
      if (entity.computed?.some((value) => value.kind === 'progress')) break;
      // A "Progress" typed in is what is now computed; a target said but not kept is added.
      const fields = [
        ...entity.fields.filter((field) => !/^progress$/i.test(field.label)),
        ...targetSaid(entity, sentence),
      ];
      fields.push(...soFarSaid({ ...entity, fields }, result, text));
      const target = { ...entity, fields };
      const reached = withReachingLink(target, result, sentence, text);
      const value = progressOf(target, reached, sentence, text);
      if (!value) continue;
      const updated = {
        ...inUnitOf(target, value, reached),
        computed: [...(entity.computed ?? []), value],
      };
      result = reached.map((candidate) => (candidate === entity ? updated : candidate));
      break;
    }
  }
  return result;
}

import { camelCase } from 'change-case';
import type { ComputedValue } from '../../app-spec-behaviour.ts';
import type { Entity, Field } from '../../app-spec.ts';
import { EVERY } from '../every-interval.ts';
import { asksGone, keptInterval, saidInterval } from './interval-said.ts';
import { DATE_TYPES, freeName, namedIn, readsOf, sentencesOf } from './mentions.ts';
import { OVERDUE } from './own-values.ts';

/**
 * Things due again after an interval, asked for as overdue ("a service visit every 6 months …
 * which ones we are late for", "how many weeks it lasts and when I last changed it … past due",
 * "nag me if one has gone more than 5 days without being filled"): overdue once the interval —
 * said in the idea, or a number each record keeps — has passed since it was last done: the latest
 * of the records a tap makes or the idea logs for it, else its own date of the last time, added
 * when the idea names none.
 */

/** "when I last cleaned it", "when each door was last inspected": the act, in group 1. */
const LAST_TIME =
  /\b(?:(?:when|date|day)\s+(?:i|we|you|it|they)\s+(?:last|previously)|(?:was|were|is|are|got)\s+last(?!\s+done\b))\s+([a-z]+)/i;

const LOGGED = /\b(?:log|logs|logged|record|records|recorded|note|notes|noted|write|writes)\b/i;

/** Dated records of it a tap makes, or the idea says are logged ("log every inspection"). */
function loggedFor(text: string, entity: Entity, all: Entity[]) {
  const dated = all.filter(
    (other) =>
      other !== entity &&
      other.fields.some((field) => field.type === 'relation' && field.relation === entity.name) &&
      other.fields.some((field) => DATE_TYPES.includes(field.type)),
  );
  const logs = sentencesOf(text).filter((sentence) => LOGGED.test(sentence));
  return (
    dated.find((other) => entity.actions?.some((action) => action.over?.entity === other.name)) ??
    dated.find((other) => logs.some((sentence) => namedIn(sentence, [other]).length > 0))
  );
}

/** The date it was last done: its records' latest, its own "last" date, or one added. */
function lastDone(text: string, entity: Entity, all: Entity[], said: string) {
  const logged = loggedFor(text, entity, all);
  if (logged) {
    const date = logged.fields.find((field) => DATE_TYPES.includes(field.type))!;
    const link = logged.fields.find((field) => field.relation === entity.name)!;
    return { entity, from: { over: { entity: logged.name, link: link.name }, field: date.name } };
  }
  const dates = entity.fields.filter((field) => DATE_TYPES.includes(field.type));
  const own = dates.find((field) => /\b(?:last|latest|previous|recent)\b/i.test(field.label));
  if (own) return { entity, from: { field: own.name } };
  const verb = LAST_TIME.exec(text)?.[1];
  const plain = dates.find((field) => /^date$/i.test(field.label));
  if (verb && plain) {
    const label = `Last ${verb.toLowerCase()}`;
    // Named as it is labelled, so a follow-up renames it by what the person sees.
    const name = readsOf(entity).has(plain.name) ? plain.name : freeName(entity, camelCase(label));
    const fields = entity.fields.map((field) =>
      field === plain ? { ...plain, name, label } : field,
    );
    return { entity: { ...entity, fields }, from: { field: name } };
  }
  const label = verb ? `Last ${verb.toLowerCase()}` : said;
  const added: Field = {
    name: freeName(entity, camelCase(label)),
    label,
    type: 'date',
    required: false,
  };
  // A field made of the interval's own words ("Water change every 10 days") is now the date.
  const fields = entity.fields.filter((field) => !EVERY.test(field.label));
  return { entity: { ...entity, fields: [...fields, added] }, from: { field: added.name } };
}

const TAP = /\b(?:tap|press|hit|click)(?:es|s|ed|ing)?\b|\bbutton\b/i;

/** "I tap a button when the farrier has been": a tap that sets the date it was last done, today. */
function withTap(entity: Entity, dateField: string): Entity {
  const said = /^last (.+)$/i.exec(
    entity.fields.find((field) => field.name === dateField)!.label,
  )?.[1];
  const label = !said ? 'Mark done' : /ed$/.test(said) ? `Mark ${said}` : `Log ${said}`;
  const action = {
    kind: 'markDone' as const,
    name: 'markDone',
    label: label.slice(0, 40),
    field: dateField,
  };
  return { ...entity, actions: [action] };
}

/**
 * A tap that marks it done ("I tap done when a van is checked") sets the date it was last done,
 * again each time, rather than a flag set once: the flag goes unless something else reads it.
 */
function markedAgain(entity: Entity, text: string, all: Entity[]): Entity {
  const interval = entity.computed?.find((value) => value.every && !value.over);
  // A tap said of it, or of no record type.
  const tapped = sentencesOf(text).some(
    (sentence) =>
      TAP.test(sentence) && [entity.name, undefined].includes(namedIn(sentence, all)[0]?.name),
  );
  if (interval && tapped && !entity.actions?.length) return withTap(entity, interval.field!);
  const flags = new Set(
    (entity.actions ?? [])
      .filter((action) => action.kind === 'markDone')
      .flatMap((action) => entity.fields.filter((field) => field.name === action.field))
      .filter((field) => field.type === 'boolean')
      .map((field) => field.name),
  );
  if (!interval || flags.size === 0) return entity;
  const actions = (entity.actions ?? []).map((action) =>
    action.kind === 'markDone' && flags.has(action.field ?? '')
      ? { ...action, field: interval.field }
      : action,
  );
  const read = readsOf({ ...entity, actions });
  const fields = entity.fields.filter((field) => !flags.has(field.name) || read.has(field.name));
  return { ...entity, fields, actions };
}

/** The entities with overdue after an interval where the idea asks what is overdue and says how often. */
export function withIntervalsDue(text: string, entities: Entity[]): Entity[] {
  const asked = sentencesOf(text).filter(
    (sentence) => OVERDUE.test(sentence) || asksGone(sentence),
  );
  if (asked.length === 0) return entities;
  // The record types asked about, or all when the question names none ("which ones are late").
  const named = entities.filter((entity) =>
    asked.some((sentence) => namedIn(sentence, [entity]).length > 0),
  );
  let result = entities;
  for (const entity of named.length > 0 ? named : entities) {
    if (entity.computed?.some((value) => value.kind === 'overdue')) continue;
    const interval = saidInterval(text, entity, result) ?? keptInterval(entity);
    if (!interval) continue;
    const current = result.find((candidate) => candidate.name === entity.name)!;
    const found = lastDone(
      text,
      current,
      result,
      'label' in interval ? interval.label : 'Last done',
    );
    const value: ComputedValue = {
      kind: 'overdue',
      name: freeName(found.entity, 'overdue'),
      label: 'Overdue',
      ...found.from,
      every: interval.every,
    };
    const done = markedAgain(
      { ...found.entity, computed: [...(found.entity.computed ?? []), value] },
      text,
      result,
    );
    result = result.map((candidate) => (candidate.name === entity.name ? done : candidate));
    // Asked of none by name, it is said of one: the first that keeps or is said to have one.
    if (named.length === 0) break;
  }
  return result;
}

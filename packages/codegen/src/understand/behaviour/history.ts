import type { Entity } from '../../app-spec.ts';
import {
  childrenOf,
  clauseWith,
  DATE_TYPES,
  datedRecordOf,
  freeName,
  namedIn,
  names,
  sentencesOf,
} from './mentions.ts';

/**
 * Streaks: "see my streaks", "how many days in a row", "weeks in a row". A streak is computed from
 * dated records linked to the thing kept up (a habit's check-ins), never typed in: the records it
 * needs are the ones already linked with a date, or a new check-in record, checked off with one tap.
 */

const STREAK = /\b(?:streaks?|in a row|on the trot|consecutive)\b/i;
const WEEKLY = /\bweeks? in a row\b|\bweekly streak/i;
/** Fields a person would otherwise type in for what the streak now computes. */
const TYPED_HISTORY =
  /\b(?:streak|in a row|done today|checked today|completed today|done|last done)\b/i;

/** The dated record type a streak counts: one linked already, or a new check-in. */
function datedRecords(target: Entity, entities: Entity[]) {
  for (const { child, link } of childrenOf(target, entities)) {
    const date = child.fields.find((field) => DATE_TYPES.includes(field.type));
    if (date) return { entity: child, link: link.name, date: date.name, created: false };
  }
  const created = datedRecordOf(target, entities, 'CheckIn');
  return created && { ...created, date: 'date', created: true };
}

/** A date that is planned or kept, not the day a record was done: a start, a due date, a birthday. */
const NOT_DONE_ON =
  /\b(?:start|starts|started|due|end|ends|until|deadline|expir\w*|renew\w*|birth\w*|target|goal|next|planned|opened|bought|purchased)\b/i;
/** "check off", "tick each day", "one tap a day", "a button": a tap asked for, which records a check-in. */
const TAP_ASKED =
  /\b(?:check(?:ed|s|ing)?[- ]?off|tick(?:ed|s|ing)?|mark(?:ed|s|ing)?|tap(?:s|ped|ping)?|press(?:es|ed|ing)?|click(?:s|ed|ing)?|buttons?)\b/i;

/**
 * Records that are themselves what was done ("each session: date, made, attempted"), with no tap
 * asked: the streak is of the days they were done on, all of them, a summary of the type.
 */
function ownDay(target: Entity, entities: Entity[], text: string, sentence: string) {
  // "days in a row she has taken each medication": a streak of each one.
  const ofEach = [...sentence.matchAll(/\b(?:each|every|per)\s+(\p{L}+)/giu)].some((match) =>
    names(match[1]!, target),
  );
  if (ofEach || TAP_ASKED.test(text)) return undefined;
  const dated = childrenOf(target, entities).some(({ child }) =>
    child.fields.some((field) => DATE_TYPES.includes(field.type)),
  );
  return dated
    ? undefined
    : target.fields.find(
        (field) => DATE_TYPES.includes(field.type) && !NOT_DONE_ON.test(field.label),
      );
}

/** The entities with streaks where the idea asks for them, and the check-in records they need. */
export function withStreaks(text: string, entities: Entity[]): Entity[] {
  let result = entities;
  for (const sentence of sentencesOf(text).filter((candidate) => STREAK.test(candidate))) {
    const named = [
      ...namedIn(clauseWith(sentence, STREAK), result),
      ...namedIn(sentence, result),
    ].filter((entity) => !/CheckIn$/.test(entity.name));
    // Said of a record type the sentence names, or of the app's only one.
    const target = named[0] ?? (result.length === 1 ? result[0] : undefined);
    if (!target || target.computed?.some((value) => value.kind === 'streak')) continue;
    if (target.summary?.some((value) => value.kind === 'streak')) continue;
    const day = ownDay(target, result, text, sentence);
    if (day) {
      const streak = {
        kind: 'streak' as const,
        name: freeName(target, WEEKLY.test(sentence) ? 'weeksInARow' : 'daysInARow'),
        label: WEEKLY.test(sentence) ? 'Weeks in a row' : 'Days in a row',
        field: day.name,
        ...(WEEKLY.test(sentence) ? { period: 'week' as const } : {}),
      };
      const updated = { ...target, summary: [...(target.summary ?? []), streak] };
      result = result.map((entity) => (entity === target ? updated : entity));
      continue;
    }
    const records = datedRecords(target, result);
    if (!records) continue;
    const over = { entity: records.entity.name, link: records.link };
    const kept = target.fields.filter(
      (field) => field.type === 'relation' || !TYPED_HISTORY.test(field.label),
    );
    const updated: Entity = {
      ...target,
      fields: kept.length > 0 ? kept : target.fields,
      computed: [
        ...(target.computed ?? []),
        {
          kind: 'streak',
          name: freeName({ ...target, fields: kept }, 'streak'),
          label: 'Streak',
          over,
          field: records.date,
          ...(WEEKLY.test(sentence) ? { period: 'week' as const } : {}),
        },
      ],
      actions: [
        ...(target.actions ?? []),
        ...(records.created
          ? [
              {
                kind: 'checkOff' as const,
                name: 'checkOff',
                label: 'Check off today',
                over,
                field: 'date',
              },
            ]
          : []),
      ],
    };
    result = result.map((entity) => (entity === target ? updated : entity));
    if (records.created) result = [...result, records.entity];
  }
  return result;
}

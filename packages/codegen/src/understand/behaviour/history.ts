import type { Entity } from '../../app-spec.ts';
import {
  childrenOf,
  clauseWith,
  DATE_TYPES,
  datedRecordOf,
  freeName,
  namedIn,
  sentencesOf,
} from './mentions.ts';

/**
 * Streaks: "see my streaks", "how many days in a row", "weeks in a row". A streak is computed from
 * dated records linked to the thing kept up (a habit's check-ins), never typed in: the records it
 * needs are the ones already linked with a date, or a new check-in record, checked off with one tap.
 */

const STREAK = /\b(?:streaks?|in a row|consecutive)\b/i;
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

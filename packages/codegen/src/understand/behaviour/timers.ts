import type { Entity, Field } from '../../app-spec.ts';
import {
  childrenOf,
  clauseWith,
  datedRecordOf,
  fieldLike,
  freeName,
  namedIn,
  NUMBER_TYPES,
  sentencesOf,
  tappedRecord,
} from './mentions.ts';

/**
 * Timers: "start/stop a timer on a project", "clock in and out", "a practice timer", "a button to
 * start a fast and stop it", "tap when a group goes into a room and again when they leave", "I tap
 * start when one goes out and stop when it comes back", "start when a rehearsal begins and stop
 * when it ends". The record timed keeps when its running timer started; stopping it records the
 * time as a linked record (an existing one with a duration, or a new session), which totals and
 * streaks then read.
 */

const TIMER =
  /\b(?:start(?:s|ed|ing)?\s*(?:\/|and|&|or)\s*stop(?:s|ped|ping)?|start(?:s|ed|ing)?\s+(?:(?:a|an|the|my|each)\s+)?\w+\s+(?:and(?:\s+then)?|&|then)\s+stop(?:s|ped|ping)?\s+(?:it|them)|timers?|stopwatch|clock(?:s|ed|ing)? in and out|(?:begin|start)\s+timing|(?:tap|press|click|hit)(?:s|es|ed)?\b[^.]{0,60}?\band\s+again\s+when|(?:tap|press|click|hit)(?:s|es|ped)?\s+start\b[^.]{0,80}?\bstop|start(?:s|ed|ing)?\s+when\b[^.]{0,80}?\band\s+stop(?:s|ped|ping)?)\b/i;
const TIMER_WORDS = /\b(?:timer|stopwatch|start|stop)\b/i;
const DURATION = /\b(?:minutes?|mins?|hours?|hrs?|duration|time spent|length)\b/i;

/** The record the time is kept in: a linked one with a duration, or a new session. */
function timedRecords(target: Entity, entities: Entity[], text: string) {
  for (const { child, link } of childrenOf(target, entities)) {
    const duration = fieldLike(child, DURATION, NUMBER_TYPES);
    // A stop sets the link and the time: nothing else of the record kept can be required.
    if (duration)
      return {
        entity: tappedRecord(child, [link.name, duration.name]),
        link: link.name,
        duration: duration.name,
        created: false,
      };
  }
  const hours = /\bhours?\b/i.test(text) && !/\bminutes?\b/i.test(text);
  const duration: Field = hours
    ? { name: 'hours', label: 'Hours', type: 'number', unit: 'h', required: true }
    : { name: 'minutes', label: 'Minutes', type: 'number', unit: 'min', required: true };
  const name = /\btime entr/i.test(text) ? 'TimeEntry' : 'Session';
  const created = datedRecordOf(target, entities, name, [duration]);
  return created && { ...created, duration: duration.name, created: true };
}

/** The entities with a start / stop timer where the idea asks for one, and the records it keeps. */
export function withTimers(text: string, entities: Entity[]): Entity[] {
  let result = entities;
  for (const sentence of sentencesOf(text).filter((candidate) => TIMER.test(candidate))) {
    const named = [...namedIn(clauseWith(sentence, TIMER), result), ...namedIn(sentence, result)];
    const target = named[0] ?? (result.length === 1 ? result[0] : undefined);
    if (!target || target.actions?.some((action) => action.kind === 'startStop')) continue;
    const records = timedRecords(target, result, text);
    if (!records) continue;
    // A "Timer" or "Stop" typed in is what the action now does.
    // So is a text field named after the records the timer keeps ("sessions").
    const kept = target.fields.filter(
      (field) =>
        !TIMER_WORDS.test(field.label) &&
        !(records.created && field.label.toLowerCase() === records.entity.pluralName.toLowerCase()),
    );
    const since = freeName(target, 'timerStartedAt');
    const updated: Entity = {
      ...target,
      fields: [
        ...kept,
        { name: since, label: 'Timer started at', type: 'datetime', required: false },
      ],
      actions: [
        ...(target.actions ?? []),
        {
          kind: 'startStop',
          name: 'timer',
          label: 'Start / stop timer',
          over: { entity: records.entity.name, link: records.link },
          field: records.duration,
          since,
        },
      ],
    };
    result = result.map((entity) =>
      entity === target ? updated : entity.name === records.entity.name ? records.entity : entity,
    );
    if (records.created) result = [...result, records.entity];
  }
  return result;
}

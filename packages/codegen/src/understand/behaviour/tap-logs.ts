import { camelCase } from 'change-case';
import type { Action, ComputedValue } from '../../app-spec-behaviour.ts';
import type { Entity, Field } from '../../app-spec.ts';
import { entityNames } from '../text.ts';
import {
  clauseWith,
  datedRecordOf,
  freeName,
  namedIn,
  sentencesOf,
  tappedRecord,
} from './mentions.ts';

/**
 * A tap that logs something done to a record, again and again: "tick a plant when I water it",
 * "tap a button to log a feeding for a pet". Each tap keeps a dated record of the act (a
 * "Watering", a "Feeding") linked to the record, and "when each one was last watered" is the
 * latest of them.
 */

const TAP = String.raw`\b(?:tick|tap|press|check)(?:s|ed|ing)?\b`;
/**
 * "tick a plant when I water it", "a tap when I clean a cage", "tap when we trim each hedge": the
 * act done to the record tapped, and the record when it is named after the act.
 */
const TAP_WHEN_DONE = new RegExp(
  String.raw`${TAP}(.{0,30}?)\b(?:when|whenever|each time|every time|after)\s+(?:i|we|you|they|(she|he|someone|somebody|anyone))\s+([a-z]{3,})\s+(it|them|one|him|her|each(?:\s+(?:one|of\s+(?:them|the\s+[a-z]+)|[a-z]+))?|(?:a|an|the|my|our)\s+[a-z]+)\b`,
  'i',
);
/** "tap a button to log a feeding for a pet", "one tap to log a service for a bike": the act a tap logs. */
const TAP_TO_LOG = new RegExp(
  String.raw`${TAP}(.{0,30}?)\bto\s+(?:log|record|note|add)\s+(?:a|an|one)\s+([a-z]{4,}ing\b(.{0,30})|[a-z]{3,}(?=\s+(?:for|on|to)\s+(?:a|an|each|every|the|one|my|our)\s+)(.{0,30}))`,
  'i',
);
/** "when each one was last watered", "the last time each pet was fed". */
const LAST_DONE = /\blast\s+[a-z]{3,}ed\b|\blast\s+fed\b|\blast time\b|\bwhen\b[^.]*\blast\b/i;
/** "last watered": the word the latest is called by. */
const LAST_WORD = /\blast\s+([a-z]{3,}ed|fed)\b/i;

/** "someone refills it": the verb as "I" would say it ("refills" → "refill", "washes" → "wash"). */
const plainOf = (verb: string) =>
  verb
    .replace(/ies$/, 'y')
    .replace(/(ss|sh|ch|x|z|o)es$/, '$1')
    .replace(/(?<!s)s$/, '');

/** "water" → "watering", "feed" → "feeding", "dive" → "diving", "trim" → "trimming". */
const ingOf = (verb: string) => {
  if (verb.endsWith('ing')) return verb;
  const doubled = /^[^aeiou]*[aeiou][b-df-hj-np-tvz]$/i.test(verb) ? verb.slice(-1) : '';
  return `${verb.replace(/(?<=[^e])e$/, '')}${doubled}ing`;
};

/** What a sentence asks a tap to log, and where the record tapped is named. */
function tapAsked(sentence: string): { act: string; where: string } | undefined {
  const done = TAP_WHEN_DONE.exec(sentence);
  if (done) {
    const verb = done[3]!.toLowerCase();
    return { act: ingOf(done[2] ? plainOf(verb) : verb), where: `${done[1] ?? ''} ${done[4]}` };
  }
  const logged = TAP_TO_LOG.exec(sentence);
  if (!logged) return undefined;
  const after = logged[3] ?? logged[4] ?? '';
  const act = logged[2]!.slice(
    0,
    logged[2]!.length - (logged[3]?.length ?? logged[4]?.length ?? 0),
  );
  return { act: act.trim().toLowerCase(), where: `${logged[1] ?? ''} ${after}` };
}

/** The entities with a tap that logs an act where the idea asks for one, and the last time it was done. */
export function withTapLogs(text: string, entities: Entity[]): Entity[] {
  let result = entities;
  for (const sentence of sentencesOf(text)) {
    const asked = tapAsked(sentence);
    if (!asked) continue;
    const target =
      namedIn(asked.where, result)[0] ??
      namedIn(clauseWith(sentence, new RegExp(TAP, 'i')), result)[0] ??
      (result.length === 1 ? result[0] : undefined);
    if (!target || target.actions?.some((action) => action.kind === 'checkOff')) continue;
    const wanted = entityNames([asked.act]).name;
    const created = keptLogOf(target, result, wanted) ?? datedRecordOf(target, result, wanted);
    if (!created) continue;
    const over = { entity: created.entity.name, link: created.link };
    const action: Action = {
      kind: 'checkOff',
      name: 'checkOff',
      label: `Log ${asked.act}`.slice(0, 40),
      over,
      field: 'date',
    };
    // A "Last watered" typed in is what the taps now keep.
    const typed = new RegExp(String.raw`^last\s+${asked.act.slice(0, 4)}`, 'i');
    const kept = { ...target, fields: target.fields.filter((field) => !typed.test(field.label)) };
    const label = `Last ${LAST_WORD.exec(text)?.[1]?.toLowerCase() ?? asked.act}`.slice(0, 40);
    const latest: ComputedValue[] = LAST_DONE.test(text)
      ? [{ kind: 'latest', name: freeName(kept, camelCase(label)), label, over, field: 'date' }]
      : [];
    const computed = [...(target.computed ?? []), ...latest];
    const updated: Entity = {
      ...kept,
      ...(computed.length > 0 ? { computed } : {}),
      actions: [...(target.actions ?? []), action],
    };
    const others = result.filter((entity) => entity.name !== created.entity.name);
    result = [...others.map((entity) => (entity === target ? updated : entity)), created.entity];
  }
  return result;
}

/**
 * "one tap to log a service for a bike" where each service is a bike's already: the taps keep
 * those records, dated, and a tap sets nothing else, so nothing else is required.
 */
function keptLogOf(target: Entity, entities: Entity[], wanted: string) {
  const kept = entities.find((entity) => entity.name === wanted);
  const link = kept?.fields.find(
    (field) => field.type === 'relation' && field.relation === target.name,
  );
  if (!kept || !link) return undefined;
  const dated = kept.fields.some((field) => field.name === 'date' && field.type === 'date');
  const date: Field = { name: 'date', label: 'Date', type: 'date', required: true };
  const entity = { ...kept, fields: [...kept.fields, ...(dated ? [] : [date])] };
  return { entity: tappedRecord(entity, [link.name, 'date']), link: link.name };
}

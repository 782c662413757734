import type { Entity, Field } from '../../app-spec.ts';
import { DATE_TYPES, fieldLike, namedIn, sentencesOf } from './mentions.ts';

/**
 * Marking a record done with one tap: "mark it returned", "I mark bills paid", "check tasks off as
 * done". The record keeps the flag (or date) the tap sets, added when the idea has none.
 */

const DONE_WORDS =
  'returned|paid|done|complete|completed|finished|taken|resolved|closed|delivered|watered|fed|sent|collected';
/**
 * "mark it returned", "tick each one done", "mark a vaccination as given", "mark an episode
 * published": after "as", or a word in -ed after what is marked, any state a tap sets ("cross"
 * only crosses off: "school crossings … what happened" marks nothing).
 */
const MARK = new RegExp(
  `\\b(?:mark|tick)(?:s|ed|ing)?\\b(.{0,40}?)\\b(?:as\\s+([a-z]+)|(${DONE_WORDS})\\b|([a-z]{3,}ed)\\b)`,
  'i',
);
const CHECK = new RegExp(
  `\\b(?:(?:check|tick)(?:s|ed|ing)?|cross(?:es|ed)?)\\b(.{0,30}?)\\boff\\b(?:\\s+(?:as|when)\\s+(${DONE_WORDS}))?`,
  'i',
);
/** "record a complaint as closed", "set an invoice as paid": a state said outright after "as". */
const RECORD_AS = new RegExp(
  `\\b(?:record|set|log|flag|update)(?:s|ed|ing)?\\b(.{0,40}?)\\bas\\s+(${DONE_WORDS})\\b`,
  'i',
);
/**
 * "tap a slip when it comes back signed", "tap an order once it is delivered", "tap each panel as
 * it's painted": the state it reaches.
 */
const TAP_WHEN = new RegExp(
  `\\btap(?:s|ped|ping)?\\b(.{0,30}?)\\b(?:when|once|after|as)\\b.{0,30}?\\b(${DONE_WORDS}|[a-z]{3,}ed)\\b`,
  'i',
);
/**
 * "one tap to say the card is written and posted", "a button to show a parcel has arrived": the
 * state the tap says a record is in (the last one said).
 */
const TAP_TO_SAY = new RegExp(
  `\\b(?:tap|button|click|press)\\w*\\b.{0,20}?\\bto\\s+(?:say|show|record|note|confirm)\\s+(?:that\\s+)?(.{0,40}?)\\b(?:is|are|was|were|has|have|'s)\\s+(?:been\\s+|now\\s+)?(?:[a-z]+\\s+(?:and|&)\\s+)?(${DONE_WORDS}|[a-z]{3,}ed)\\b`,
  'i',
);
/** "when I finish I press done", "I tap 'paid' when the money comes": a button named by the state it sets. */
const PRESS_STATE = new RegExp(
  `\\b(?:press|tap|hit|click|push)(?:es|s|ed|ing)?\\s+(?:the\\s+|a\\s+)?["'‘“]?(${DONE_WORDS})\\b`,
  'i',
);
/** "check it back in", "sign a laptop back in": what was lent is back, returned. */
const BACK_IN = /\b(?:check|sign|book)(?:s|ed|ing)?\b(.{0,30}?)\bback\s+in\b/i;
const FLAG = new RegExp(`\\b(?:${DONE_WORDS})\\b`, 'i');

/** What a sentence asks to mark with one tap, and the state the tap sets ("returned"). */
function markAsked(sentence: string): { object: string; word: string } | undefined {
  const match = MARK.exec(sentence) ?? CHECK.exec(sentence) ?? RECORD_AS.exec(sentence);
  if (match) return { object: match[1] ?? '', word: match[2] ?? match[3] ?? match[4] ?? 'done' };
  const back = BACK_IN.exec(sentence);
  if (back) return { object: back[1] ?? '', word: 'returned' };
  const tapped = TAP_WHEN.exec(sentence) ?? TAP_TO_SAY.exec(sentence);
  if (tapped) return { object: tapped[1] ?? '', word: tapped[2]! };
  const pressed = PRESS_STATE.exec(sentence);
  return pressed ? { object: '', word: pressed[1]! } : undefined;
}

/** A record's done flag or date ("Returned", "Paid on"), when it has one. */
export const doneFlagOf = (entity: Entity): Field | undefined =>
  fieldLike(entity, FLAG, ['boolean']) ?? fieldLike(entity, FLAG, DATE_TYPES);

/** "one tap to check it back in": the only record type, or the only one that falls due. */
function onlyDue(entities: Entity[]) {
  if (entities.length === 1) return entities[0];
  const due = entities.filter((entity) => fieldLike(entity, /\b(?:due|return)/i, DATE_TYPES));
  return due.length === 1 ? due[0] : undefined;
}

/**
 * "mark it delivered" where one record type keeps an "expected delivery date", "mark it collected"
 * where one keeps a "collection date": the only one whose values name what the tap says.
 */
function onlyNaming(entities: Entity[], word: string) {
  const stem = word.toLowerCase().replace(/(?:ed|d)$/, '');
  if (stem.length < 4) return undefined;
  const naming = entities.filter((entity) =>
    entity.fields.some((field) =>
      field.label
        .toLowerCase()
        .split(/\s+/)
        .some((labelWord) => labelWord.startsWith(stem)),
    ),
  );
  return naming.length === 1 ? naming[0] : undefined;
}

/** The entities with a "mark done" action where a sentence asks for one. */
export function withDoneActions(text: string, entities: Entity[]): Entity[] {
  let result = entities;
  for (const sentence of sentencesOf(text)) {
    const asked = markAsked(sentence);
    if (!asked) continue;
    if (/\b(?:each|every) day\b|\bdaily\b|\bstreak/i.test(sentence) && !MARK.test(sentence))
      continue;
    const { object } = asked;
    const named = namedIn(object, result);
    const target =
      named[0] ?? namedIn(sentence, result)[0] ?? onlyDue(result) ?? onlyNaming(result, asked.word);
    // "tick each one off for today": already checked off for the day, not done once for all.
    const tapped = (action: { kind: string }) => ['markDone', 'checkOff'].includes(action.kind);
    if (!target || target.actions?.some(tapped)) continue;
    const word = asked.word.toLowerCase().replace(/^complete$/, 'completed');
    // Already a tap elsewhere (a loan's "Mark returned").
    const label = `Mark ${word}`.slice(0, 40);
    if (result.some((entity) => entity.actions?.some((action) => action.label === label))) continue;
    const existing =
      fieldLike(target, new RegExp(`\\b${word}\\b`, 'i'), ['boolean', ...DATE_TYPES]) ??
      doneFlagOf(target);
    const flag: Field = existing ?? {
      name: word,
      label: word.charAt(0).toUpperCase() + word.slice(1),
      type: 'boolean',
      required: false,
    };
    const updated: Entity = {
      ...target,
      fields: existing ? target.fields : [...target.fields, flag],
      actions: [
        ...(target.actions ?? []),
        {
          kind: 'markDone',
          name: 'markDone',
          label,
          field: flag.name,
        },
      ],
    };
    result = result.map((entity) => (entity === target ? updated : entity));
  }
  return result;
}

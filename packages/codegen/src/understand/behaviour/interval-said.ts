import type { ComputedValue } from '../../app-spec-behaviour.ts';
import type { Entity, Field } from '../../app-spec.ts';
import { COUNTS, EVERY, UNITS } from '../every-interval.ts';
import { clauseWith, firstNamedIn, namedIn, NUMBER_TYPES, sentencesOf } from './mentions.ts';

/**
 * How long until something is due again, as an idea says it: "every 6 months", "once a
 * fortnight", "gone more than 5 days without being filled", "hasn't been watered for a week", or
 * a number each record keeps ("how many days between waterings", "how many weeks it lasts").
 */

type Unit = NonNullable<ComputedValue['period']>;

/** A number each record keeps of how long between times: "days between waterings", "how many weeks it lasts". */
const SPAN = /\b(?:every|between|interval|how often|lasts?|frequency|cycle)\b/i;
const UNIT_WORD = /\b(day|week|fortnight|month|year)s?\b/i;

const unitOf = (word: string): { unit: Unit; count: number } =>
  /^fortnight/i.test(word)
    ? { unit: 'week', count: 2 }
    : { unit: word.toLowerCase().replace(/s$/, '') as Unit, count: 1 };

/** The interval said in a clause naming the record type, or naming none: a fixed count of a unit. */
function saidEvery(text: string, entity: Entity, all: Entity[]) {
  for (const sentence of sentencesOf(text)) {
    const clause = clauseWith(sentence, EVERY);
    const found = EVERY.exec(clause);
    if (!found || (!found[1] && /^days?$/i.test(found[2]!))) continue;
    const named = firstNamedIn(sentence, all);
    if (named && named.name !== entity.name) continue;
    const { unit, count } = unitOf(found[2]!);
    const said = found[1] ? (COUNTS[found[1].toLowerCase()] ?? Number(found[1])) : 1;
    return { every: { unit, count: said * count }, label: lastLabel(clause.slice(0, found.index)) };
  }
  return undefined;
}

/** The record's number of how long between times, with its unit. */
export function keptInterval(entity: Entity) {
  // Not one made of a fixed interval's words ("Water change every 10 days").
  const numbers = entity.fields.filter(
    (field) => NUMBER_TYPES.includes(field.type) && !EVERY.test(field.label),
  );
  const unitWord = (field: Field) => UNIT_WORD.exec(`${field.unit ?? ''} ${field.label}`)?.[1];
  const field =
    numbers.find((candidate) => SPAN.test(candidate.label) && unitWord(candidate)) ??
    numbers.find(
      (candidate) => UNIT_WORD.test(candidate.label) && candidate.label.split(' ').length === 1,
    );
  if (!field) return undefined;
  const { unit, count } = unitOf(unitWord(field)!);
  return count === 1 ? { every: { unit, field: field.name } } : undefined;
}

const SMALL =
  /^(?:needs?|must|should|has|have|to|be|been|is|are|get|gets|got|its|their|the|a|an|his|her|my|our|each|every|and|it|they|we|i)$/i;

/** "Last service visit", "Batteries last changed", "Last inspected": the date the thing was last done. */
function lastLabel(before: string) {
  const words = before.trim().split(/\s+/);
  let start = words.length;
  while (start > 0 && !SMALL.test(words[start - 1]!) && words.length - start < 3) start -= 1;
  const said = words.slice(start).filter((word) => /^[a-z-]+$/i.test(word));
  const done = said.at(-1);
  if (!done) return 'Last done';
  // "change the oil": the verb said before its thing names the act, "Last oil change".
  const verb = /^(?:the|its|their|his|her|my|our)$/i.test(words[start - 1] ?? '')
    ? words[start - 2]
    : '';
  const act = verb && !SMALL.test(verb) && /^[a-z]+$/i.test(verb) ? ` ${verb}` : '';
  if (!/ed$/i.test(done)) return `Last ${said.join(' ')}${act}`.toLowerCase().replace(/^l/, 'L');
  const thing = said.slice(0, -1).join(' ');
  return thing
    ? `${thing[0]!.toUpperCase()}${thing.slice(1).toLowerCase()} last ${done}`
    : `Last ${done}`;
}

const SKIPPED =
  '(?:being|getting|been|it|was|is|its|their|the|a|an|last|i|we|you|they|someone|somebody)';
/** "gone more than 5 days without being filled", "been 2 weeks since the last visit": the act in group 3. */
const GONE = new RegExp(
  `\\b(?:gone|been|went|goes|more than|over|longer than)\\s+(?:(?:more than|over|longer than)\\s+)?(?:(\\d+|${Object.keys(COUNTS).join('|')})\\s+)?${UNITS}\\s+(?:without|since)\\s+(?:${SKIPPED}\\s+)*([a-z]+(?:\\s+[a-z]+)?)`,
  'i',
);
/** "hasn't been watered for a week", "not cleaned in 10 days": the act in group 1. */
const NOT_FOR = new RegExp(
  `\\b(?:hasn't|has not|haven't|have not|not)\\s+(?:been\\s+)?([a-z]+ed)\\s+(?:for|in)\\s+(?:(?:over|more than|the last|the past)\\s+)?(?:(\\d+|${Object.keys(COUNTS).join('|')})\\s+)?${UNITS}\\b`,
  'i',
);

/** "gone more than 5 days without being filled": how long it may go undone, and what is done. */
function saidGone(sentence: string) {
  const gone = GONE.exec(sentence);
  const not = gone ? undefined : NOT_FOR.exec(sentence);
  const [said, unitWord, act] = gone
    ? [gone[1], gone[2]!, gone[3]!]
    : not
      ? [not[2], not[3]!, not[1]!]
      : [];
  if (!unitWord) return undefined;
  const { unit, count } = unitOf(unitWord);
  const times = said ? (COUNTS[said.toLowerCase()] ?? Number(said)) : 1;
  // "without fresh food", "since I changed the strings": up to two words, no small word last.
  const words = act!
    .toLowerCase()
    .replace(/\s+(?:in|on|at|for|of|and|or|the|a|an|by|it|them|to)$/, '');
  return { every: { unit, count: times * count }, label: `Last ${words}` };
}

/** Whether a sentence asks what has gone too long undone. */
export const asksGone = (sentence: string) => saidGone(sentence) !== undefined;

/**
 * The interval said of a record type, in a sentence naming it first or naming none: how long it
 * may go undone, else how often it is done; with the label of the date it was last done.
 */
export function saidInterval(text: string, entity: Entity, all: Entity[]) {
  for (const sentence of sentencesOf(text)) {
    const gone = saidGone(sentence);
    const named = namedIn(sentence, all);
    if (gone && (named.length === 0 || named[0]!.name === entity.name)) return gone;
  }
  return saidEvery(text, entity, all);
}

import { camelCase } from 'change-case';
import type { SummaryValue } from '../../app-spec-behaviour.ts';
import type { Entity, Field } from '../../app-spec.ts';
import {
  ASKS,
  AVERAGE_ASKED,
  COUNT_ASKED,
  askedIn,
  OPEN_ONES,
  bestIsLowest,
  isBest,
  PERIODS,
  TYPED_VALUE,
  wordOf,
  type Kind,
} from './asks.ts';
import { doneFlagOf } from './done-actions.ts';
import { DATE_TYPES, escaped, freeName, namedIn, names } from './mentions.ts';

/**
 * Values over all records of a type, asked of none of them in particular: "how many I've had each
 * month", "my best ever", "total miles per month", "when the last one was". Read only where no
 * record the value could be per was found (totals.ts).
 */

/** How a value reads its field: `readField` of totals.ts, which never adds one here. */
type ReadField = (
  kind: Kind,
  entity: Entity,
  sentence: string,
  added: boolean,
) => Field | undefined;

/**
 * The word after "how many": counted records are the type's own, not named ("how many I've had"),
 * or any record at all ("how many things we sold", "how many entries").
 */
const COUNTED_WORD = new RegExp(
  `(?:${COUNT_ASKED.source})\\s+(?:of\\s+)?(?:the\\s+)?(\\p{L}+)`,
  'iu',
);
const NOT_A_THING =
  /^(?:i|i've|ive|we|we've|you|you've|they|have|has|had|there|times|of|in|were|was|things|items|entries|records|ones)$/i;

/**
 * "with how many we've got", "how many I have left": how many of a thing are held, a field of
 * each; "a number of grants": several of them.
 */
const HELD = new RegExp(
  [
    '\\ba number of\\b',
    '\\bwith how many\\b',
    "\\bhow many (?:\\w+\\s+)?(?:i|we|you|they)(?:'ve|\\s+have)\\s+got\\b",
    '\\bhow many (?:\\w+\\s+)?(?:i|we|you|they)\\s+(?:have|own)(?=\\s+left|\\s+in stock|\\s*[,.;)]|\\s*$|\\s+and\\b)',
    '\\bhow many (?:\\w+\\s+)?(?:are |is )?left\\b',
  ].join('|'),
  'i',
);

/** "how much I trust them", "how many times I've worn it": a value of each record it names. */
const OF_EACH_ONE = /\bhow (?:much|many)\b(?:\s+[\p{L}']+){1,4}?\s+(?:them|it)\b/iu;

function countsType(sentence: string, entity: Entity) {
  const word = COUNTED_WORD.exec(sentence)?.[1] ?? '';
  return !HELD.test(sentence) && (NOT_A_THING.test(word) || names(word, entity));
}

/**
 * The record type asked of: the only one the sentence names, or with none named the app's only
 * type, or the only one whose fields answer what is asked.
 */
function askedType(sentence: string, entities: Entity[], readField: ReadField) {
  const named = namedIn(sentence, entities);
  if (named.length === 1) return named[0];
  if (named.length > 1) return undefined;
  if (entities.length === 1) return entities[0];
  const answering = entities.filter((entity) =>
    ASKS.some(
      ([kind, ask]) =>
        kind !== 'count' && ask.test(sentence) && readField(kind, entity, sentence, false),
    ),
  );
  return answering.length === 1 ? answering[0] : undefined;
}

/**
 * "Total price", "a total" listed as a record's own field: a value the person types in, not a
 * summary (a label that is only the ask's word is typed too).
 */
const listsTyped = (entity: Entity, sentence: string) =>
  entity.fields.some(
    (field) =>
      TYPED_VALUE.test(`${field.label} `) &&
      new RegExp(`\\b${escaped(field.label)}\\b`, 'i').test(sentence),
  );

/**
 * "how many times each tool was borrowed": after the ask, a value of each record, never of them
 * all ("log each journey…, see total miles" logs each).
 */
function saidOfEach(entity: Entity, sentence: string) {
  const asked = Math.min(...ASKS.map(([, ask]) => ask.exec(sentence)?.index ?? Infinity));
  return [...sentence.matchAll(/\b(?:each|per|every)\s+(\p{L}+)(\s+on average\b)?/giu)].some(
    (match) =>
      match.index > asked &&
      names(match[1]!, entity) &&
      !match[2] &&
      !AVERAGE_PER.test(sentence.slice(0, match.index + match[0].length)),
  );
}

/**
 * "how many km I do per leg on average", "the average km per leg": an average per record of the
 * type asked of is one over them all.
 */
const AVERAGE_PER = new RegExp(
  `(?:${AVERAGE_ASKED.source})\\s*(?:\\p{L}+\\s+){0,3}per\\s+\\p{L}+$`,
  'iu',
);

/** Records a tap marks done, counted while open: the flag or date the tap sets, or that says done. */
function openOnes(sentence: string, entity: Entity) {
  const said = OPEN_ONES.exec(sentence)?.[1];
  const marked = entity.actions?.find((action) => action.kind === 'markDone')?.field;
  const flag = said
    ? (entity.fields.find((field) => field.name === marked) ?? doneFlagOf(entity))
    : undefined;
  return said && flag ? { said: said.toLowerCase(), flag } : undefined;
}

const PERIOD_WORDS = { day: 'today', week: 'this week', month: 'this month', year: 'this year' };

export function withSummaryAsked(
  sentence: string,
  entities: Entity[],
  readField: ReadField,
): Entity[] {
  const target = askedType(sentence, entities, readField);
  const ofEach = OF_EACH_ONE.test(sentence) || (target && saidOfEach(target, sentence));
  if (!target || ofEach || listsTyped(target, sentence)) return entities;
  const period = PERIODS.find(([, pattern]) => pattern.test(sentence))?.[0];
  const summary: SummaryValue[] = [...(target.summary ?? [])];
  for (const [asked, pattern, label] of askedIn(sentence)) {
    const open = asked === 'count' ? openOnes(sentence, target) : undefined;
    if (asked === 'count' && !open && !countsType(sentence, target)) continue;
    const field = asked === 'count' ? open?.flag : readField(asked, target, sentence, false);
    // "my best time": the quickest of them.
    const kind = bestIsLowest(asked, isBest(pattern, sentence), field, sentence) ? 'min' : asked;
    if (summary.some((value) => value.kind === kind)) continue;
    if (kind !== 'count' && !target.fields.includes(field!)) continue;
    const lastOne = kind === 'latest' && DATE_TYPES.includes(field!.type);
    const within = period && kind !== 'latest' ? ` ${PERIOD_WORDS[period]}` : '';
    const what =
      kind === 'count'
        ? target.pluralName.replace(
            /([a-z])([A-Z])/g,
            (_, end: string, start: string) => `${end} ${start.toLowerCase()}`,
          )
        : `${wordOf(kind, label, sentence)} ${lastOne ? target.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : field!.label.toLowerCase()}`;
    const text = `${what}${open ? ` ${open.said}` : within}`.slice(0, 40);
    summary.push({
      kind,
      name: freeName(target, camelCase(text).replace(/[^A-Za-z0-9]/g, '') || kind),
      label: text,
      ...(field ? { field: field.name } : {}),
      ...(period && kind !== 'latest' ? { period } : {}),
    });
  }
  if (summary.length === (target.summary ?? []).length) return entities;
  return entities.map((entity) => (entity === target ? { ...entity, summary } : entity));
}

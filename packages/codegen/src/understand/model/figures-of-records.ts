import { canBe } from '../lexicon/noun-roles.ts';
import { singularOf } from '../text.ts';
import type { NounPhrase } from './chunks.ts';
import type { RecordType } from './records.ts';
import { typeOf } from './record-words.ts';

/**
 * Phrases that name another record's figure or its record ("each lap time", "each patient
 * record") where that record is kept: its value or itself, never a record type of their own.
 */

/** A figure of the record its first word names: "lap time", "dive depth" (never "work day"). */
export const figureOf = (words: string[]) =>
  words.length === 2 &&
  canBe(words.slice(1), 'value', 0.5) &&
  !canBe(words.slice(1), 'thing', 0.3) &&
  !canBe(words.slice(0, 1), 'value', 0.3) &&
  ['number', 'currency'].includes(typeOf(words));

/** "each lap time": the record whose figure is named, a lap. */
export const recordOfValue = (phrase: NounPhrase): NounPhrase | undefined =>
  figureOf(phrase.words)
    ? {
        ...phrase,
        words: phrase.words.slice(0, 1),
        phrase: phrase.words.slice(0, 1),
        plural: false,
      }
    : undefined;

/**
 * "the lowest lap time for each pilot" where laps are kept: a lap's figure, no record; nor is
 * "each patient record" where patients are kept.
 */
export const valueOfAnother = (record: RecordType, records: RecordType[]) =>
  Boolean(keptAsRecord(record.words, records)) ||
  (figureOf(record.words) &&
    records.some((other) => other.words.length === 1 && other.words[0] === record.words[0]));

/** "patient record", "member records": the record kept of one of another kind, when it is kept. */
export function keptAsRecord(words: string[], records: RecordType[]) {
  if (words.length !== 2 || singularOf(words[1] ?? '') !== 'record') return undefined;
  return records.find((other) => other.words.length === 1 && other.words[0] === words[0]);
}

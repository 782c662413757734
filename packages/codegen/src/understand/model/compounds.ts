import { fieldFromPhrase } from '../fields.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { singularOf, wordsOf } from '../text.ts';
import { isNoun, type Chunk } from './chunks.ts';
import type { Claim } from './claims.ts';
import { phraseOf } from './links.ts';
import { recordNamed, type RecordType } from './records.ts';
import type { Values } from './values.ts';

/**
 * A record named after another it belongs to: "desk bookings" where desks are kept (each booking
 * is of one desk), "farrier visits" where the farrier is named on their own ("the farrier comes
 * out regularly": each visit is the farrier's). A modifier that names nothing else ("vet visits")
 * only says what kind of record it is.
 */
export function compoundLinks(
  records: RecordType[],
  chunked: Chunk[][],
): { records: RecordType[]; claims: Claim[] } {
  const added: RecordType[] = [];
  const claims: Claim[] = [];
  const alone = (word: string) =>
    chunked
      .flat()
      .some(
        (chunk) =>
          isNoun(chunk) && chunk.words.length === 1 && singularOf(chunk.words[0] ?? '') === word,
      );
  for (const record of records) {
    if (record.words.length < 2) continue;
    const modifier = singularOf(record.words.at(-2) ?? '');
    const kept = [...records, ...added].find(
      (other) => other !== record && other.words.length === 1 && other.words[0] === modifier,
    );
    const person = !kept && canBe([modifier], 'person', 0.5) && alone(modifier);
    const parent = kept ?? (person ? recordNamed({ words: [modifier] }) : undefined);
    if (!parent) continue;
    if (!kept) added.push(parent);
    claims.push({
      type: 'belongs',
      child: phraseOf(record),
      parent: phraseOf(parent),
      firm: true,
      explicit: true,
    });
  }
  return { records: added, claims };
}

/**
 * "each lap time", "the deepest dive depth" where laps and dives are kept: a value of the record,
 * by its own name unless that names another type, and unless the record already keeps one of that name ("time in seconds").
 */
export function compoundValues(
  chunked: Chunk[][],
  records: RecordType[],
  values: Values,
): [RecordType, string][] {
  const named = (record: RecordType) => record.words.join(' ');
  return chunked
    .flat()
    .filter(isNoun)
    .flatMap((phrase): [RecordType, string][] => {
      const [modifier, value] = phrase.words.map(singularOf);
      if (phrase.words.length !== 2 || !modifier || !value) return [];
      if (!canBe([value], 'value', 0.5) || canBe([value], 'thing', 0.3)) return [];
      if (records.some((record) => named(record) === `${modifier} ${value}`)) return [];
      const record = records.find((candidate) => named(candidate) === modifier);
      const kept = (values.get(record as RecordType) ?? []).some((said) =>
        wordsOf(said).map(singularOf).includes(value),
      );
      // "lap time" is a duration where "time" alone would be a time of day.
      const said = `${modifier} ${value}`;
      const typed = fieldFromPhrase(said, [])?.type === fieldFromPhrase(value, [])?.type;
      return record && !kept ? [[record, typed ? value : said]] : [];
    });
}

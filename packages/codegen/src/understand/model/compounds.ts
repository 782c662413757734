import { canBe } from '../lexicon/noun-roles.ts';
import { singularOf } from '../text.ts';
import { isNoun, type Chunk } from './chunks.ts';
import type { Claim } from './claims.ts';
import { phraseOf } from './links.ts';
import { recordNamed, type RecordType } from './records.ts';

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

import { canBe } from '../lexicon/noun-roles.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { head } from './record-words.ts';
import { recordOf, type RecordType } from './records.ts';

/**
 * "Students are placed in groups … every month the kids do a test", "parents pay for each student
 * (some parents have 2 or 3 kids with us)": a word for young people of any kind, never listed,
 * given values or counted one by one, names people kept already — those it is said of as they
 * are ("kids" and "children" are one) — and its claims are theirs.
 */

/** Words for young people of any kind ("people" who adopt are seldom the volunteers kept). */
const ANY_PEOPLE = new Set(['kid', 'child']);
/** Words for the same people: "kids" are the children kept. */
const SAME_PEOPLE: Record<string, string> = { kid: 'child' };

type Side = { phrase: NounPhrase; other: NounPhrase; role: string };

/** Each claim's phrases, each with the other and how it stands to it. */
const sidesOf = (claim: Claim): Side[] => {
  if (claim.type === 'belongs')
    return [
      { phrase: claim.child, other: claim.parent, role: '>' },
      { phrase: claim.parent, other: claim.child, role: '<' },
    ];
  if (claim.type === 'many')
    return [
      { phrase: claim.a, other: claim.b, role: '<>' },
      { phrase: claim.b, other: claim.a, role: '<>' },
    ];
  return [];
};

/** The people a word for any people names, when one record type of people is meant. */
function meantBy(any: RecordType, records: RecordType[], claims: Claim[]) {
  const same = records.find((record) => head(record) === SAME_PEOPLE[head(any)]);
  if (same) return same;
  const sides = claims.flatMap(sidesOf);
  const standings = (record: RecordType) =>
    sides
      .filter((side) => recordOf(side.phrase, records) === record)
      .map((side) => ({ role: side.role, other: recordOf(side.other, records) }));
  const own = standings(any);
  const people = records.filter(
    (record) =>
      !ANY_PEOPLE.has(head(record)) &&
      canBe(record.words, 'person', 0.5) &&
      own.every(({ other }) => other !== record),
  );
  if (people.length === 1) return people[0];
  // "parents pay for each student; parents have kids": the people that stand as it does.
  const alike = people.filter((record) =>
    standings(record).some((standing) =>
      own.some(({ role, other }) => other && role === standing.role && other === standing.other),
    ),
  );
  return alike.length === 1 ? alike[0] : undefined;
}

/** The records and claims with a word for any people read as the people it names. */
export function withAnyPeopleNamed(
  records: RecordType[],
  claims: Claim[],
  chunked: Chunk[][],
  kept: Set<RecordType>,
) {
  // "each child is in one class", "a kid takes lots of classes": counted one by one, they are kept.
  const oneByOne = (record: RecordType) =>
    chunked
      .flat()
      .some((chunk) => isNoun(chunk) && !chunk.plural && recordOf(chunk, records) === record);
  const [reading] = records.flatMap((record) => {
    const said = ANY_PEOPLE.has(head(record)) && !record.listed && !kept.has(record);
    const meant = said && !oneByOne(record) ? meantBy(record, records, claims) : undefined;
    return meant ? [{ any: record, meant }] : [];
  });
  if (!reading) return { records, claims };
  const { any, meant } = reading;
  const named = (phrase: NounPhrase): NounPhrase =>
    recordOf(phrase, records) === any
      ? { ...phrase, words: [...meant.words], phrase: [...meant.words] }
      : phrase;
  const renamed = (claim: Claim): Claim => {
    if (claim.type === 'belongs')
      return { ...claim, child: named(claim.child), parent: named(claim.parent) };
    if (claim.type === 'many') return { ...claim, a: named(claim.a), b: named(claim.b) };
    return { ...claim, owner: named(claim.owner) };
  };
  return { records: records.filter((record) => record !== any), claims: claims.map(renamed) };
}

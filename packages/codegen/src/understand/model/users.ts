import { eventStrength } from '../lexicon/acts.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { isNoun, type Chunk } from './chunks.ts';
import type { Claim } from './claims.ts';
import { recordNamed, recordOf, type RecordType } from './records.ts';

/**
 * The app's users are not records: "a team board where managers post updates", "a social app
 * where friends share photos". People are users when the prompt speaks of them only as the ones
 * who make or share the records, loosely (no "each", no list, no values of their own), and says
 * nothing precise of any record. People named any other way stay records ("tutors, students and
 * lessons", "expenses split between roommates", "the leader who signed off each shift").
 */

/** What users do to the records they keep in an app: post, share, order, book, sell… */
const USER_ACTS =
  /^(?:post|share|write|submit|send|upload|add|publish|leave|create|log|order|book|reserv|rent|request|sell|list|review|rate|comment|save)/;

/** "customers order cakes": the app keeps the orders. */
const ACT_OF_VERB: [RegExp, string][] = [
  [/^order/, 'order'],
  [/^book/, 'booking'],
  [/^reserv/, 'reservation'],
  [/^rent/, 'rental'],
  [/^request/, 'request'],
];

const sidesOf = (claim: Claim) =>
  claim.type === 'many'
    ? { subject: claim.a, object: claim.b }
    : claim.type === 'belongs'
      ? { subject: claim.parent, object: claim.child }
      : undefined;

export interface UsersReading {
  records: RecordType[];
  claims: Claim[];
}

/** The records and claims without the app's users; what users order or book is kept as the act. */
export function withoutUsers(
  records: RecordType[],
  claims: Claim[],
  chunked: Chunk[][],
  values: Set<RecordType>,
): UsersReading {
  const phrases = chunked.flat().filter(isNoun);
  const precise = phrases.some((phrase) =>
    ['each', 'one', 'many'].includes(phrase.quantifier ?? ''),
  );
  if (precise) return { records, claims };
  const mentions = (record: RecordType) =>
    claims.filter((claim) => involves(claim, record, records));
  const named = (record: RecordType) =>
    chunked.flatMap((chunks) =>
      chunks.flatMap((chunk, index) =>
        isNoun(chunk) && recordOf(chunk, records) === record ? [{ chunks, index }] : [],
      ),
    );
  // "suppliers who supply many products": people described by a clause of their own are records.
  const described = (record: RecordType) =>
    named(record).some(({ chunks, index }) => {
      const next = chunks[index + 1];
      return next?.type === 'other' && ['who', 'that', 'whom'].includes(next.word);
    });
  // "patients book appointments with dentists": people acting with other records take part.
  const others = (record: RecordType, objects: RecordType[]) =>
    named(record).some(({ chunks }) =>
      chunks.some((chunk) => {
        const other = isNoun(chunk) ? recordOf(chunk, records) : undefined;
        return other && other !== record && !objects.includes(other);
      }),
    );
  const isUser = (record: RecordType) => {
    if (record.listed || values.has(record) || !canBe(record.words, 'person', 0.5)) return false;
    if (phrases.some((phrase) => recordOf(phrase, records) === record && phrase.quantifier))
      return false;
    const said = mentions(record);
    const objects = said.flatMap((claim) => {
      if (claim.type === 'attribute') return [];
      const did =
        claim.doer &&
        USER_ACTS.test(claim.doer.act) &&
        recordOf(claim.doer.phrase, records) === record;
      const sides = sidesOf(claim);
      const other = [sides?.subject, sides?.object]
        .map((phrase) => (phrase ? recordOf(phrase, records) : undefined))
        .find((found) => found && found !== record);
      // "friends share photos": what they share may be a value, not a record.
      return did || (claim.type === 'belongs' && claim.owned) ? [other ?? record] : [];
    });
    return (
      said.length > 0 &&
      objects.length === said.length &&
      !described(record) &&
      !others(record, objects)
    );
  };
  const users = records.filter(isUser);
  if (users.length === 0 || users.length === records.length) return { records, claims };
  const acted = new Map<RecordType, RecordType>();
  for (const claim of claims.filter((claim) =>
    users.some((user) => involves(claim, user, records)),
  )) {
    const sides = sidesOf(claim);
    const verb = claim.type !== 'attribute' ? claim.verb : undefined;
    const act = ACT_OF_VERB.find(([pattern]) => pattern.test(verb ?? ''))?.[1];
    const object = sides ? recordOf(sides.object, records) : undefined;
    // "customers book appointments": what is booked may be an act already.
    const isAct = object && eventStrength(object.words) > 0;
    if (act && object && !isAct && !users.includes(object) && !object.listed)
      acted.set(object, recordNamed({ words: [object.words.at(-1) ?? '', act] }));
  }
  return {
    records: records
      .filter((record) => !users.includes(record))
      .map((record) => acted.get(record) ?? record),
    claims: claims.filter((claim) => !users.some((user) => involves(claim, user, records))),
  };
}

function involves(claim: Claim, record: RecordType, records: RecordType[]) {
  const phrases =
    claim.type === 'many'
      ? [claim.a, claim.b]
      : claim.type === 'belongs'
        ? [claim.child, claim.parent]
        : [claim.owner, claim.attribute];
  return phrases.some((phrase) => recordOf(phrase, records) === record);
}

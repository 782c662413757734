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

/** A person read as the app's user, and the record they make. */
export interface AppUser {
  user: RecordType;
  made: RecordType | undefined;
}

export interface UsersReading {
  records: RecordType[];
  claims: Claim[];
  users: AppUser[];
}

const phrasesOf = (claim: Claim) =>
  claim.type === 'many'
    ? [claim.a, claim.b]
    : claim.type === 'belongs'
      ? [claim.child, claim.parent]
      : [claim.owner, claim.attribute];

const involves = (claim: Claim, record: RecordType, records: RecordType[]) =>
  phrasesOf(claim).some((phrase) => recordOf(phrase, records) === record);

/** The record a claim links to besides `record`. */
const otherIn = (claim: Claim, record: RecordType, records: RecordType[]) =>
  phrasesOf(claim)
    .map((phrase) => recordOf(phrase, records))
    .find((found) => found && found !== record);

/** Whether a person record is the app's user (see above). */
function userTest(
  records: RecordType[],
  claims: Claim[],
  chunked: Chunk[][],
  values: Set<RecordType>,
) {
  const places = (record: RecordType) =>
    chunked.flatMap((chunks) =>
      chunks.flatMap((chunk, index) =>
        isNoun(chunk) && recordOf(chunk, records) === record ? [{ chunks, index, chunk }] : [],
      ),
    );
  return (record: RecordType) => {
    if (record.listed || values.has(record) || !canBe(record.words, 'person', 0.5)) return false;
    const named = places(record);
    // "suppliers who supply many products": people described by a clause of their own.
    const described = named.some(({ chunks, index, chunk }) => {
      const next = chunks[index + 1];
      return (
        chunk.quantifier || (next?.type === 'other' && ['who', 'that', 'whom'].includes(next.word))
      );
    });
    const said = claims.filter((claim) => involves(claim, record, records));
    const made = said.flatMap((claim) => {
      const did =
        claim.type !== 'attribute' &&
        claim.doer &&
        USER_ACTS.test(claim.doer.act) &&
        recordOf(claim.doer.phrase, records) === record;
      const owns = claim.type === 'belongs' && claim.owned;
      // "friends share photos": what they share may be a value, not a record.
      return did || owns ? [otherIn(claim, record, records) ?? record] : [];
    });
    // "patients book appointments with dentists": people acting with other records take part.
    const withOthers = named.some(({ chunks }) =>
      chunks.some((chunk) => {
        const other = isNoun(chunk) ? recordOf(chunk, records) : undefined;
        return other && other !== record && !made.includes(other);
      }),
    );
    return said.length > 0 && made.length === said.length && !described && !withOthers;
  };
}

/** "customers order cakes": what users order or book is kept as the act (a cake order). */
function actsOf(users: RecordType[], records: RecordType[], claims: Claim[]) {
  const acted = new Map<RecordType, RecordType>();
  for (const claim of claims) {
    if (
      claim.type === 'attribute' ||
      !claim.doer ||
      !users.some((user) => involves(claim, user, records))
    )
      continue;
    const act = ACT_OF_VERB.find(([verb]) => verb.test(claim.verb ?? ''))?.[1];
    const object = users.map((user) => otherIn(claim, user, records)).find(Boolean);
    // "customers book appointments": what is booked may be an act already.
    if (act && object && !object.listed && eventStrength(object.words) === 0)
      acted.set(object, recordNamed({ words: [object.words.at(-1) ?? '', act] }));
  }
  return acted;
}

/** The records and claims without the app's users (said loosely, so never when "each" is said). */
export function withoutUsers(
  records: RecordType[],
  claims: Claim[],
  chunked: Chunk[][],
  values: Set<RecordType>,
): UsersReading {
  const precise = chunked
    .flat()
    .some((chunk) => isNoun(chunk) && ['each', 'one', 'many'].includes(chunk.quantifier ?? ''));
  const users = precise ? [] : records.filter(userTest(records, claims, chunked, values));
  if (users.length === 0 || users.length === records.length) return { records, claims, users: [] };
  const acted = actsOf(users, records, claims);
  const made = (user: RecordType) => {
    const object = claims
      .filter((claim) => involves(claim, user, records))
      .map((claim) => otherIn(claim, user, records))
      .find(Boolean);
    return object ? (acted.get(object) ?? object) : undefined;
  };
  return {
    records: records
      .filter((record) => !users.includes(record))
      .map((record) => acted.get(record) ?? record),
    claims: claims.filter((claim) => !users.some((user) => involves(claim, user, records))),
    users: users.map((user) => ({ user, made: made(user) })),
  };
}

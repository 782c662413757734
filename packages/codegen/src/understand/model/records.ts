import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { kindsIn, kindsNamedIn, listedIn, namedAlone } from './clause-lists.ts';
import type { Claim } from './claims.ts';
import { actNounsOf } from '../lexicon/acts.ts';
import { canBe, isKnownNoun } from '../lexicon/noun-roles.ts';
import { UNIT } from '../field-hints.ts';
import { isAim } from '../field-types.ts';
import { head, mayNameRecords, namesIdentifier, namesValue, typeOf } from './record-words.ts';
import { keptAsRecord, recordOfValue, valueOfAnother } from './figures-of-records.ts';
import { introducedIn } from './introduction.ts';
import { actsDone, byUs } from './done-acts.ts';
import { servedIn } from './served.ts';
import { LOGGING_VERBS } from './vocabulary.ts';

/** A kind of record the app keeps, named by the person's words ("garden", "bed"). */
export interface RecordType {
  words: string[];
  /** Every naming word the person used, for the kind they name ("video editing projects"). */
  phrase?: string[];
  /** Named in a list of the app's records ("owners, pets and appointments"). */
  listed?: boolean;
  /** Listed by a mass noun ("ingredients, packaging and …"): stock kept, never an act between others. */
  mass?: boolean;
}

/** A record type for the words of a phrase, its head in the singular. */
export const recordNamed = (
  phrase: { words: string[]; phrase?: string[]; plural?: boolean; quantifier?: string },
  listed = false,
): RecordType => ({
  words: [...phrase.words.slice(0, -1), head(phrase)],
  ...(listed && 'plural' in phrase && !phrase.plural && !phrase.quantifier ? { mass: true } : {}),
  ...(phrase.phrase && phrase.phrase.length > phrase.words.length ? { phrase: phrase.phrase } : {}),
  listed,
});

/**
 * The record type a phrase refers to: same head ("each bed" → garden beds), a head it ends with
 * ("hive" → beehives) or begins ("ref" → referees); two named kinds of one head ("menu items",
 * "order items") stay two.
 */
export function recordOf(phrase: NounPhrase, records: RecordType[]): RecordType | undefined {
  const wanted = head(phrase);
  // "each patient record" where patients are kept: a patient.
  const recorded = keptAsRecord(phrase.words, records);
  if (recorded) return recorded;
  return (
    records.find(
      (record) => record.words.join(' ') === [...phrase.words.slice(0, -1), wanted].join(' '),
    ) ??
    records.find(
      (record) =>
        head(record) === wanted && (phrase.words.length === 1 || record.words.length === 1),
    ) ??
    records.find(
      (record) => head(record) !== wanted && head(record).endsWith(wanted) && wanted.length >= 3,
    ) ??
    records.find((record) => clippedFrom(wanted, head(record)))
  );
}

/**
 * "ref" for referees, "vet" for veterinarians: a person's name cut short is that person (not
 * "hires", which are also what hirers do).
 */
const clippedFrom = (short: string, long: string) =>
  short.length >= 3 &&
  long.length > short.length &&
  long.startsWith(short) &&
  canBe([short], 'person', 0.5) &&
  !canBe([short], 'act', 0.2) &&
  canBe([long], 'person', 0.5);

/** A person or a thing, not a value ("an owner", "a stall"; not "a name", "a species", "a price"). */
const namesPartaker = (phrase: NounPhrase) =>
  typeOf(phrase.words) === 'text' &&
  (canBe(phrase.words, 'person', 0.5) || canBe(phrase.words, 'thing', 0.5)) &&
  !canBe(phrase.words, 'value', 0.3);

/**
 * "every week", "5 or 10 mins", "dropped at an address", "with the hours worked": a time, a unit
 * or an address a clause names in passing is a value, never a record type.
 */
const saysWhenOrWhere = (phrase: NounPhrase) => {
  const type = typeOf(phrase.words);
  return (
    // …but "our running nights", "lots of nights" are the club's own.
    (phrase.words.length === 1 &&
      !phrase.personal &&
      !phrase.plural &&
      canBe(phrase.words, 'value', 0.9)) ||
    (type === 'number' && !isKnownNoun(head(phrase))) ||
    // "at a date and time", "by the deadline": one moment, said in passing.
    (['date', 'datetime'].includes(type) && !phrase.plural && phrase.quantifier !== 'each') ||
    (type === 'location' && !canBe(phrase.words, 'thing', 0.5)) ||
    // "each shift with the hours worked", "total hours per volunteer": a unit measures a value.
    (UNIT.test(phrase.words.at(-1) ?? '') && !CALENDAR.test(head(phrase))) ||
    // "pilots have a CAA id", "sites with grid refs": what tells records apart is their value.
    namesIdentifier(phrase.words)
  );
};

/** Units that are also what a record may be kept for ("each day has a goal"). */
const CALENDAR = /^(?:day|week|month|year)$/;

/** The record type that keeps a verb's acts ("visits" → visit, "books" → booking), if any. */
export function eventFor(verb: string, records: RecordType[]) {
  const acts = actNounsOf(verb);
  return records.find((record) => acts.has(head(record)));
}

/** A phrase that counts records: plural, or "each"/"one" of them. */
const counted = (phrase: NounPhrase) =>
  phrase.plural ||
  phrase.quantifier === 'each' ||
  phrase.quantifier === 'one' ||
  phrase.quantifier === 'many';

/** Whether a claim makes records of its phrases: when one is known and the other counted, or when firmly said of counted records. */
function makesRecords(
  claim: Extract<Claim, { type: 'belongs' | 'many' }>,
  known: boolean,
  parentKnown = false,
) {
  // "a volunteer does many surveys" where surveys are kept: the volunteers are too.
  if (claim.type === 'many')
    return !claim.passing && counted(claim.a) && (counted(claim.b) || known)
      ? true
      : !claim.passing && known && (counted(claim.a) || counted(claim.b));
  // "a tally for each shearer": one for each of them.
  if (claim.firm) return known || counted(claim.child) || claim.parent.quantifier === 'each';
  // "each tasting rates a roast": what each one points to; "which rider took which horse": the
  // two picked of each other.
  if (claim.child.quantifier === 'each' || (claim.child.picked && claim.parent.picked)) return true;
  // "readings come in daily from a station": many, each from one record kept, are kept too.
  const one = claim.parent.quantifier === 'single' && claim.explicit && parentKnown;
  return known && counted(claim.child) && (counted(claim.parent) || one);
}

/** "… and we track rentals": what the person keeps track of, as what they log. */
const TRACKING = /^(?:track|tracks|tracked)$/;

/** "I add deposits whenever I can", "we log sales": what the person adds or logs, counted. */
const loggedByMe = (chunks: Chunk[]): NounPhrase[] =>
  chunks.flatMap((chunk, index) => {
    const [who, verb] = [chunks[index - 2], chunks[index - 1]];
    // "I keep quail and weigh the eggs": a second verb of the person's own.
    const mine = byUs(who) || (who?.type === 'and' && byUs(chunks[0]));
    const said = verb?.type === 'verb' ? (verb.words.at(-1) ?? '') : '';
    const logs = LOGGING_VERBS.test(said) || TRACKING.test(said);
    // "donations", "expenses": counted amounts are records too.
    const counted = isNoun(chunk) && ['text', 'currency', 'number'].includes(typeOf(chunk.words));
    return counted && chunk.plural && mine && logs ? [chunk] : [];
  });

/**
 * The record types of a prompt: those its lists name (`listed`: read from the text's lists, see
 * list-kinds.ts), those given values (`described`: "venues with capacity"), those the clauses
 * list, then those the clauses link to them or to each other.
 */
export function recordTypesIn(
  chunked: Chunk[][],
  claims: Claim[],
  listed: NounPhrase[] = [],
  described: NounPhrase[] = [],
): RecordType[] {
  const records: RecordType[] = [];
  // "photos of their hikes": a typed value of a record is one wherever else it is named; so is
  // what a record aims at ("each stall has a target", "a goal for each day").
  const typedValues = new Set(
    claims.flatMap((claim) =>
      claim.type === 'attribute' && claim.typed ? [head(claim.attribute)] : [],
    ),
  );
  const values = new Set([
    ...typedValues,
    ...claims.flatMap((claim) => {
      if (claim.type === 'attribute') return [];
      const pair = claim.type === 'many' ? [claim.a, claim.b] : [claim.child, claim.parent];
      return pair.every((phrase) => isAim(head(phrase))) ? [] : pair.map(head).filter(isAim);
    }),
  ]);
  // "we service extinguishers for shops and offices": whom the business works for; "donors can
  // be supermarkets or individuals": the kinds a record comes in.
  const served = new Set(
    [...servedIn(chunked), ...chunked.flatMap(kindsIn)].map((phrase) => phrase.start),
  );
  // "I'm a mobile DJ doing weddings. I need clients, …": who the person is, said first.
  // (Said there only, so known by its head wherever a claim copies the phrase.)
  const introduced = new Set([...introducedIn(chunked)].map(head));
  for (const phrase of listed) introduced.delete(head(phrase));
  // `logged`: what the person logs ("we record donations"), kept whatever else "we" do with it.
  // "an opponent from another club": one of others, never the person's, unless named again.
  const outside = (phrase: NounPhrase) =>
    phrase.another === true &&
    chunked
      .flat()
      .filter(isNoun)
      .every((other) => other === phrase || head(other) !== head(phrase));
  const add = (phrase: NounPhrase, linked = false, inList = false, logged = false) => {
    if (!mayNameRecords(phrase, linked) || recordOf(phrase, records) || outside(phrase)) return;
    if (phrase.start !== undefined && served.has(phrase.start)) return;
    if (introduced.has(head(phrase)) && !logged) return;
    if ((values.has(head(phrase)) || saysWhenOrWhere(phrase)) && !inList) return;
    // "goats and their weights": a listed value of the one before it is no record either.
    if (inList && phrase.owned && typedValues.has(head(phrase))) return;
    records.push(recordNamed(phrase, inList));
  };
  listed.forEach((phrase) => add(phrase, true, true));
  described.forEach((phrase) => add(phrase, true));
  chunked.flatMap(listedIn).forEach((phrase) => add(phrase, false, true));
  chunked.flatMap(namedAlone).forEach((phrase) => add(phrase));
  chunked.flatMap(kindsNamedIn).forEach((phrase) => add(phrase));
  // "Clients have a name, phone and address": what the values are said of, one or all, is kept;
  // "each horse has an owner and a stall": a person or a thing it has is a record it links to.
  for (const claim of claims)
    if (claim.type === 'attribute' && (claim.owner.plural || claim.owner.quantifier === 'each')) {
      add(claim.owner);
      if (!claim.typed && namesPartaker(claim.attribute)) add(claim.attribute, true);
    }
  const linkClaims = () => {
    for (const claim of claims) {
      if (claim.type === 'attribute') continue;
      const [first, second] =
        claim.type === 'many' ? [claim.a, claim.b] : [claim.child, claim.parent];
      // "…, with search" in passing names no record; "book appointments with dentists" does.
      if (claim.passing) {
        // "members borrow tools; I log each loan": where the act of the verb is kept, those it
        // is done between are kept too.
        const actKept = claim.verb !== undefined && eventFor(claim.verb, records) !== undefined;
        if (actKept && [first, second].every(counted)) {
          [first, second].forEach((phrase) => add(phrase, true));
          continue;
        }
        // "students take classes" where the classes are known: the students are records too.
        if (claim.type === 'many') {
          const known = [first, second].filter((phrase) => recordOf(phrase, records));
          if (known.length === 1 && [first, second].every(counted))
            [first, second].forEach((phrase) => add(phrase));
          continue;
        }
        if (recordOf(first, records) && second.plural && mayNameRecords(second)) add(second);
        // "the weekly phone calls within a match": what is placed in a record kept is kept too.
        const placedIn = claim.placed && recordOf(second, records) && first.plural;
        if (placedIn && mayNameRecords(first, true) && !namesValue(first)) add(first);
        continue;
      }
      if (!mayNameRecords(first, true) || !mayNameRecords(second, true)) continue;
      if (first.owned && (namesValue(first) || typeOf(first.words) === 'number')) continue;
      // "give them stars", "earn points": what a verb hands out as a typed value is no record.
      const valued = (phrase: NounPhrase) => namesValue(phrase) && !recordOf(phrase, records);
      if (claim.verb && (valued(first) || valued(second))) continue;
      // "the average rating for each restaurant": a typed value placed on the records counted is
      // their value; the records are kept.
      if (claim.type === 'belongs' && claim.placed && valued(first)) {
        if (second.quantifier === 'each') add(second, true);
        continue;
      }
      const known = Boolean(recordOf(first, records) ?? recordOf(second, records));
      // "the vet does health checks on every donkey", "the director picks anthems": the one who
      // does the work, like "our vet", is the business's own; "the instructor leading each dive"
      // is each one's.
      const theOne = (phrase: NounPhrase) =>
        claim.doer?.phrase === phrase &&
        first.quantifier !== 'each' &&
        second.quantifier !== 'each' &&
        !phrase.plural &&
        phrase.quantifier === undefined &&
        canBe(phrase.words, 'person', 0.5);
      if (makesRecords(claim, known, Boolean(recordOf(second, records))))
        [first, second].filter((phrase) => !theOne(phrase)).forEach((phrase) => add(phrase, true));
    }
  };
  linkClaims();
  linkClaims();
  [...chunked.flatMap(loggedByMe), ...chunked.flatMap(actsDone)].forEach((phrase) =>
    add(phrase, false, false, true),
  );
  // "we track each loan": what the person counts one by one is kept, unless it is a time ("each
  // day") or what a record aims at ("how close I am to each target").
  for (const phrase of chunked.flat())
    if (
      isNoun(phrase) &&
      phrase.quantifier === 'each' &&
      !canBe(phrase.words, 'value', 0.5) &&
      !isAim(head(phrase))
    )
      add(phrase);
    else if (isNoun(phrase) && phrase.quantifier === 'each') {
      const valued = recordOfValue(phrase);
      if (valued) add(valued);
    }
  linkClaims();
  // "employers who send people on courses, and delegates": "people" are the people named.
  const people = (record: RecordType) => ['person', 'people'].includes(record.words.at(-1) ?? '');
  const named = records.some((record) => !people(record) && canBe(record.words, 'person', 0.5));
  const kept = records.filter((record) => !valueOfAnother(record, records));
  return named ? kept.filter((record) => !people(record) || record.listed) : kept;
}

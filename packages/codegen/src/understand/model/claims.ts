import { isNoun, RELATIVE_PRONOUNS, type Chunk, type NounPhrase } from './chunks.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { PLACING, phraseClaims } from './phrase-claims.ts';
import { withoutCircumstances } from './circumstances.ts';
import { withJoinedParents } from './joined-claims.ts';
import { isWhen, relativeClauseClaims, whereClauseEnd } from './relative-claims.ts';
import { actClaims } from './act-claims.ts';
import { eachClaims } from './each-apart-claims.ts';
import { ownMadeClaims } from './own-made-claims.ts';
import { complementsOf } from './complements.ts';
import { pronounTopic, subjectsBefore, withSharedOpening } from './subjects.ts';
import { quantified, TAKING_PART, verbClaims } from './verb-claims.ts';
import { verbKind } from './verb-kinds.ts';
import { askedOfUs } from './served.ts';
import { pickedClaims, pickedOf } from './picked-claims.ts';
import { takingPart } from './taking-part.ts';

/** What one clause says about two noun phrases. */
export type Claim =
  /** `child` records each point to one `parent` ("each pet belongs to an owner"). */
  | {
      type: 'belongs';
      child: NounPhrase;
      parent: NounPhrase;
      firm: boolean;
      /** Said of each record ("each pet belongs to an owner"), not only of them all ("managers post updates"). */
      explicit: boolean;
      /** Said in passing ("…, with search"): a link only when both are records already. */
      passing?: boolean;
      /** Said by a possessive ("their events"), which may list values as well as records. */
      owned?: boolean;
      /** Said by a preposition after an act ("bookings of a room"): some of its links, maybe not all. */
      partial?: boolean;
      /** Said inside a noun phrase by where one is kept ("receipts in folders", "bookings for rooms"). */
      placed?: boolean;
      /** The verb that said it of a subject and its object ("members book machines": book). */
      verb?: string;
      /** Who did the verb's act, and the act, when a verb said it ("friends share photos"). */
      doer?: { phrase: NounPhrase; act: string };
      /** The verb the doer did just before, of which this is part ("visits a pool and records tests": visits). */
      within?: string;
      /** The verb that hands the child to the parent ("we hire kayaks to tourists": hire). */
      handed?: string;
      /** Things said used on it ("the ropes used on that job"), which are used again elsewhere. */
      used?: boolean;
    }
  /** Many of each ("students join clubs", "a song can be on many playlists"). */
  | {
      type: 'many';
      a: NounPhrase;
      b: NounPhrase;
      passing?: boolean;
      explicit: boolean;
      verb?: string;
      doer?: { phrase: NounPhrase; act: string };
    }
  /** A value the record keeps, not a record ("each order has a delivery address"). */
  | {
      type: 'attribute';
      owner: NounPhrase;
      attribute: NounPhrase;
      /** A typed value said "of" a record ("photos of their hikes"): never a record itself. */
      typed?: boolean;
    };

/** Every claim a clause makes. */
export function claimsOf(chunks: Chunk[]): Claim[] {
  const claims: Claim[] = [];
  const used = new Set<NounPhrase>();
  let subjects: NounPhrase[] = [];
  let said: { subjects: NounPhrase[]; objects: NounPhrase[] } | undefined;
  let lastVerb: string | undefined;
  // "hires where a customer books one item", "the plumber who did the job": read as a whole.
  const read = new Set<number>();
  chunks.forEach((chunk, index) => {
    const relative = relativeClauseClaims(chunks, index);
    if (!relative) return;
    claims.push(...relative);
    // "… where one patient is hooked up to one machine and a nurse supervises the session": every
    // verb of a "where" clause is read with it.
    const verb = chunks.findIndex((later, at) => at > index && later.type === 'verb');
    if (verb > 0) read.add(verb);
    const where = chunk.type === 'other' && ['where', 'when'].includes(chunk.word);
    if (where)
      chunks
        .slice(0, whereClauseEnd(chunks, index))
        .forEach((later, at) => at > index && later.type === 'verb' && read.add(at));
    const end = where ? whereClauseEnd(chunks, index) : chunks.length;
    for (const phrase of chunks.slice(index + 1, end).filter(isNoun)) used.add(phrase);
  });
  chunks.forEach((chunk, index) => {
    if (chunk.type !== 'verb' || index === 0 || read.has(index)) return;
    const before = chunks[index - 1];
    const own = subjectsBefore(chunks, index, subjects.length === 0);
    // "the pots they live in": "they" are the clause's first plural, its topic.
    const pronoun =
      before?.type === 'pronoun' &&
      ['they', 'each', 'it', "it's", 'it’s', 'she', 'he'].includes(before.word);
    // "grow buckets (each one inoculated with …)": "each one" set apart is the phrase before it;
    // "the enclosure each one lives in" describes the enclosure of the clause's first records.
    // "gradings each run by one examiner": "each" before a passive is each of the phrase before.
    const [between, set] = [chunks[index - 2], chunks[index - 3]];
    const each = pronoun && before.word === 'each';
    const doing = chunk.participle || /ing$/.test(chunk.words[0] ?? '');
    // "the sermons in each series each preached by one preacher": each sermon, not each series.
    const [placeWord, placed] = [chunks[index - 3], chunks[index - 4]];
    const eachPlace =
      isNoun(between) && between.quantifier === 'each' && placeWord?.type === 'preposition';
    const doer = eachPlace && isNoun(placed) && placed.plural ? placed : between;
    const passiveOf = each && isNoun(doer) && doing ? doer : undefined;
    // "carcasses that each come from one farm": each of the phrase the clause describes.
    const relativeEach = each && between?.type === 'other' && RELATIVE_PRONOUNS.has(between.word);
    // "harvests off a tray which each go to one restaurant": "each" speaks of a plural.
    const eachOf =
      relativeEach && isNoun(set) && !set.plural
        ? (chunks.slice(0, index - 3).findLast((chunk) => isNoun(chunk) && chunk.plural) ?? set)
        : set;
    const apart =
      each && (between?.type === 'and' || relativeEach) && isNoun(eachOf) ? eachOf : passiveOf;
    const topic = !pronoun ? undefined : (apart ?? pronounTopic(chunks, index));
    if (own.length > 0) subjects = own;
    else if (topic && apart !== undefined) subjects = withSharedOpening(chunks, topic);
    else if (topic && isNoun(between)) subjects = [topic];
    else if (before?.type !== 'and') return;
    // "we run a shop and need sales, the lots in each sale": nobody the verb is said of.
    if (subjects.length === 0) return;
    const next = chunks.findIndex((later, at) => at > index && later.type === 'verb');
    // "members book classes taught by trainers": a participle's phrase is this verb's object too.
    const nextVerb = chunks[next];
    const reduced = nextVerb?.type === 'verb' && nextVerb.participle;
    const nextSubject = next < 0 || reduced ? 0 : subjectsBefore(chunks, next, false).length;
    const relative = next > 0 && chunks[next - 1]?.type === 'other' ? 1 : 0;
    const end = next < 0 ? chunks.length : next - nextSubject - relative;
    const back = index - Math.max(own.length * 2, topic ? 2 : 0);
    // "service washes that customers drop off": "that" stands between the phrase and its clause.
    const relativeWord = chunks[back];
    const skipped =
      own.length > 0 &&
      relativeWord?.type === 'other' &&
      ['that', 'which'].includes(relativeWord.word) &&
      isNoun(chunks[back - 1]);
    const described = pickedOf(chunks, skipped ? back - 1 : back);
    // "the gauges each factory sends, calibrations of …": the list goes on after the clause;
    // "offers a buyer makes on a listing (amount, …)", "each goal a player scores in a match":
    // so does a clause of one doer about a plural or about each one listed (a clause's first
    // "every round one member takes the pot" or "each week" says when).
    const eachOne =
      isNoun(described) &&
      described.quantifier === 'each' &&
      chunks.indexOf(described) > 0 &&
      !canBe(described.words, 'value', 0.5);
    const eachClause =
      isNoun(described) &&
      own.length > 0 &&
      (own.every((phrase) => phrase.quantifier === 'each') ||
        ((described.plural || eachOne) &&
          !skipped &&
          own.every((phrase) => !phrase.plural && phrase.quantifier !== undefined)));
    // "members, the pieces they make and our kilns": so does a list after "the Xs they make".
    const contact = pronoun && isNoun(between) && between.plural;
    // "plots, the vines growing in each plot, and every pollination …": so does a listed
    // phrase's participle at the list's next comma.
    const listedDoing =
      doing && own.includes(before as NounPhrase) && chunks[index - 2]?.type === 'and';
    const listed =
      eachClause || contact
        ? chunks.findIndex((later, at) => at > index && later.type === 'and')
        : listedDoing
          ? chunks.findIndex((later, at) => at > index && later.type === 'and' && later.comma)
          : -1;
    const clauseEnd = listed < 0 ? end : Math.min(listed, end);
    const complements = complementsOf(
      chunks,
      index + 1,
      Math.max(clauseEnd, index + 1),
      chunk.participle,
    );
    for (const prep of complements.preps) used.add(prep.phrase);
    const kind = verbKind(chunk, complements, subjects);
    // "sorted by date" arranges the list; "customers order cakes" makes orders.
    if (kind === 'arranging') return;
    const bare = complements.objects.length === 0 && complements.preps.length === 0;
    // "live in" at the end of the clause: the phrase described is where the subject is.
    const after = chunks[index + 1];
    // ("has made so we can shame …": a word that opens a clause of its own strands nothing).
    const [opened, itsVerb] = [chunks[index + 2], chunks[index + 3]];
    const clauseAfter = opened?.type === 'pronoun' && itsVerb?.type === 'verb';
    // ("debates with the motion and the result": the values read apart leave "with … and").
    const valuesLeft = opened?.type === 'and' && !opened.comma && !isNoun(itsVerb);
    const trailing =
      after?.type === 'preposition' && !isNoun(opened) && !clauseAfter && !valuesLeft;
    const placing = PLACING.has(chunk.words.at(-1) ?? '') || trailing;
    // "the pans each batch is portioned into": what each is made into is its parts.
    const parts = trailing && after.word === 'into';
    // "each visit is one pet seeing one vet": what the "-ing" clause names is the visit's too.
    // "each attempt is one student going for one belt, marked by one examiner": a participle set
    // apart goes on saying what the attempt has.
    const chained = said && own.length === 0 && before?.type === 'and' && chunk.participle;
    const taking =
      chained || (said && own.length > 0 && own.every((phrase) => said?.objects.includes(phrase)));
    // "…, plus band and mode": what is added is no one taking part.
    const preps = complements.preps
      .filter(({ word }) => TAKING_PART.has(word))
      .map(({ phrase }) => phrase);
    const served = askedOfUs(chunks, index, subjects, complements);
    // "each launch is one glider flown by one pilot from one airfield": the participle's too.
    if (taking && said && /ing$/.test(chunk.words[0] ?? ''))
      claims.push(...takingPart(said.subjects, [...complements.objects, ...preps]));
    else if (taking && said && chunk.participle) claims.push(...takingPart(said.subjects, preps));
    else if (
      (own.length > 0 || topic) &&
      bare &&
      isNoun(described) &&
      described !== topic &&
      // "the date it was redeemed": when or what, never a record; "which yard it is kept at"
      // places it in a thing, whatever else the word may measure.
      (!isWhen(described) || (placing && canBe(described.words, 'thing', 0.25)))
    )
      claims.push(...relativeClaims(subjects, described, placing, parts));
    else if (eachClause && isNoun(described)) {
      // "the results each swimmer gets at a meet": each result is the swimmer's, and at a meet.
      claims.push(...relativeClaims(subjects, described, placing, parts));
      // ("… in a match with the points": a value it is said with is no record).
      for (const phrase of [
        ...complements.objects,
        ...complements.preps.map(({ phrase }) => phrase).filter((phrase) => !isWhen(phrase)),
      ])
        claims.push({
          type: 'belongs',
          child: described,
          parent: phrase,
          firm: true,
          explicit: true,
        });
    } else if (served) claims.push(...served);
    else {
      // "one of the techs visits a pool and records water tests": the tests are the visit's.
      const within = before?.type === 'and' && own.length === 0 ? lastVerb : undefined;
      claims.push(
        ...verbClaims(chunk, kind, subjects, complements, each).map((claim) =>
          within && claim.type === 'belongs' && claim.doer ? { ...claim, within } : claim,
        ),
      );
    }
    lastVerb = chunk.words.at(-1);
    // "each visit is one pet seeing one vet": the "-ing" verb's subject is what "is" names.
    const gerund =
      nextVerb?.type === 'verb' &&
      isNoun(chunks[index + 1]) &&
      (/ing$/.test(nextVerb.words[0] ?? '') || nextVerb.participle);
    const named = gerund ? subjectsBefore(chunks, next, false) : [];
    const saying = kind === 'being' && !chunk.participle;
    const goesOn = taking && said ? said : undefined;
    said = saying ? { subjects, objects: named } : goesOn;
    if (saying && named.length > 0) claims.push(...takingPart(subjects, named));
  });
  return withoutCircumstances(
    chunks,
    withJoinedParents(chunks, [
      ...claims,
      ...phraseClaims(chunks, used),
      ...actClaims(chunks),
      ...eachClaims(chunks),
      ...ownMadeClaims(chunks),
      ...pickedClaims(chunks),
    ]),
  );
}

/**
 * A phrase, then a clause about it with no object of its own: "the books each member recommends"
 * (each book has the member who recommends it), "the rooms the pots are in" (each pot is in a room).
 */
function relativeClaims(
  subjects: NounPhrase[],
  described: NounPhrase,
  placing: boolean,
  parts: boolean,
): Claim[] {
  // "the cab each one drives", "the channel each buoy marks": one for each, so each points to it.
  const one =
    !described.plural &&
    subjects.every((subject) => subject.plural || subject.quantifier === 'each');
  // "the pans each batch is portioned into", "the slices each cake is cut into": each one's own.
  const ownParts =
    parts && described.plural && subjects.every((subject) => subject.quantifier === 'each');
  // "the players and every match they play", "every walk they go on": each of many is theirs.
  const everyOne = described.quantifier === 'each';
  return subjects.map((subject) => {
    const [child, parent] =
      (placing || one) && !ownParts && !everyOne ? [subject, described] : [described, subject];
    return { type: 'belongs', child, parent, firm: true, explicit: quantified(subject) };
  });
}

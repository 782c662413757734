import { eventStrength } from '../lexicon/acts.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { fieldFromPhrase } from '../fields.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { PLACING, phraseClaims } from './phrase-claims.ts';
import { relativeClauseClaims } from './relative-claims.ts';
import { actClaims } from './act-claims.ts';
import { IDIOM_NOUNS, namesPeople, TAKE_FORMS } from './vocabulary.ts';

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

const HAVING = new Set([
  'has',
  'have',
  'contains',
  'contain',
  'includes',
  'include',
  'holds',
  'hold',
]);
/** "once approved a quote becomes a print job": the new record is made from the old one. */
const BECOMING = new Set(['becomes', 'become', 'became', 'turns', 'turn']);
const BEING = new Set([
  'is',
  'are',
  'be',
  'was',
  'were',
  'been',
  'belongs',
  'belong',
  'sits',
  'sit',
  'lives',
  'live',
]);
/** Verbs whose object is made by the subject: "patients book appointments" → each appointment has a patient. */
const CREATING = new Set(
  (
    'book books place places make makes write writes create creates submit submits file files post posts ' +
    'leave leaves send sends log logs raise raises earn earns open opens order orders'
  ).split(' '),
);
/** Verbs by which people hand over what they make ("instructors give lessons to learners"). */
const GIVING = new Set(
  'give gives teach teaches offer offers deliver delivers provide provides'.split(' '),
);
/** Verbs that arrange the list rather than relate records ("sorted by date"). */
const ARRANGING = /^(?:sort|order|filter|group|rank|arrang|remind)/;
/** Verbs that give a person a piece of work: the work holds the link, whichever is the subject. */
const ALLOCATING = new Set(['assigned', 'allocated', 'appointed', 'rostered']);
const lastWord = (phrase: { words: string[] }) => phrase.words.at(-1) ?? '';

/** After a verb, "with" names another record taking part ("booked by a member with a trainer"). */
const TAKING_PART = new Set([...PLACING, 'with']);

type Verb = Extract<Chunk, { type: 'verb' }>;

function verbKind(verb: Verb, complements: Complements, doers: NounPhrase[]) {
  // "sorted by date", "filter by room" arrange the list; "books grouped into series", "customers
  // order cakes" link records.
  const arranged =
    complements.objects.length === 0 && (complements.preps[0]?.word ?? 'by') === 'by';
  if (verb.words.some((word) => ARRANGING.test(word)) && arranged) return 'arranging';
  // "records organised in crates", "a catch made at a spot": a participle alone is a passive.
  if (verb.participle) return 'being';
  // "routes set by a setter": a verb whose agent follows "by" is a passive.
  if (complements.objects.length === 0 && complements.preps[0]?.word === 'by') return 'being';
  if (verb.words.some((word) => BECOMING.has(word))) return 'becoming';
  // "complaints that get raised during a booking": "get" and a participle are a passive.
  const passive =
    /^(?:get|gets|got|getting)$/.test(verb.words[0] ?? '') && /(?:ed|en)$/.test(lastWord(verb));
  if (passive) return 'being';
  if (verb.words.some((word) => HAVING.has(word))) return 'having';
  if (verb.words.some((word) => BEING.has(word))) return 'being';
  // "place orders" creates them; "takes place at a venue" does not.
  const idiom = verb.words.some((word) => TAKE_FORMS.has(word));
  if (verb.words.some((word) => CREATING.has(word) && !(idiom && IDIOM_NOUNS.has(word))))
    return 'creating';
  // "each loan gives one seed to a member": a record that gives is an act between them.
  const people = doers.length > 0 && doers.every((doer) => namesPeople(lastWord(doer)));
  return people && verb.words.some((word) => GIVING.has(word)) ? 'creating' : 'acting';
}

const quantified = (phrase: NounPhrase) => phrase.quantifier !== undefined;
const several = (phrase: NounPhrase) => phrase.plural || phrase.quantifier === 'many';

/** The noun phrases joined by "and" that end at `end` (exclusive), read backwards. */
function runBefore(chunks: Chunk[], end: number): NounPhrase[] {
  const run: NounPhrase[] = [];
  let index = end - 1;
  while (isNoun(chunks[index])) {
    run.unshift(chunks[index] as NounPhrase);
    if (chunks[index - 1]?.type !== 'and') break;
    index -= 2;
  }
  return run;
}

interface Complements {
  objects: NounPhrase[];
  preps: { word: string; phrase: NounPhrase }[];
}

/** What follows a verb up to the next verb's subject: its objects, and noun phrases after prepositions. */
function complementsOf(chunks: Chunk[], start: number, end: number): Complements {
  const objects: NounPhrase[] = [];
  const preps: Complements['preps'] = [];
  let preposition: string | undefined;
  for (let index = start; index < end; index += 1) {
    const chunk = chunks[index] as Chunk;
    // "the pots they live in and the rooms": a preposition left without its phrase ends the clause.
    if (chunk.type === 'and' && chunks[index - 1]?.type === 'preposition') break;
    // "books grouped into series, with the author of each series": a phrase of its own.
    const next = chunks[index + 1];
    if (chunk.type === 'and' && next?.type === 'preposition' && next.word === 'with') break;
    if (chunk.type === 'preposition') preposition = chunk.word;
    else if (isNoun(chunk)) {
      // "from arrival to departure date": a span of time, not records.
      if (preposition === 'from' && spansTime(chunks, index)) break;
      // "comes twice a week, …", "runs every morning": how often ends what the verb says.
      const often = chunks[index - 1]?.type === 'other' || chunk.quantifier === 'each';
      if (!preposition && often && !chunk.plural && canBe(chunk.words, 'value', 0.9)) break;
      if (preposition) preps.push({ word: preposition, phrase: chunk });
      else objects.push(chunk);
    } else if (chunk.type === 'and') {
      // "on each trip and photos": after "and", a phrase unlike the last is no longer its object.
      const next = chunks[index + 1];
      const last = preps.at(-1)?.phrase;
      const parallel =
        isNoun(next) && last && next.quantifier === last.quantifier && next.plural === last.plural;
      if (!parallel) preposition = undefined;
    }
  }
  return { objects, preps };
}

/** "from arrival to departure date", "from monday to friday": a "from … to …" that ends in a time. */
function spansTime(chunks: Chunk[], at: number) {
  const to = chunks.findIndex((chunk, index) => index > at && chunk.type === 'preposition');
  const end = chunks[to + 1];
  const timed = (phrase: Chunk | undefined) =>
    isNoun(phrase) &&
    ['date', 'datetime'].includes(fieldFromPhrase(phrase.words.join(' '), [])?.type ?? '');
  const toTime = to > 0 && (chunks[to] as { word: string }).word === 'to' && timed(end);
  return toTime || (timed(chunks[at]) && chunks[at + 1]?.type === 'preposition');
}

/** "at visits", "during sessions", "in lessons": an act a verb's doers take part in. */
const occasionOf = (preps: Complements['preps']) =>
  preps.find(
    ({ word, phrase }) =>
      ['at', 'during', 'in', 'on'].includes(word) &&
      phrase.plural &&
      (eventStrength(phrase.words) >= 1 || canBe(phrase.words, 'act', 0.15)),
  )?.phrase;

/** Claims of one verb: what its subject and complements say about each other. */
function verbClaims(
  verb: Verb,
  kind: string,
  subjects: NounPhrase[],
  { objects, preps }: Complements,
): Claim[] {
  const claims: Claim[] = [];
  const allocates = verb.words.some((word) => ALLOCATING.has(word));
  for (const subject of subjects) {
    if (kind === 'becoming') {
      for (const object of objects)
        claims.push({
          type: 'belongs',
          child: object,
          parent: subject,
          firm: true,
          explicit: true,
        });
    } else if (kind === 'having') {
      for (const object of objects)
        claims.push(
          several(object)
            ? { type: 'belongs', child: object, parent: subject, firm: true, explicit: true }
            : object.quantifier !== 'one'
              ? { type: 'attribute', owner: subject, attribute: object }
              : { type: 'belongs', child: subject, parent: object, firm: true, explicit: true },
        );
    } else if (kind === 'creating') {
      for (const object of objects) {
        const explicit = quantified(subject) || quantified(object);
        claims.push({
          type: 'belongs',
          child: object,
          parent: subject,
          firm: true,
          explicit,
          verb: lastWord(verb),
          doer: { phrase: subject, act: lastWord(verb) },
        });
        for (const { word, phrase } of preps) {
          const passing = word === 'with' ? !phrase.plural : !phrase.plural && !phrase.quantifier;
          claims.push({
            type: 'belongs',
            child: object,
            parent: phrase,
            firm: false,
            passing,
            explicit: explicit || quantified(phrase),
          });
        }
      }
    } else if (kind === 'acting' && occasionOf(preps) && objects.length > 0) {
      // "doctors see patients at visits": the occasion is where both take part.
      const occasion = occasionOf(preps) as NounPhrase;
      for (const parent of [subject, ...objects])
        claims.push({ type: 'belongs', child: occasion, parent, firm: true, explicit: true });
    } else {
      // "each result is a time" names no link: after "is", only a preposition's phrase does, or
      // one thing counted as one ("each ascent is one climber on one route").
      const named =
        kind === 'being' ? objects.filter((phrase) => phrase.quantifier === 'one') : objects;
      const linked = [
        ...named.map((phrase) => ({ word: '', phrase })),
        ...preps.filter((prep) => TAKING_PART.has(prep.word)),
      ];
      for (const { word, phrase: other } of linked) {
        // "members attend many groups" says many of each; "students join clubs" only of known records.
        const saysMany = other.quantifier === 'many';
        // "tariffs come from suppliers": where each comes from is one, not many.
        const bothPlural =
          kind === 'acting' && several(subject) && several(other) && word !== 'from';
        const firm = kind === 'being';
        const explicit = firm || quantified(subject) || quantified(other);
        // "drivers are assigned to deliveries": each delivery has its driver, as "a chore is assigned to a kid".
        const [child, parent] =
          kind === 'being' &&
          allocates &&
          namesPeople(lastWord(subject)) &&
          !namesPeople(lastWord(other))
            ? [other, subject]
            : [subject, other];
        const said = {
          ...(word === '' && kind === 'acting' ? { verb: lastWord(verb) } : {}),
          ...(kind === 'acting' ? { doer: { phrase: subject, act: lastWord(verb) } } : {}),
        };
        claims.push(
          saysMany || bothPlural
            ? {
                type: 'many',
                a: subject,
                b: other,
                passing: !saysMany,
                explicit: saysMany,
                ...said,
              }
            : { type: 'belongs', child, parent, firm, passing: word === 'with', explicit, ...said },
        );
      }
    }
  }
  return claims;
}

/**
 * The subject of the verb at `index`: the noun phrases just before it (past "who"/"that"). Only the
 * clause's first verb takes a whole list, and not a list after a preposition ("with authors and
 * books written by them": the books are written) or before a participle alone.
 */
function subjectsBefore(chunks: Chunk[], index: number, first: boolean): NounPhrase[] {
  const end = chunks[index - 1]?.type === 'other' && isNoun(chunks[index - 2]) ? index - 1 : index;
  const run = runBefore(chunks, end);
  const opener = chunks[end - run.length * 2];
  // "rooms, boxes and the items packed in each box": a participle alone describes the last phrase.
  const verb = chunks[index];
  const described = verb?.type === 'verb' && verb.participle && verb.words.length === 1;
  // "owners, dogs and walks, every walk takes one dog": "every" starts the subject.
  const counted = run.length > 1 && run.at(-1)?.quantifier === 'each';
  return first && opener?.type !== 'preposition' && !described && !counted ? run : run.slice(-1);
}

/** Every claim a clause makes. */
export function claimsOf(chunks: Chunk[]): Claim[] {
  const claims: Claim[] = [];
  const used = new Set<NounPhrase>();
  let subjects: NounPhrase[] = [];
  let said: { subjects: NounPhrase[]; objects: NounPhrase[] } | undefined;
  // "hires where a customer books one item", "the plumber who did the job": read as a whole.
  const read = new Set<number>();
  chunks.forEach((chunk, index) => {
    const relative = relativeClauseClaims(chunks, index);
    if (!relative) return;
    claims.push(...relative);
    const verb = chunks.findIndex((later, at) => at > index && later.type === 'verb');
    if (verb > 0) read.add(verb);
    for (const phrase of chunks.slice(index + 1).filter(isNoun)) used.add(phrase);
  });
  chunks.forEach((chunk, index) => {
    if (chunk.type !== 'verb' || index === 0 || read.has(index)) return;
    const before = chunks[index - 1];
    const own = subjectsBefore(chunks, index, subjects.length === 0);
    // "the pots they live in": "they" are the clause's first plural, its topic.
    const pronoun = before?.type === 'pronoun' && ['they', 'each'].includes(before.word);
    const topic = pronoun ? chunks.slice(0, index - 2).find(isNoun) : undefined;
    if (own.length > 0) subjects = own;
    else if (topic && isNoun(chunks[index - 2])) subjects = [topic];
    else if (before?.type !== 'and') return;
    const next = chunks.findIndex((later, at) => at > index && later.type === 'verb');
    // "members book classes taught by trainers": a participle's phrase is this verb's object too.
    const nextVerb = chunks[next];
    const reduced = nextVerb?.type === 'verb' && nextVerb.participle;
    const nextSubject = next < 0 || reduced ? 0 : subjectsBefore(chunks, next, false).length;
    const relative = next > 0 && chunks[next - 1]?.type === 'other' ? 1 : 0;
    const end = next < 0 ? chunks.length : next - nextSubject - relative;
    const complements = complementsOf(chunks, index + 1, Math.max(end, index + 1));
    for (const prep of complements.preps) used.add(prep.phrase);
    const kind = verbKind(chunk, complements, subjects);
    // "sorted by date" arranges the list; "customers order cakes" makes orders.
    if (kind === 'arranging') return;
    const described = chunks[index - Math.max(own.length * 2, topic ? 2 : 0)];
    const bare = complements.objects.length === 0 && complements.preps.length === 0;
    // "live in" at the end of the clause: the phrase described is where the subject is.
    const placing =
      PLACING.has(chunk.words.at(-1) ?? '') ||
      (chunks[index + 1]?.type === 'preposition' && !isNoun(chunks[index + 2]));
    // "each visit is one pet seeing one vet": what the "-ing" clause names is the visit's too.
    const taking = said && own.length > 0 && own.every((phrase) => said?.objects.includes(phrase));
    if (taking && /ing$/.test(chunk.words.at(-1) ?? '') && said)
      claims.push(...takingPart(said.subjects, complements.objects));
    else if ((own.length > 0 || topic) && bare && isNoun(described) && described !== topic)
      claims.push(...relativeClaims(subjects, described, placing));
    else if (
      isNoun(described) &&
      own.length > 0 &&
      own.every((phrase) => phrase.quantifier === 'each')
    ) {
      // "the results each swimmer gets at a meet": each result is the swimmer's, and at a meet.
      claims.push(...relativeClaims(subjects, described, placing));
      for (const phrase of [
        ...complements.objects,
        ...complements.preps.map(({ phrase }) => phrase),
      ])
        claims.push({
          type: 'belongs',
          child: described,
          parent: phrase,
          firm: true,
          explicit: true,
        });
    } else claims.push(...verbClaims(chunk, kind, subjects, complements));
    // "each visit is one pet seeing one vet": the "-ing" verb's subject is what "is" names.
    const gerund = nextVerb?.type === 'verb' && /ing$/.test(nextVerb.words.at(-1) ?? '');
    const named = gerund ? subjectsBefore(chunks, next, false) : [];
    said = kind === 'being' && !chunk.participle ? { subjects, objects: named } : undefined;
    if (said && named.length > 0) claims.push(...takingPart(subjects, named));
  });
  return [...claims, ...phraseClaims(chunks, used), ...actClaims(chunks)];
}

/** "each match is one team playing another team": each match has both. */
const takingPart = (subjects: NounPhrase[], objects: NounPhrase[]): Claim[] =>
  subjects.flatMap((subject) =>
    objects.map((parent) => ({
      type: 'belongs' as const,
      child: subject,
      parent,
      firm: true,
      explicit: quantified(subject),
    })),
  );

/**
 * A phrase, then a clause about it with no object of its own: "the books each member recommends"
 * (each book has the member who recommends it), "the rooms the pots are in" (each pot is in a room).
 */
function relativeClaims(subjects: NounPhrase[], described: NounPhrase, placing: boolean): Claim[] {
  // "the cab each one drives": one for each, so each points to it.
  const one = !described.plural && subjects.every((subject) => subject.plural);
  return subjects.map((subject) => {
    const [child, parent] = placing || one ? [subject, described] : [described, subject];
    return { type: 'belongs', child, parent, firm: true, explicit: quantified(subject) };
  });
}

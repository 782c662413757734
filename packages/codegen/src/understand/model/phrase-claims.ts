import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { canBe, isKnownNoun } from '../lexicon/noun-roles.ts';
import { typeOf } from './record-words.ts';
import { isAct } from './act-claims.ts';
import { isWhen } from './relative-claims.ts';
import { COMPOSING, VERB_PARTICLE } from './vocabulary.ts';
import { QUANTITIES } from './quantifiers.ts';
import { onePerClaims } from './one-per-claims.ts';
import { heldIn, loggedOfEach, oneJoinedBefore, ownsOne } from './joined-claims.ts';
import { pronounAntecedent } from './antecedents.ts';
import { ownedClaims, VALUE_OF } from './owned-claims.ts';

/** Links said inside noun phrases: "songs on each playlist", "their support calls". */

/** Prepositions that place one record in or under another ("songs on each playlist"); "off" does
 * too between phrases ("harvests off a tray"), not as a verb's particle ("washes we drop off"). */
export const PLACING = new Set(
  'on onto in of for per from to at by into inside within under during against before after across about'.split(
    ' ',
  ),
);

/**
 * "in MPa", "in kWh": a short word no dictionary has, said after "in", is a unit; so is a word
 * WordNet knows only as a measure, counted by no one ("in tonnes", not "in each season").
 */
export const isUnit = (phrase: NounPhrase) =>
  phrase.words.length === 1 &&
  (((phrase.words[0]?.length ?? 0) <= 4 && !isKnownNoun(phrase.words[0] ?? '')) ||
    (canBe(phrase.words, 'value', 0.9) && !phrase.quantifier && !phrase.personal));

/** "with salt used in tonnes", "feed given in kg": the phrase at `index` is an amount in a unit. */
export function isMeasuredAt(chunks: Chunk[], index: number) {
  const [measuring, inWord, unit] = [chunks[index + 1], chunks[index + 2], chunks[index + 3]];
  return (
    measuring?.type === 'verb' &&
    measuring.participle &&
    inWord?.type === 'preposition' &&
    inWord.word === 'in' &&
    isNoun(unit) &&
    isUnit(unit)
  );
}

/** Prepositions that say where a record is kept: "receipts in folders", "bookings for rooms". */
const KEEPING = new Set('on in for at into inside within under'.split(' '));
/** Verbs of choosing some of those there are. */
const CHOOSING = /^(?:pick|picks|picked|choose|chooses|chose|chosen|select|selects|selected)$/;

/**
 * The phrase a singular in passing is said of: "each show" in "each show on a tour at a venue",
 * "bookings" in "bookings of a room by a team".
 */
function attachedTo(chunks: Chunk[], index: number): NounPhrase | undefined {
  const [chunk, preposition, before] = [chunks[index], chunks[index - 1], chunks[index - 2]];
  // "the result of each pigeon in each race", "a tally for each shearer on each contract", "an
  // innings per player per fixture": what follows each pigeon is the result's too.
  const perEach = preposition?.type === 'preposition' && preposition.word === 'per';
  if (
    isNoun(chunk) &&
    (chunk.quantifier === 'each' || perEach) &&
    preposition?.type === 'preposition' &&
    ['of', 'for', 'per'].includes(preposition.word) &&
    isNoun(before) &&
    (!before.plural || before.quantifier === 'single') &&
    !canBe(before.words, 'person', 0.5)
  )
    return before;
  return isNoun(chunk) &&
    ['single', 'one'].includes(chunk.quantifier ?? '') &&
    preposition?.type === 'preposition' &&
    isNoun(before) &&
    (before.quantifier === 'each' || isAct(before))
    ? before
    : undefined;
}

/** "songs on each playlist", "the services done on each car", "their support calls": links inside noun phrases. */
export function phraseClaims(chunks: Chunk[], used: Set<NounPhrase>): Claim[] {
  const shared = onePerClaims(chunks);
  const claims: Claim[] = [...shared.claims];
  chunks.forEach((chunk, index) => {
    if (!isNoun(chunk) || shared.read.has(chunk)) return;
    if (chunk.owned) claims.push(...ownedClaims(chunks, index, chunk));
    // "the services done on each car", "the rides I do on each bike": a clause between the phrase
    // and its place.
    // "the alterations to do on a garment": so is what is to be done.
    const [next, after] = [chunks[index + 1], chunks[index + 2]];
    const personal = next?.type === 'pronoun' && after?.type === 'verb';
    const toDo = next?.type === 'preposition' && next.word === 'to' && after?.type === 'verb';
    const participle = personal || toDo ? 2 : next?.type === 'verb' ? 1 : 0;
    // "a menu is made up of dishes": what it is made of is its parts (verb-claims.ts).
    if (next?.type === 'verb' && next.words.some((word) => COMPOSING.test(word))) return;
    // "the lessons I give each student": each one given is the student's.
    const receiver = personal ? chunks[index + 3] : undefined;
    if (isNoun(receiver) && receiver.quantifier === 'each') {
      claims.push({ type: 'belongs', child: chunk, parent: receiver, firm: true, explicit: true });
      return;
    }
    // "each show on a tour at a venue": a place said after one named in passing is the show's.
    const head = attachedTo(chunks, index) ?? chunk;
    // "the jobs we take on for each customer": a verb's particle stands before its preposition.
    const particle =
      participle > 0 && chunks[index + 2 + participle]?.type === 'preposition' ? 1 : 0;
    const preposition = chunks[index + 1 + participle + particle];
    const said = chunks[index + 2 + participle + particle];
    // "books written by them", "each quiz and the questions in it" (not "a bus assigned to it").
    const target = pronounAntecedent(said, chunks.slice(0, index), participle === 0) ?? said;
    // "quotes from books" names where they come from in passing; "samples from their fields",
    // "licences from each vendor", "the mounts I make from a specimen", "pellets from a few
    // roosts" name the record they come from; "shells from the beaches" does when both are records.
    const from =
      preposition?.type === 'preposition' &&
      preposition.word === 'from' &&
      isNoun(target) &&
      !target.owned;
    const fromThe = from && target === said && target.definite === true;
    const source =
      from && !fromThe && !['each', 'one', 'single', 'many'].includes(target.quantifier ?? '');
    if (
      preposition?.type !== 'preposition' ||
      !(PLACING.has(preposition.word) || preposition.word === 'off') ||
      source ||
      QUANTITIES.has(chunk.words.at(-1) ?? '') ||
      !isNoun(target)
    )
      return;
    // "watches by brand", "books by author": what each is filed under is a record it points to.
    const filed =
      preposition.word === 'by' &&
      participle === 0 &&
      chunk.plural &&
      !target.quantifier &&
      !target.personal &&
      !target.definite &&
      !target.plural &&
      typeOf(target.words) === 'text' &&
      // "by size", "by status" file them under a value; "by mint" (0.51 value) is where they come from.
      !canBe(target.words, 'value', 0.6);
    if (filed) {
      claims.push({ type: 'belongs', child: chunk, parent: target, firm: true, explicit: true });
      return;
    }
    // "photos of their hikes", "prices of products": a typed value of each record, not a record;
    // but "the score of each player in each match" is one for each pair.
    const [further, pair] = [chunks[index + 3 + participle], chunks[index + 4 + participle]];
    const ofPair =
      target.quantifier === 'each' &&
      further?.type === 'preposition' &&
      isNoun(pair) &&
      pair.quantifier === 'each';
    // "the rounds of each event", "the laps of each race": counted one by one, they are records.
    const countedEach =
      chunk.plural && target.quantifier === 'each' && typeOf(chunk.words) === 'number';
    if (preposition.word === 'of' && VALUE_OF.has(typeOf(chunk.words)) && !ofPair && !countedEach) {
      claims.push({ type: 'attribute', owner: target, attribute: chunk, typed: true });
      return;
    }
    // "the author of each series", "the owner of each dog", "the hearse and the celebrant booked
    // for each funeral": each has one, so each points to it.
    const definite = chunk.quantifier === undefined && !chunk.personal;
    const oneOfEach =
      (preposition.word === 'of' || (preposition.word === 'for' && definite && participle === 0)) &&
      target.quantifier === 'each' &&
      !chunk.plural &&
      chunk.quantifier !== 'each' &&
      head === chunk &&
      ownsOne(chunk) &&
      !loggedOfEach(chunks, index);
    if (oneOfEach) {
      for (const one of [...oneJoinedBefore(chunks, index), chunk])
        claims.push({ type: 'belongs', child: target, parent: one, firm: true, explicit: true });
      return;
    }
    if (used.has(target)) return;
    // "decks of flashcards": the bare plural after "of" is what a collection, a thing or a group
    // holds; an act or a document is about it ("checks of ponds", "reviews of restaurants").
    const bare = preposition.word === 'of' && target.plural && !target.quantifier && !target.owned;
    // "a library of board games" is the app's own collection, not a record: only counted ones are.
    const collection = bare && !chunk.plural && chunk.quantifier !== 'each';
    const holder = canBe(chunk.words, 'thing', 0.5) || canBe(chunk.words, 'group', 0.5);
    const holds = collection || (bare && holder && !canBe(target.words, 'act', 0.5));

    // "meals for the week", "orders for my bakery": one thing named in passing is not a record,
    // nor what the person's own are for ("packing lists for my trips").
    // "bookings per member per day": a time is when, never a record of its own; "strength in MPa"
    // is a value in its unit.
    if (preposition.word === 'per' && isWhen(target)) return;
    if (preposition.word === 'in' && isUnit(target)) return;
    const counted = ['each', 'one'].includes(target.quantifier ?? '') || preposition.word === 'per';
    const purpose = preposition.word === 'for' && target.personal;
    // "assists per player per game" is a rate: it links records already known, never makes them.
    // …but "a feeding plan per horse" is one record for each, and "subtitle tracks per programme"
    // are kept in it.
    // "assists per player per game": a "per" after a "per" counts the same amount again.
    const perPer =
      chunks[index - 1]?.type === 'preposition' &&
      (chunks[index - 1] as { word: string }).word === 'per';
    const amount = typeOf(chunk.words) !== 'text' || canBe(chunk.words, 'value', 0.5) || perPer;
    // …"every string change per instrument" is counted one by one, no amount.
    const rate =
      preposition.word === 'per' && !['single', 'each'].includes(chunk.quantifier ?? '') && amount;
    // "every tuning I do on a piano": counted one by one, each is the piano's.
    const each = chunk.quantifier === 'each';
    // "I mail a zine to subscribers": one thing named in passing is no record type either; but
    // "a certificate for each cleaning", "an inspection of each plot" is one for each.
    const ofEach = preposition.word === 'of' && canBe(chunk.words, 'act', 0.5);
    const forEach =
      (['for', 'per'].includes(preposition.word) || ofEach) && target.quantifier === 'each';
    const once = head.quantifier === 'single' && !forEach;
    const passing =
      rate ||
      fromThe ||
      purpose ||
      once ||
      (!counted && !target.plural && !each) ||
      // "each bottle of wine" is of a kind; "every repair per bike" is counted by the bike.
      (preposition.word !== 'per' && heldIn(chunk, target));
    // "we hire kayaks to tourists": said by a verb, so kept in its act if kept (throughEvent).
    const acting = chunks[index - 1];
    const handed =
      acting?.type === 'verb' && participle === 0 && head === chunk
        ? acting.words.filter((word) => !VERB_PARTICLE.test(word)).at(-1)
        : undefined;
    // "I pick a few acts for each party", "we choose the players for each match": several
    // chosen for each, again and again, are many of each.
    if (handed && CHOOSING.test(handed) && chunk.plural && forEach && !holds) {
      claims.push({ type: 'many', a: target, b: chunk, explicit: true });
      return;
    }
    claims.push(
      holds
        ? {
            type: 'belongs',
            child: target,
            parent: chunk,
            firm: true,
            explicit: false,
            passing: collection,
          }
        : {
            type: 'belongs',
            child: head,
            parent: target,
            firm: true,
            passing,
            explicit: counted,
            ...(handed ? { handed } : {}),
            // "setlists for my band gigs": the person's own are what it is for, not where it is kept;
            // "assignments per subject" are counted by the record, as if kept in it.
            placed:
              (KEEPING.has(preposition.word) || preposition.word === 'per') && !target.personal,
          },
    );
  });
  return claims;
}

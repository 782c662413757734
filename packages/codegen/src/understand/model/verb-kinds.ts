import type { Chunk, NounPhrase } from './chunks.ts';
import type { Complements } from './complements.ts';
import { COMPOSING, IDIOM_NOUNS, namesPeople, TAKE_FORMS } from './vocabulary.ts';

/** The kind of a verb (having, being, creating, acting…), which says what claims it makes. */

/** Verbs of having: what is had is the subject's ("each route has stops", "a member owns boats"). */
export const HAVING = new Set([
  'has',
  'have',
  'owns',
  'own',
  'contains',
  'contain',
  'includes',
  'include',
  'holds',
  'hold',
]);
/** "once approved a quote becomes a print job": the new record is made from the old one. */
const BECOMING = new Set(['becomes', 'become', 'became']);
/** "turns into an order": "turn" becomes only with "into" ("a player turns up to fixtures" does not). */
const TURNING = new Set(['turns', 'turn', 'turned']);
export const BEING = new Set([
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
export const CREATING = new Set(
  (
    'book books place places make makes write writes create creates submit submits file files post posts ' +
    'leave leaves send sends log logs raise raises earn earns open opens order orders ' +
    'do does did conduct conducts perform performs carry carries pay pays paid'
  ).split(' '),
);
/** Verbs by which people hand over what they make or own ("instructors give lessons to learners", "customers bring in pieces", "drop off jobs", "hand in forms"). */
const GIVING = new Set(
  'give gives teach teaches offer offers deliver delivers provide provides bring brings hand hands'.split(
    ' ',
  ),
);
/** "customers drop off jobs" hands them over; "artists drop in to sessions" does not. */
const handedOver = (verb: Verb) =>
  verb.words.some((word) => GIVING.has(word)) ||
  (/^drop(?:s|ped)?$/.test(verb.words[0] ?? '') && verb.words.includes('off'));
/** Verbs of going through stages: "drawings go through revisions". */
const GOING_THROUGH = /^(?:go|goes|went|going|pass|passes|passed|move|moves|run|runs)$/;
/** Verbs that arrange the list rather than relate records ("sorted by date"). */
const ARRANGING = /^(?:sort|order|filter|group|rank|arrang|remind)/;

export type Verb = Extract<Chunk, { type: 'verb' }>;

export const lastWord = (phrase: { words: string[] }) => phrase.words.at(-1) ?? '';

export function verbKind(verb: Verb, complements: Complements, doers: NounPhrase[]) {
  // "sorted by date", "filter by room" arrange the list; "books grouped into series", "customers
  // order cakes" link records.
  const arranged =
    complements.objects.length === 0 && (complements.preps[0]?.word ?? 'by') === 'by';
  if (verb.words.some((word) => ARRANGING.test(word)) && arranged) return 'arranging';
  // "a menu is made up of dishes", "a kit consists of parts": what it is of is had, as its parts.
  const of = complements.objects.length === 0 && complements.preps[0]?.word === 'of';
  if (of && verb.words.some((word) => COMPOSING.test(word))) return 'composing';
  // "drawings go through revisions", "claims pass through stages": what each goes through is its own.
  const goes = GOING_THROUGH.test(verb.words[0] ?? '');
  if (goes && verb.words.at(-1) === 'through' && complements.objects.length > 0) return 'having';
  const through = complements.objects.length === 0 && complements.preps[0]?.word === 'through';
  if (goes && through) return 'composing';
  // "records organised in crates", "a catch made at a spot": a participle alone is a passive.
  // …but "which technician ran it" did it: one of them before a verb's past and its object.
  const didIt = doers.some((doer) => doer.quantifier === 'one') && complements.objects.length > 0;
  if (verb.participle && !didIt) return 'being';
  // "routes set by a setter": a verb whose agent follows "by" is a passive.
  if (complements.objects.length === 0 && complements.preps[0]?.word === 'by') return 'being';
  const turnsInto =
    verb.words.some((word) => TURNING.has(word)) && complements.preps[0]?.word === 'into';
  if (verb.words.some((word) => BECOMING.has(word)) || turnsInto) return 'becoming';
  // "complaints that get raised during a booking": "get" and a participle are a passive.
  const passive =
    /^(?:get|gets|got|getting)$/.test(verb.words[0] ?? '') && /(?:ed|en)$/.test(lastWord(verb));
  if (passive) return 'being';
  if (verb.words.some((word) => HAVING.has(word))) return 'having';
  // "which decorator is doing each order": "is" and an "-ing" say what is being done.
  const progressive = verb.words.length > 1 && /ing$/.test(lastWord(verb));
  if (verb.words.some((word) => BEING.has(word)) && !progressive) return 'being';
  // "place orders" creates them; "takes place at a venue" does not.
  const idiom = verb.words.some((word) => TAKE_FORMS.has(word));
  if (verb.words.some((word) => CREATING.has(word) && !(idiom && IDIOM_NOUNS.has(word))))
    return 'creating';
  // "each loan gives one seed to a member": a record that gives is an act between them.
  const people = doers.length > 0 && doers.every((doer) => namesPeople(lastWord(doer)));
  return people && handedOver(verb) ? 'creating' : 'acting';
}

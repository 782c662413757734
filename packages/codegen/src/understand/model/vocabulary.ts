import { canBe } from '../lexicon/noun-roles.ts';
import { singularOf } from '../text.ts';

/** Nouns that name the app or its parts in the singular ("a fleet app", "a lab notebook"), not records. */
export const APP_WORDS = new Set(
  (
    'app apps application track tracker planner manager organiser organizer platform system log journal ' +
    'notebook diary list checklist inventory rota scheduling desk hub portal dashboard marketplace chart board ' +
    'me i you we everything anything something thing things stuff data details info information way ways family'
  ).split(' '),
);

export const BE_FORMS = new Set(['is', 'are', 'be', 'was', 'were', 'been', 'being']);

/** Verbs that link records ("has", "holds", "belongs"): never nouns after a noun. */
export const LINKING_VERBS = new Set('has have holds contains includes belongs'.split(' '));

/** Verbs that are never nouns, whatever their ending ("is", "has", "does"). */
export const FUNCTION_VERBS = new Set([
  ...BE_FORMS,
  ...'has have had does do did can could will would shall should may might must gets get'.split(
    ' ',
  ),
  // "we run a shop and need sales, …": what the person needs or wants, never a noun of theirs.
  'need',
  'want',
  // "a bit of kit goes on lots of bookings".
  'goes',
]);

/** Verbs that say what a record is made of, with "of": "made up of dishes". */
export const COMPOSING = /^(?:made|composed|comprised|consists?|consisting)$/;
/** "take place", "take part": a verb and its noun that say one thing. */
export const TAKE_FORMS = new Set(['take', 'takes', 'took', 'taken', 'taking']);
export const IDIOM_NOUNS = new Set(['place', 'part']);

export const POSSESSIVES = new Set(['my', 'our', 'your', 'their', 'his', 'her', 'its']);

/** Roles people have in apps, which the tagger does not mark as people ("owners", "speakers"). */
const PEOPLE = new Set(
  (
    'owner speaker member client student pupil patient subscriber rider candidate volunteer kid child ' +
    'parent teacher coach trainer tutor mentor vet doctor nurse therapist manager employee colleague ' +
    'attendee presenter author artist friend contact user visitor landlord buyer seller vendor supplier ' +
    'partner neighbour neighbor resident passenger traveler traveller athlete swimmer runner reader ' +
    'writer editor applicant intern staff participant delegate judge referee umpire officer tenant ' +
    'carer caregiver guardian'
  ).split(' '),
);

/** A noun for people ("drivers", "owners", "roommates"): the roles above, then WordNet's people. */
export const namesPeople = (word: string) =>
  PEOPLE.has(singularOf(word)) ||
  (canBe([singularOf(word)], 'person', 0.5) && !canBe([singularOf(word)], 'act', 0.3));

/** Verbs that ask the app to do something ("show his sticker count", "flag the late ones"). */
export const ASKING_VERBS = new Set(
  (
    'show see display list sort tell let give remind flag highlight mark tap tick warn notify alert ' +
    'calculate compute'
  ).split(' '),
);
/**
 * Words that open what such a verb is asked of: a question, the records it acts on, whom for, or
 * a value worked out ("show total minutes").
 */
export const ASKED_OF = new Set(
  (
    'me us him her them my his their our your which what who whose how when where whether each ' +
    'every all the a an any total totals average'
  ).split(' '),
);

/** "show the heaviest", "list which are due": a verb asked of the app, by the word it opens. */
export const askedOfTheApp = (word: string, next: string | undefined) =>
  ASKING_VERBS.has(word) && ASKED_OF.has(next ?? '');

/** A text's words without the verbs it asks of the app ("show" in "…, show which are out"). */
export const withoutAsks = (words: string[]) =>
  words.filter((word, index) => !askedOfTheApp(word, words[index + 1]));

/**
 * "running low", "runs out", "running a café", "order more", "buy some more": verbs of their own,
 * naming neither the sport nor an order.
 */
const VERB_IDIOM =
  /\b(?:(?:run|runs|running|ran)\s+(?=(?:low|out|short|late|over|dry|total|totals|a|an|the|our|my|his|her|their|this|things)\b)|(?:order|orders|ordering|buy|get)\s+(?=(?:some\s+|in\s+)?more\b))/gi;
export const withoutVerbIdioms = (text: string) => text.replace(VERB_IDIOM, '');

/** "hire out", "give back": the word after a verb that goes with it. */
export const VERB_PARTICLE = /^(?:out|up|off|in|on|over|down|back|away)$/;

/** Verbs whose figure is a number whatever its name ("measure each pumpkin's circumference"). */
export const MEASURING = /^(?:measure|measures|weigh|weighs|test|tests)$/;

/** Verbs of adding to a log: "I add deposits", "we record donations", "I note the level". */
export const LOGGING_VERBS =
  /^(?:add|adds|log|logs|record|records|enter|enters|note|notes|measure|measures|take|takes|weigh|weighs|test|tests)$/;

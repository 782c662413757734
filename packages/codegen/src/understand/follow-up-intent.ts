import type { AppSpec, Feature } from '../app-spec.ts';
import { FEATURE_OF_SCREEN, featuresIn, isFeaturePhrase } from './features.ts';
import { anyOf, pattern, wordList } from './pattern.ts';
import { fieldListsIn, splitList, subjectOf } from './prompt-parts.ts';
import { wordsOf } from './text.ts';
import { isPlainColour } from './theme.ts';

/** What a follow-up asks for as a whole: a new app, or features on and off. */

/** The words an edit of the current app opens with: "add …", "paint …", "can you …". */
const EDIT_OPENER = anyOf([
  wordList('also add include remove delete drop rename change make set use turn paint colou?r'),
  wordList('call name put give let'),
  'can you',
  'could you',
  wordList('now then'),
]);
/** "please add tags", "can you rename it": a change to the current app. */
const EDIT_START = pattern([/^(?:please\s+)?/, EDIT_OPENER, /\b/], 'i');

/** The nouns that name an app as a whole: "a habit tracker", "a recipe app", "a meal planner". */
const APP_NOUNS = 'app application tracker manager planner';
/** "a", "an", "another", "a new". */
const A_NEW = /(?:a|an|another)\s+(?:new\s+)?/;
/** Up to four words before the app noun: "a gold medal tracker". */
const FEW_WORDS = /(?:[\w'-]+\s+){0,4}?/;
/** "build me a habit tracker", "create a new recipe app", "design a reading list". */
const ASK_TO_BUILD_AN_APP = pattern([
  /\b/,
  wordList('build create make design generate start write develop'),
  /\s+(?:me\s+)?/,
  A_NEW,
  FEW_WORDS,
  wordList(`${APP_NOUNS} journal list log organi[sz]er`),
  /\b/,
]);
/** "I want a budget app", "give me another packing list". */
const I_WANT_AN_APP = pattern([
  /\b/,
  anyOf(['i want', 'i need', "i'd like", 'give me']),
  /\s+/,
  A_NEW,
  FEW_WORDS,
  wordList(`${APP_NOUNS} list`),
  /\b/,
]);
/** A request for another app: "build me a habit tracker", "I want a budget app", "start over". */
const NEW_APP = pattern(
  [ASK_TO_BUILD_AN_APP, '|', I_WANT_AN_APP, '|', /\binstead\b|\bstart over\b|\bfrom scratch\b/],
  'i',
);
/** "make it", "turn this into", or nothing, before an app's kind. */
const TURN_IT_INTO = /(?:(?:make|turn|change)\s+(?:it|this)\s+(?:into\s+)?)?/;
/** "make it a recipe app", "turn this into a gold medal tracker", "a reading log": the kind (group 1). */
const APP_OF_A_KIND = pattern(
  [/^/, TURN_IT_INTO, /(?:a|an)\s+(.+?)\s+/, wordList(`${APP_NOUNS} journal list log`), /\b/],
  'i',
);

const LOOK_WORDS = new Set(
  'dark light bright modern simple clean minimal minimalist material ios android colorful colourful cute bold pastel new better'.split(
    ' ',
  ),
);

/** A prompt that describes a whole app rather than a change to the current one. */
export function describesNewApp(text: string) {
  // "make it a recipe app", "a gold medal tracker" start over; "make it a purple app", "turn it into a minimal app" do not.
  const into = APP_OF_A_KIND.exec(text)?.[1];
  if (into) return wordsOf(into).some((word) => !isPlainColour(word) && !LOOK_WORDS.has(word));
  if (EDIT_START.test(text)) return false;
  if (NEW_APP.test(text)) return true;
  const list = fieldListsIn(text)[0];
  return Boolean(list && subjectOf(text.slice(0, list.start))?.source === 'verb');
}

/** "remove the stats screen", "no more dark mode", "turn off search": the features a clause takes away. */
export function featuresRemovedBy(body: string, spec: AppSpec): Feature[] {
  const removal =
    /^(?:remove|delete|drop|get rid of|take out|disable|turn off|hide|no more|without)\s+(.+)$/i.exec(
      body,
    )?.[1];
  if (!removal) return [];
  const named = featuresIn(splitList(removal).filter(isFeaturePhrase).join(', '));
  const byScreen = spec.screens
    .filter(
      (screen) =>
        new RegExp(`\\b${screen.title}\\b`, 'i').test(removal) && FEATURE_OF_SCREEN[screen.kind],
    )
    .map((screen) => FEATURE_OF_SCREEN[screen.kind] as Feature);
  return [...new Set([...named, ...byScreen])].filter(
    (feature) => spec.features.includes(feature) && feature !== 'offline',
  );
}

/** "add search", "enable dark mode", "with a stats screen": features a clause asks for. */
export const FEATURE_VERB =
  /^(?:add|include|enable|turn on|show|use|support|give it|let me|allow|with|plus|i want|i need|also)\b\s*/i;

/** "add search and favourites", "enable dark mode": the features a clause asks for, from its feature-only parts. */
export function featuresAddedBy(body: string): Feature[] {
  if (!FEATURE_VERB.test(body)) return [];
  return featuresIn(splitList(body.replace(FEATURE_VERB, '')).filter(isFeaturePhrase).join(', '));
}

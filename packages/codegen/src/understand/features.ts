import type { Feature, ScreenKind } from '../app-spec.ts';
import { anyOf, pattern, wordList } from './pattern.ts';

/** "stats", "charts", "a dashboard", "a progress overview": figures drawn from the records. */
const STATS_WORDS = pattern(
  [
    /\b/,
    anyOf([
      wordList(
        'stats statistics charts? graphs? analytics dashboard insights summar(?:y|ies) reports? totals',
      ),
      /progress\s+overview/,
    ]),
    /\b/,
  ],
  'i',
);

/** How people name each catalogue feature. */
const FEATURE_WORDS: [Feature, RegExp][] = [
  [
    'search',
    /\b(?:search(?:able|ing|\s+bar)?|find(?:ing)?\s+(?:items?|things|entries)|look\s*up)\b/i,
  ],
  ['filters', /\bfilter(?:s|ing|able)?\b/i],
  [
    'favorites',
    /\b(?:favou?rites?|favou?rit(?:ing|e\s+items?)|starr(?:ed|ing)|bookmarks?|likes?\s+button)\b/i,
  ],
  ['sorting', /\b(?:sort(?:ing|able|ed)?|order(?:ing)?\s+by|rank(?:ing)?\s+by)\b/i],
  ['stats', STATS_WORDS],
  [
    'reminders',
    /\b(?:reminders?|remind(?:s|ing)?\s+me|notifications?|notify|alerts?|calendar(?:\s+view)?|schedule\s+view)\b/i,
  ],
  ['tags', /\b(?:tags?|tagging|labels?|categori(?:es|ze|se|zing|sing))\b/i],
  [
    'darkMode',
    /\b(?:dark\s*mode|dark(?:\s+[a-z]+)?\s*(?:theme|look|ui|colou?r\s+scheme)|night\s+mode|light\s+and\s+dark|dark\s+and\s+light)\b/i,
  ],
  [
    'onboarding',
    /\b(?:onboarding|welcome\s+screens?|intro(?:duction)?\s+(?:screens?|slides?)|tutorial|walkthrough)\b/i,
  ],
  ['profile', /\b(?:profiles?|my\s+account|user\s+account|avatar)\b/i],
  ['settings', /\b(?:settings|preferences|options\s+screen|config(?:uration)?\s+screen)\b/i],
  [
    'offline',
    /\b(?:offline|without\s+(?:internet|connection)|no\s+internet|local\s+storage|persist(?:ence|ent)?)\b/i,
  ],
  ['sharing', /\b(?:shar(?:e|ing)|send\s+to\s+(?:a\s+)?friends?|export\s+as\s+text)\b/i],
];

/** The catalogue features a text mentions, in catalogue order. */
export function featuresIn(text: string): Feature[] {
  return FEATURE_WORDS.filter(([, words]) => words.test(text)).map(([feature]) => feature);
}

/** Small words between feature names: "a", "the", "for", "and". */
const LINKING_WORDS = wordList('a an the some my its it to for on of and or with');
/** What a feature comes as: "a stats screen", "a search bar", "dark mode", "offline use". */
const FEATURE_FORMS = wordList(
  'screens? tabs? views? pages? sections? features? options? support functionality button bar mode use access',
);
/** "please", "too", "also", and how often: "daily reminders". */
const ASIDES = wordList('please too also daily weekly monthly yearly annual');
/** Words that may stand around feature names in a phrase that names features only. */
const FEATURE_FILLER = pattern([/\b/, anyOf([LINKING_WORDS, FEATURE_FORMS, ASIDES]), /\b/], 'gi');

/** "sorted by amount", "filter by room", "grouped alphabetically by name": how the list is arranged. */
const ARRANGED_BY =
  /^(?:sort|order|rank|filter|group|arrange|list)(?:s|ed|d|ing)?\s+(?:them\s+)?(?:\w+ly\s+)?by\b/i;

/** Which end of a sort comes first: "newest first", "the highest ones first". */
const END_FIRST = pattern([
  /^(?:the\s+)?/,
  wordList('newest latest oldest earliest highest lowest biggest smallest most least best worst'),
  /\s+(?:ones?\s+)?(?:at the top|first|on top)$/,
]);
/** The way of a sort named alone: "A to Z", "alphabetically", "descending". */
const SORT_WAY =
  /^(?:a\s*(?:-|–|to)\s*z|z\s*(?:-|–|to)\s*a|alphabetical(?:ly)?|a?scending|descending)$/i;

/** "search", "a stats screen", "dark mode": a phrase that names features and nothing else ("a reminder time" names a field). */
export function isFeaturePhrase(phrase: string) {
  const trimmed = phrase.trim();
  if (ARRANGED_BY.test(trimmed) || SORT_WAY.test(trimmed)) return true;
  if (END_FIRST.test(trimmed.toLowerCase())) return true;
  if (featuresIn(phrase).length === 0) return false;
  const rest = FEATURE_WORDS.reduce(
    (text, [, words]) => text.replace(new RegExp(words.source, 'gi'), ' '),
    phrase,
  );
  return rest.replace(FEATURE_FILLER, ' ').replace(/[^\p{L}\p{N}]+/gu, '').length === 0;
}

/** The feature that owns a screen kind, for "remove the stats screen". */
export const FEATURE_OF_SCREEN: Partial<Record<ScreenKind, Feature>> = {
  stats: 'stats',
  calendar: 'reminders',
  settings: 'settings',
  onboarding: 'onboarding',
};

const LABELS: Record<Feature, string> = {
  search: 'search',
  filters: 'filters',
  favorites: 'favourites',
  sorting: 'sorting',
  stats: 'a stats screen',
  reminders: 'a calendar of upcoming dates',
  tags: 'tags',
  darkMode: 'dark mode',
  onboarding: 'welcome screens',
  profile: 'a profile',
  settings: 'a settings screen',
  offline: 'offline storage',
  sharing: 'sharing',
};

export const featureLabel = (feature: Feature) => LABELS[feature];

/** Catalogue order, without duplicates; offline storage is always on (the app keeps its data on the device). */
export function normalizeFeatures(features: Iterable<Feature>): Feature[] {
  const wanted = new Set<Feature>([...features, 'offline']);
  return FEATURE_WORDS.map(([feature]) => feature).filter((feature) => wanted.has(feature));
}

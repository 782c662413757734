import { kindById, kindOfNoun, kindOfTopic } from './app-kinds.ts';
import { COUNTER, NUMBER_TYPES } from './behaviour/mentions.ts';
import type { ResolvedNoun } from './entities.ts';
import type { ParsedField } from './fields.ts';
import { canBe } from './lexicon/noun-roles.ts';
import { singularOf } from './text.ts';

/** Units people count ("reading minutes", "daily steps"): the records are a log of that amount. */
const MEASURES = new Set([
  'minutes',
  'hours',
  'steps',
  'pages',
  'calories',
  'glasses',
  'cups',
  'miles',
  'km',
  'kilometers',
  'kilometres',
  'reps',
  'pushups',
  'push-ups',
  'laps',
]);
/** The kind a measure belongs to when nothing else in the phrase says ("daily steps" → running). */
const MEASURE_KINDS: Record<string, string> = {
  steps: 'running',
  miles: 'running',
  km: 'running',
  kilometers: 'running',
  kilometres: 'running',
  laps: 'running',
  reps: 'workouts',
  pushups: 'workouts',
  'push-ups': 'workouts',
  calories: 'calories',
  glasses: 'water-intake',
  cups: 'water-intake',
  pages: 'reading-list',
};

/** "reading minutes", "daily steps": a unit counted, whose records log that amount. */
export const isMeasure = (word: string) => MEASURES.has(word);

/** The kind a measure belongs to when nothing else in the phrase says, if any. */
export const measureKindOf = (measure: string) => {
  const id = MEASURE_KINDS[measure];
  return id ? kindById(id) : undefined;
};

/**
 * "meter readings", "boiler readings": a topic that is an activity ("reading"), as the head of a
 * compound, names what the activity yields where its noun is hardly ever the act itself.
 */
export const readsAsResult = (words: string[]) => {
  const last = words.at(-1) ?? '';
  return (
    words.length >= 2 &&
    /ings?$/.test(last) &&
    !kindOfTopic(words.slice(-2).join(' ')) &&
    !kindOfNoun(singularOf(words.at(-2) ?? '')) &&
    canBe([singularOf(words.at(-2) ?? '')], 'thing', 0.1) &&
    !canBe([singularOf(last)], 'act', 0.1)
  );
};

/** A reading of an instrument: a record of the number it showed ("each reading" of a meter). */
export const resultNoun = (word: string): ResolvedNoun => ({
  words: [word],
  phrase: [word],
  measure: word,
});

/** The number a reading shows: a number, or a counter typed as text. */
const showsNumber = (field: ParsedField) =>
  NUMBER_TYPES.includes(field.type) || COUNTER.test(field.label);

/** A reading's own fields: its date and the number it showed, unless a value said of it is that. */
export const readingModel = (measure: string, said: ParsedField[]) => [
  'title',
  'date (date)',
  ...(said.some(showsNumber) ? [] : [`${measure} (number)`]),
  'notes (long text)',
];

/**
 * A few values said of a reading of no kind, none of them the number it shows ("readings
 * (kWh)"), are kept beside its own; else they are all it keeps.
 */
export const addsToReading = (said: ParsedField[], most: number) =>
  said.length <= most && !said.some(showsNumber);

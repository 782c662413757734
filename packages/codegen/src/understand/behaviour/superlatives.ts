import type { Entity, Field } from '../../app-spec.ts';
import { names, NOT_AN_AMOUNT } from './mentions.ts';

/**
 * What a superlative measures when no field is named: "my longest ride" is of its distance, "the
 * fastest lap" of its time, "the heaviest fish" of its weight, "the strongest gust" of its speed.
 * Each superlative with the words a field's label or unit has for what it measures, the first
 * found first ("longest" is a distance before a duration).
 */
const MEASURES: [RegExp, RegExp[]][] = [
  [
    /\b(?:longest|furthest|farthest|shortest)\b/i,
    [
      /\b(?:distance|length|km|kilometres?|kilometers?|miles?|metres?|meters?|m|yards?|feet|ft)\b/i,
      /\b(?:duration|time|minutes?|mins?|hours?|hrs?|seconds?|secs?|days?)\b/i,
    ],
  ],
  [
    /\b(?:fastest|quickest|slowest)\b/i,
    [/\b(?:time|duration|minutes?|mins?|seconds?|secs?|hours?|hrs?|split)\b/i],
  ],
  [/\b(?:heaviest|lightest)\b/i, [/\b(?:weight|mass|kg|kilos?|g|grams?|lbs?|pounds?|oz)\b/i]],
  [/\b(?:tallest|shortest)\b/i, [/\b(?:height|cm|inches|feet|ft)\b/i]],
  [/\b(?:cheapest|dearest|most expensive)\b/i, [/\b(?:price|cost|fare|amount|paid)\b/i]],
  [
    /\b(?:biggest|largest|smallest)\b/i,
    [/\b(?:size|weight|length|area|volume|amount|count|kg|cm)\b/i],
  ],
  [
    /\b(?:strongest|weakest)\b/i,
    [/\b(?:speed|gusts?|wind|strength|force|power|knots?|mph|km\/h|kph)\b/i],
  ],
  [
    /\b(?:warmest|hottest|coldest|coolest)\b/i,
    [/\b(?:temp|temperature|degrees|celsius|fahrenheit|°c|°f)\b/i],
  ],
  [/\b(?:deepest|shallowest)\b/i, [/\b(?:depth|deep|metres?|meters?|m|ft|feet)\b/i]],
];

/**
 * The field a superlative of the sentence measures, when only one answers it: by its label, else by
 * its unit ("Distance" before an "Elevation gain" in m).
 */
export function measuredBySuperlative(candidates: Field[], sentence: string): Field | undefined {
  for (const [superlative, measures] of MEASURES) {
    if (!superlative.test(sentence)) continue;
    for (const measure of measures) {
      for (const said of [(field: Field) => field.label, (field: Field) => field.unit ?? '']) {
        const found = candidates.filter((field) => measure.test(said(field)));
        if (found.length > 1) return undefined;
        if (found.length === 1) return found[0];
      }
    }
  }
  return undefined;
}

/** What a record scores: its score, points, marks or result. */
const SCORED = /\b(?:score|points?|marks?|result)\b/i;

/**
 * "my best (lowest) round", "the mean mark for every singer": the record itself asked of, by its
 * name right after the ask, is what it scores, else its first figure.
 */
export function figureOfRecordAsked(
  ask: string,
  child: Entity,
  candidates: Field[],
  sentence: string,
): Field | undefined {
  const after = new RegExp(`(?:${ask})\\)?\\s+(?:\\([^)]*\\)\\s+)?(\\S+(?:\\s+\\S+)?)`, 'i').exec(
    sentence,
  )?.[1];
  // "my longest hike": a superlative says what it measures, not the record's first figure.
  if (!after || !names(after, child) || MEASURES.some(([said]) => said.test(sentence)))
    return undefined;
  const figures = candidates.filter(
    (field) => field.type !== 'rating' && !NOT_AN_AMOUNT.test(field.label),
  );
  return figures.find((field) => SCORED.test(field.label)) ?? figures[0];
}

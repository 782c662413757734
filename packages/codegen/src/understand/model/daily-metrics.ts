import { kindOfNoun, kindOfTopic } from '../app-kinds.ts';
import type { ResolvedNoun } from '../entities.ts';
import { pattern, wordList } from '../pattern.ts';
import { singularOf, wordsOf } from '../text.ts';

/** Figures people log once a day, as the fields they become. */
const DAILY_METRICS: Record<string, string> = {
  water: 'glasses of water (number)',
  sleep: 'sleep (hours)',
  steps: 'steps (number)',
  weight: 'weight (kg)',
  calories: 'calories (number)',
  mood: 'mood',
  energy: 'energy (number)',
  stress: 'stress (number)',
  workout: 'workout (yes/no)',
  meditation: 'meditation (minutes)',
  screen: 'screen time (hours)',
  reading: 'reading (minutes)',
  caffeine: 'caffeine (cups)',
  coffee: 'coffee (cups)',
  alcohol: 'alcohol (drinks)',
};
/** "log my daily", "track our everyday", "record". */
const LOG_MY_DAILY = pattern([
  /\b/,
  wordList('track log record monitor note'),
  /\s+(?:my\s+|our\s+)?(?:daily\s+|everyday\s+)?/,
]);
/** "water, sleep and steps": single words, the last after "and" (captured). */
const WORDS_AND_WORD = /([a-z]+(?:\s*,\s*[a-z]+)*,?\s+and\s+[a-z]+)\b/;
const METRIC_LIST = pattern([LOG_MY_DAILY, WORDS_AND_WORD], 'i');

/** "log my daily water, sleep and steps": one daily log with a field for each figure. */
export function dailyMetricsIn(text: string): { noun: ResolvedNoun; values: string[] } | undefined {
  const named = wordsOf(METRIC_LIST.exec(text)?.[1] ?? '').filter((word) => word !== 'and');
  if (named.length < 2 || !named.every((word) => word in DAILY_METRICS)) return undefined;
  const kind = named.map((word) => kindOfTopic(word) ?? kindOfNoun(singularOf(word))).find(Boolean);
  return {
    noun: { words: ['daily', 'log'], phrase: ['daily', 'log'], kind },
    values: [
      'title',
      'date (date)',
      ...named.map((word) => DAILY_METRICS[word] ?? word),
      'notes (long text)',
    ],
  };
}

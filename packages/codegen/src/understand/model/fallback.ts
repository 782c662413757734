import pluralize from 'pluralize';
import { countedActivities, kindOfNoun, kindOfTopic } from '../app-kinds.ts';
import { resolveNoun, type ResolvedNoun } from '../entities.ts';
import { resultNoun } from '../measured-nouns.ts';
import { withoutIntervals } from '../every-interval.ts';
import { asciiFold, singularOf, wordsOf } from '../text.ts';
import { withoutAsks, withoutVerbIdioms } from './vocabulary.ts';

/** Words that never name what an app keeps. */
const FALLBACK_WORDS = new Set(
  (
    'app apps application want need would like make build create please thanks thank something thing things simple ' +
    'could should that this with have for the and you your mobile phone iphone android hello hey hiya thanks ' +
    'okay yes test testing hmm previous prior earlier next last latest same other ' +
    'one ones are were was been being has had does did done'
  ).split(' '),
);

/**
 * The noun a prompt that names no record type is most likely about: a kind's word anywhere, else
 * the last plausible noun (a plural first), else a plain list of items.
 */
export function fallbackNoun(text: string): { noun: ResolvedNoun; guessed: boolean } {
  // "…, show which are out today": a verb asked of the app names nothing kept; nor does how
  // often something is done ("I service extinguishers every six months").
  const words = withoutAsks(wordsOf(withoutIntervals(withoutVerbIdioms(text))));
  const candidates = [
    ...words.slice(0, -1).map((word, index) => `${word} ${words[index + 1]}`),
    ...words,
  ];
  const counted = countedActivities(text);
  for (const candidate of candidates) {
    if (counted.includes(candidate)) return { noun: resultNoun(candidate), guessed: false };
    const kind = kindOfTopic(candidate) ?? kindOfNoun(singularOf(candidate));
    if (kind) return { noun: resolveNoun(wordsOf(candidate)), guessed: false };
  }
  const nouns = words.filter(
    (word) => /^[a-z]{3,}$/.test(asciiFold(word)) && !FALLBACK_WORDS.has(word),
  );
  const noun = nouns.findLast((word) => pluralize.isPlural(word)) ?? nouns.at(-1);
  return noun
    ? { noun: resolveNoun([noun]), guessed: false }
    : { noun: { words: ['item'], phrase: ['item'] }, guessed: true };
}

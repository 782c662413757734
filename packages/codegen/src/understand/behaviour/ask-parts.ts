import { ASKS } from './asks.ts';

/** Where in a sentence a value is asked and of which record: "total minutes per dog". */

const EACH_NOUN = /\b(?:each|per|every)\s+([a-z]+)/gi;

/** "heaviest weight per exercise": the value is asked, then, a few words on, the record it is per. */
export const askedPer = (sentence: string) =>
  ASKS.some(
    ([kind, ask]) =>
      kind !== 'count' &&
      new RegExp(`(?:${ask.source})\\s+(?:[a-z]+\\s+){0,3}(?:per|each|every)\\s+[a-z]`, 'i').test(
        sentence,
      ),
  );

/**
 * The words after "each", "per" or "every", those after the sentence's first ask when any are
 * (or, `anywhere`, all of them).
 */
export function perWords(sentence: string, anywhere = false) {
  const asked = Math.min(...ASKS.map(([, ask]) => ask.exec(sentence)?.index ?? Infinity));
  const all = [...sentence.matchAll(EACH_NOUN)];
  const afterAsk = all.filter((match) => match.index > asked);
  return (afterAsk.length > 0 && !anywhere ? afterAsk : all).map((match) => match[1]!);
}

/**
 * The asks of a sentence, apart where ", and" or "+" joins asks of their own records: "per player
 * their best score, and how many times each game was played" asks of players and of games.
 */
export function asksOf(sentence: string): string[] {
  const parts: string[] = [];
  for (const part of sentence.split(/,\s*(?:and|plus)\s+|\s+\+\s+/i)) {
    // "…, and the highest on each": still said of the record before.
    const own =
      new RegExp(EACH_NOUN.source, 'i').test(part) && ASKS.some(([, ask]) => ask.test(part));
    if (own || parts.length === 0) parts.push(part);
    else parts[parts.length - 1] += `, and ${part}`;
  }
  return parts;
}

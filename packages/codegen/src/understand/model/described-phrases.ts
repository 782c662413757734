import type { Chunk, NounPhrase } from './chunks.ts';
import type { ReadList } from './list-kinds.ts';
import { namesTheApp, phraseBefore } from './owners.ts';

/**
 * "households that are referred to us (agency, …)", "donations coming in (date, …)": what stands
 * between a plural and its parentheses only describes it; "the bulls whose straws I carry (stud
 * code, breed)" has a clause of its own there, with a subject, unless the clause takes the plural
 * back ("stickers as he sticks them in (number, player)").
 */
const describedAcross = (text: string, phrase: NounPhrase, at: number) => {
  const between = text.slice(phrase.end ?? at, at);
  return !/\b(?:i|we|they|you|he|she)\b/i.test(between) || /\bthem\b/i.test(between);
};

/**
 * "venues with capacity", "shows: date, venue and fee", "deliveries with trucks and crew": what
 * a list is said to hold, counted in the plural, is a record type.
 */
export const describedPhrases = (
  lists: ReadList[],
  chunked: Chunk[][],
  text: string,
): NounPhrase[] =>
  lists
    .filter(
      ({ namesRecords, list, kinds }) =>
        list.marker === 'with' ||
        (!namesRecords && list.marker === 'colon') ||
        // "we register households (agency, needs)": a clause's plural given its values.
        (list.marker === 'parentheses' && kinds.every((kind) => kind === 'value')),
    )
    .flatMap(({ list }) => {
      const phrase = phraseBefore(chunked, list.start);
      const near =
        list.marker !== 'parentheses' || (phrase && describedAcross(text, phrase, list.start));
      return phrase?.plural && near && !namesTheApp(phrase) ? [phrase] : [];
    });

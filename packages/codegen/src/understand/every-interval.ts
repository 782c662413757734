/**
 * How often something is done, as the text of an idea says it in a fixed interval ("every six
 * months", "once a year"; model/how-often.ts reads "each day" in the clauses). COUNTS: the counts
 * said in words before a unit of time ("every other week").
 */
export const COUNTS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  other: 2,
  a: 1,
  an: 1,
};
/** A unit of time, one or many. */
export const UNITS = '(day|week|fortnight|month|year)s?';
/** "every 6 months", "every other week", "once a year", "every fortnight", "every month". */
export const EVERY = new RegExp(
  `\\b(?:every|once every|once an?)\\s+(?:(\\d+|${Object.keys(COUNTS).join('|')})\\s+)?${UNITS}\\b`,
  'i',
);

/** The text without the intervals it says ("I service ladders every six months" → "I service ladders"). */
export const withoutIntervals = (text: string) => text.replace(new RegExp(EVERY.source, 'gi'), ' ');

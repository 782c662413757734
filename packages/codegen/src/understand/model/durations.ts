import type { Token } from './parse.ts';

/**
 * A span of time said with its count ("more than 3 days", "every 6 months", "over 2 weeks") is how
 * long, a value: its words name no record.
 */

const COUNT = /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/;
const UNIT = /^(?:minute|hour|day|night|week|fortnight|month|year)s?$/;
/** Words before a count that say about how many: "over 3 days", "more than 5 days". */
const ABOUT = new Set(['over', 'under', 'about', 'nearly', 'almost', 'around', 'within']);
const ABOUT_PAIRS = ['more than', 'less than', 'at least', 'up to', 'longer than', 'fewer than'];
/** "every 6 months", "once every 2 weeks": how often, said before the span. */
const HOW_OFTEN = new Set(['every', 'each', 'once']);

/** How many words a span of time takes at `index`, from the words before its count; 0 for none. */
export function durationAt(tokens: readonly Token[], index: number): number {
  const word = (at: number) => (tokens[at]?.comma ? '' : (tokens[at]?.word ?? ''));
  let count = index;
  while (HOW_OFTEN.has(word(count))) count += 1;
  if (ABOUT.has(word(count))) count += 1;
  else if (ABOUT_PAIRS.includes(`${word(count)} ${word(count + 1)}`)) count += 2;
  // "one steward on one day": one day alone is which day, a record.
  const alone = count === index && word(count) === 'one';
  const isCount = !alone && (tokens[count]?.pos === 'number' || COUNT.test(word(count)));
  return isCount && UNIT.test(word(count + 1)) ? count + 2 - index : 0;
}

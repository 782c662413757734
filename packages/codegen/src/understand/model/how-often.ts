import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { head } from './record-words.ts';

/** "each day", "every morning", "every spring": when something is done, not what. */
const WHEN =
  /^(?:day|morning|afternoon|evening|night|weekend|week|fortnight|month|term|season|quarter|year|time|hour|visit|spring|summer|autumn|winter|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/;

/** "each day", "every month": a phrase of a time it is done again, not a thing. */
export const isEachTime = (phrase: NounPhrase) =>
  ['each', 'every'].includes(phrase.quantifier ?? '') && WHEN.test(head(phrase));

/** "every month", "weekly", "every few weeks": a chunk saying something is done again and again. */
export const saysHowOften = (chunk: Chunk | undefined) =>
  (isNoun(chunk) && isEachTime(chunk)) ||
  (chunk?.type === 'other' &&
    /^(?:daily|weekly|fortnightly|monthly|yearly|days|weeks|months|years)$/.test(chunk.word));

import { UNIT } from '../field-hints.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { durationAt } from './durations.ts';
import type { Token } from './parse.ts';

/** Words of amount that say "many" before "of": "lots of picks", "loads of peals", "a couple of vans". */
const AMOUNT_WORDS = new Set(
  'lots lot loads load plenty bunch couple tons heaps dozens'.split(' '),
);

/** Words for a group that say "several" after "a": "a crew of porters", "a bench of magistrates". */
const GROUP_WORDS = new Set(
  'crew team group gang squad handful bench panel board troop'.split(' '),
);

const COUNT = /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few)$/;
const isCount = (token: Token | undefined) =>
  token !== undefined && !token.comma && (token.pos === 'number' || COUNT.test(token.word));

/**
 * How many words a count of more than one takes at `index`: "more than one", "one or more",
 * "2 or 3", "two to four", "up to 3", "at least one".
 */
function severalAt(tokens: Token[], index: number): number {
  const [first, second, third] = [tokens[index], tokens[index + 1], tokens[index + 2]];
  const words = [first, second].map((token) => (token?.comma ? '' : token?.word));
  if (words[0] === 'more' && words[1] === 'than' && isCount(third)) return 3;
  // …but "hooked up to one machine" is a verb's particle.
  if (words[0] === 'up' && words[1] === 'to' && isCount(third) && third?.word !== 'one') return 3;
  if (words[0] === 'at' && words[1] === 'least' && isCount(third)) return 3;
  const joined = ['or', 'to'].includes(words[1] ?? '');
  if (isCount(first) && joined && (isCount(third) || third?.word === 'more')) return 3;
  return 0;
}

/** "does loads", "covers lots": an amount right after a verb, standing alone at the clause's end. */
const elidedAmount = (tokens: Token[], index: number, before: Token | undefined) => {
  const [token, next] = [tokens[index] as Token, tokens[index + 1]];
  const alone = !next || token.comma || next.pos === 'conjunction' || next.word === 'and';
  return /^(?:lots|loads|heaps|tons|plenty)$/.test(token.word) && before?.pos === 'verb' && alone;
};

/** The clause with each "lots of", "a bunch of", "more than one", "2 or 3" read as "many". */
export function amountsRead(tokens: Token[]): Token[] {
  const read: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    const several = severalAt(tokens, index);
    // "show how many orders they've made": a count asked for, which says nothing of how many there are.
    if (token.word === 'how' && ['many', 'much'].includes(tokens[index + 1]?.word ?? '')) {
      // "with how many miles I did", "how many metres I laid": a measure asked for is a value.
      const measure = tokens[index + 2];
      const valued =
        measure?.pos === 'noun' && (canBe([measure.word], 'value', 0.9) || UNIT.test(measure.word));
      if (valued) read.push({ ...measure, pos: 'other' });
      index += valued ? 2 : 1;
      continue;
    }
    // "can be fired more than once" (or "more then once"): many times.
    const [than, once] = [tokens[index + 1], tokens[index + 2]];
    const more = token.word === 'more' && /^(?:than|then)$/.test(than?.word ?? '');
    if (more && once?.word === 'once') {
      read.push({ ...token, word: 'many', pos: 'determiner', plural: false });
      read.push({ ...once, word: 'times', pos: 'noun', plural: true });
      index += 2;
      continue;
    }
    const duration = durationAt(tokens, index);
    if (duration > 0) {
      index += duration - 1;
      continue;
    }
    if (several > 0) {
      read.push({ ...token, word: 'many', pos: 'determiner', plural: false });
      index += several - 1;
    } else if (
      (AMOUNT_WORDS.has(token.word) ||
        (GROUP_WORDS.has(token.word) && /^(?:a|an)$/.test(read.at(-1)?.word ?? ''))) &&
      !token.comma &&
      tokens[index + 1]?.word === 'of'
    ) {
      if (read.at(-1)?.word === 'a') read.pop();
      read.push({ ...token, word: 'many', pos: 'determiner', plural: false });
      index += 1;
    } else if (elidedAmount(tokens, index, read.at(-1))) {
      // "a ref does loads", "members go to lots": as many of the records named before.
      read.push({ ...token, word: 'many', pos: 'determiner', plural: false });
    } else read.push(token);
  }
  return read;
}

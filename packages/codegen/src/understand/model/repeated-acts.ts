import { isNoun, type Chunk } from './chunks.ts';
import type { Claim } from './claims.ts';
import { phraseOf } from './links.ts';
import { eventFor, recordOf, type RecordType } from './records.ts';

/**
 * "a piece can be fired more than once", "a site gets surveyed many times": what is done to a
 * record many times, where the app keeps those acts ("firings", "surveys"), is many of those acts
 * for each record — with "a firing has loads of pieces", many of each.
 */
export function repeatedActs(chunked: Chunk[][], records: RecordType[]): Claim[] {
  return chunked.flatMap((chunks) =>
    chunks.flatMap((chunk, index): Claim[] => {
      const [verb, times] = [chunks[index + 1], chunks[index + 2]];
      if (!isNoun(chunk) || verb?.type !== 'verb' || !isNoun(times)) return [];
      const often = times.words.at(-1) === 'times' && times.plural && times.quantifier === 'many';
      const done = recordOf(chunk, records);
      const event = often ? eventFor(verb.words.at(-1) ?? '', records) : undefined;
      if (!done || !event || event === done) return [];
      return [
        { type: 'belongs', child: phraseOf(event), parent: chunk, firm: false, explicit: true },
      ];
    }),
  );
}

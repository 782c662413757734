import { canBe } from '../lexicon/noun-roles.ts';
import { isNoun, type Chunk } from './chunks.ts';
import { unitAt } from './logged-values.ts';
import { recordOf, type RecordType } from './records.ts';

/** "weigh", "weighs", "weighed". */
const WEIGHING = /^weigh(?:s|ed)?$/;

/**
 * "I weigh every pick in grams", "we weigh the parcels before posting": what is weighed keeps its
 * weight, in the unit said; where each weighing is kept ("weigh each goat every month"), the
 * weighing keeps it. A person weighed is left alone: their weight belongs to the visit.
 */
export function weighedValuesIn(chunked: Chunk[][], records: RecordType[]) {
  return chunked.flatMap((chunks) =>
    chunks.flatMap((chunk, index): [RecordType, string][] => {
      const object = chunks[index + 1];
      if (chunk.type !== 'verb' || !WEIGHING.test(chunk.words.at(-1) ?? '') || !isNoun(object))
        return [];
      const record = recordOf(object, records);
      if (!record || canBe(object.words, 'person', 0.5)) return [];
      const unit = unitAt(chunks, index + 2);
      const weighing = records.find((kept) => kept.words.join(' ') === 'weighing');
      return [[weighing ?? record, unit ? `weight (${unit})` : 'weight']];
    }),
  );
}

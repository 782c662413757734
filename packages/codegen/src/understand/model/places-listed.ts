import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { ReadList } from './list-kinds.ts';
import { head } from './record-words.ts';
import type { RecordType } from './records.ts';
import { wordsOf } from '../text.ts';

/**
 * "tanks on the racks (rack, position, volume)", "books on the shelves (title, author, shelf)":
 * where records are said to be, named nowhere else and again among the values listed right after
 * it, is one of their values, not a record of its own.
 */
export function withoutPlacesListed(
  records: RecordType[],
  chunked: Chunk[][],
  lists: ReadList[],
  text: string,
): RecordType[] {
  const phrases = chunked.flat().filter(isNoun);
  const listedAfter = (phrase: NounPhrase) => {
    const end = phrase.end;
    const values = lists.find(
      ({ list, namesRecords }) =>
        !namesRecords &&
        list.marker === 'parentheses' &&
        end !== undefined &&
        list.start >= end &&
        text.slice(end, list.start).trim() === '',
    );
    return (values?.list.items ?? []).some((item) => {
      const words = wordsOf(item.text);
      return words.length === 1 && head({ words }) === head(phrase);
    });
  };
  return records.filter((record) => {
    const named = phrases.filter((phrase) => head(phrase) === head(record));
    return !(named.length === 1 && listedAfter(named[0]!));
  });
}

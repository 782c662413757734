import { singularOf } from '../text.ts';
import type { TextList } from './lists.ts';
import type { Token } from './parse.ts';

/**
 * "kills, deaths and assists per match", "points, rebounds, assists per player": amounts listed
 * "per" something are that record's values, two or more nouns in a run before "per".
 */
export function perListsIn(clauses: Token[][]): TextList[] {
  return clauses.flatMap((tokens) =>
    tokens.flatMap((token, index) => {
      if (token.word !== 'per') return [];
      const host = tokens.slice(index + 1).find((next) => next.pos === 'noun');
      const items: Token[] = [];
      for (let at = index - 1; at >= 0; at -= 1) {
        const before = tokens[at] as Token;
        if (before.pos === 'noun' && before.plural) items.unshift(before);
        else if (before.pos !== 'conjunction') break;
      }
      // "crops and yields per crop", "beds, plants in each bed, and harvests per plant": records
      // counted by one named before are records of their own.
      const named = tokens
        .slice(0, index)
        .some(
          (before) =>
            before.pos === 'noun' && singularOf(before.word) === singularOf(host?.word ?? ''),
        );
      if (!host || items.length < 2 || named) return [];
      return [
        {
          start: items[0]?.start ?? token.start,
          end: token.start,
          host: host.word,
          marker: 'per' as const,
          items: items.map((item) => ({ text: item.word, start: item.start, end: item.end })),
        },
      ];
    }),
  );
}

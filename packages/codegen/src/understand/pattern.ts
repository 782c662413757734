/**
 * Regular expressions assembled from named parts, so that each part reads on its own and no single
 * pattern runs longer than a line. Parts are regular-expression source: a string is used as written
 * (not escaped), a RegExp contributes its source (its flags are ignored; pass flags to `pattern`).
 */
export type PatternPart = string | RegExp;

const sourceOf = (part: PatternPart) => (typeof part === 'string' ? part : part.source);

/** The parts in sequence, as one expression: pattern([/\bby\s+/, FIELD], 'i'). */
export const pattern = (parts: PatternPart[], flags = '') =>
  new RegExp(parts.map(sourceOf).join(''), flags);

/** Alternatives as one non-capturing group: anyOf(['sort', /order(?:ed)?/]) → (?:sort|order(?:ed)?). */
export const anyOf = (alternatives: PatternPart[]) => `(?:${alternatives.map(sourceOf).join('|')})`;

/** A space-separated list of alternatives ("track logs organi[sz]e") as one non-capturing group. */
export const wordList = (words: string) => anyOf(words.trim().split(/\s+/));

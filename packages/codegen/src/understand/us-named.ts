const COUNT = String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|a couple|both)`;
/** "there are two of us smiths", "3 of us piercers": the people the writer is one of. */
const COUNTED_US = new RegExp(String.raw`\b(${COUNT})\s+of\s+us\s+([\p{L}-]+s)\b`, 'iu');
/** "we are four vets", "we're two nurses": the same, said the other way round. */
const WE_ARE = new RegExp(String.raw`\bwe\s*(?:are|['’]re)\s+(?:${COUNT})\s+([\p{L}-]+s)\b`, 'iu');
/** "one of us", "each of us", "either of us": one of those people. */
const ONE_OF_US = /\b(one|each|either|any|which)\s+of\s+us\b/giu;

/**
 * "There are two of us smiths, and every session is taught by one of us": the people the writer
 * counts themselves among are a record type, and "one of us" is one of them.
 */
export function withUsNamed(text: string): string {
  const counted = COUNTED_US.exec(text);
  const people = counted?.[2] ?? WE_ARE.exec(text)?.[1];
  if (!people) return text;
  const named = counted ? text.replace(COUNTED_US, '$1 $2') : text;
  return named.replace(ONE_OF_US, (_said, one: string) => `${one} of the ${people}`);
}

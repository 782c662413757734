/** A name: one or two words written with a capital ("Biscuit", "Mr Brown"). */
const NAME = String.raw`\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?`;
const NAMES = String.raw`(${NAME}(?:\s*,\s*${NAME})*\s*,?\s+(?:and|&)\s+${NAME})`;
const PREPOSITION = String.raw`\s+(for|of|with|from|between)\s+`;
/** "…, our two cats": what the ones named are, said right after them. */
const WHAT_THEY_ARE = String.raw`\s*,\s*((?:our|my|the|his|her|their)\s+[^,.;:!?()]+?)(?=\s*(?:[,.;:!?()]|$)|\s+[-–—]\s)`;
/** "for Clients and Invoices app" names no one: names end a clause. */
const CLAUSE_END = String.raw`(?=\s*(?:[.!?,;]|$))`;
const NAMED_ONES = new RegExp(
  String.raw`${PREPOSITION}${NAMES}(?:${WHAT_THEY_ARE}|${CLAUSE_END})`,
  'gu',
);

/**
 * "weigh-ins for Biscuit, Pepper and Mochi.", "jabs for Nala and Simba, our two cats": the ones
 * named after a preposition are records of a kind said around them, not kinds of record. They are
 * set in parentheses after what they are, as examples are ("jabs for our two cats (Nala and
 * Simba)", "weigh-ins (Biscuit, Pepper and Mochi)").
 */
export const withNamedOnesApart = (text: string): string =>
  text.replace(NAMED_ONES, (_said, preposition: string, names: string, what?: string) =>
    what ? ` ${preposition} ${what} (${names})` : ` (${names})`,
  );

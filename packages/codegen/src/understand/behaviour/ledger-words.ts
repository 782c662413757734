import pluralize from 'pluralize';

/**
 * The words of a balance (see ledgers.ts): what moves it (earned, spent, bought, used up, paid in,
 * taken out), the unit it counts and whose it is.
 */

/**
 * What a verb moves: its noun ("stars"), or the head of two or three ("holiday days", "screen time
 * tokens"), past "one of their" ("use up one of their tickets").
 */
const LEAD = String.raw`\s+(?:(?:\d+|one|a|an|some|the|their|his|her|its|my|our|more|extra|of)\s+)*([a-z]+)(?:\s+([a-z]+))?(?:\s+([a-z]+))?`;
/** Words that end what a verb moves: "points for chores", "money doing jobs". */
const AFTER_UNIT = /^(?:for|per|on|in|at|to|with|by|from|of|and|or|as|when|if|each|every|\w+ing)$/;
const EARNED = new RegExp(
  String.raw`\b(?:earn(?:s|ed|ing)?|gets?|getting|collect(?:s|ed|ing)?|gain(?:s|ed)?|receive[sd]?|given|buy(?:s|ing)?|bought|purchase[sd]?|award(?:s|ed)?(?:\s+(?:them|him|her))?|give[sn]?\s+(?:them|him|her|us|me|(?:a|an|the|each|every)\s+[a-z]+))${LEAD}`,
  'gi',
);
export const SPENT = new RegExp(
  String.raw`\b(?:redeem(?:s|ed|ing)?|spend(?:s|ing)?|spent|uses?(?:\s+up)?|using(?:\s+up)?|trade(?:s|d)?|trading|swap(?:s|ped)?|exchange[sd]?|cash(?:es)?\s+in)${LEAD}`,
  'gi',
);
const HELD = (unit: string) =>
  new RegExp(
    String.raw`\b(?:${unit}\s+(?:balance|left|remaining|total)|(?:remaining|how many|number of)\s+${unit})\b`,
    'i',
  );
/** "deposits", "put money in", "put money on their account", "top up". */
const PAID_IN = String.raw`\b(?:deposit(?:s|ed)?|(?:put|pay|paid|add)s?\s+(?:\w+\s+)?in|puts?\s+(?:\w+\s+)?on|top(?:s|ped)?\s+(?:\w+\s+)?up)\b`;
/** "withdrawals", "take money out", "we take it off". */
const TAKEN_OUT = String.raw`\b(?:withdraw(?:als?|s|n)?|(?:take|took|takes)\s+(?:\w+\s+)?(?:out|off))\b`;
/** "they earn money doing jobs and spend it at the shop": money that comes in and goes out. */
const EARNED_AND_SPENT = String.raw`\b(?:earn|get|receive|make)(?:s|ed|ing)?\s+(?:\w+\s+)?(?:money|cash|allowance)\b[^.]*\b(?:spend|spends|spent|spending)\b`;
/** "the amount it started with, log when I spend some": a value that starts full and is spent, in any sentence after. */
const STARTED_AND_SPENT = String.raw`\b(?:(?:amount|balance|value|credit)\s+(?:it|they|each(?:\s+one)?)\s+start(?:s|ed)?\s+with|start(?:ing)?\s+(?:amount|balance|value|credit)|initial\s+(?:amount|balance|value|credit)|opening\s+balance)\b[\s\S]*\b(?:spend|spends|spent|spending)\b`;
/** "they add money in, the kids spend it": money paid in, then spent. */
const PAID_IN_AND_SPENT = String.raw`${PAID_IN}[^.]*\b(?:spend|spends|spent|spending)\b`;
/** "money goes in or out", "cash in and cash out": money said to move both ways. */
const MOVING = String.raw`(?:(?:goes|go|going|went|comes|come|coming|came)\s+)?`;
const IN_AND_OUT = String.raw`\b(?:money|cash|funds?)\s+${MOVING}in\s+(?:or|and|&)\s+(?:(?:money|cash|funds?)\s+)?${MOVING}out\b`;
/** "deposits and withdrawals", "they put money in, take money out", "earn money and spend it". */
export const MONEY = new RegExp(
  String.raw`${PAID_IN}[^.]*${TAKEN_OUT}|${TAKEN_OUT}[^.]*${PAID_IN}|${PAID_IN_AND_SPENT}|${EARNED_AND_SPENT}|${STARTED_AND_SPENT}|${IN_AND_OUT}`,
  'i',
);
/** "…and spend them", "uses them when …": what was earned, spent again. */
export const SPENT_AGAIN = /\b(?:redeem|spend|use|trade|swap|exchange|cash)\w*\s+(?:them|it)\b/i;
/** "a button to withdraw", "take money out", "they spend it", "don't let them spend more than they've got". */
export const WITHDRAW_ASKED =
  /\b(?:button|tap|click|withdraw\w*|(?:take|takes|took)\s+(?:\w+\s+)?out|spend\w*|spent|below zero|overdraw\w*|more than (?:they|he|she|you|i|we)(?:'ve|’ve| have)?(?: got)?)\b/i;
/** Words that ask for a reorder level: without one, "what is left" is the balance itself. */
export const STOCK_WORDS =
  /\b(?:reorder\w*|re-order\w*|low stock|low on|running low|restock\w*|par level|threshold)\b/i;
const NOT_UNITS = new Set([
  // "they get a free one": what it is, not what is counted.
  'free',
  'app',
  'it',
  'them',
  'paid',
  'reminder',
  'notification',
  'time',
  'one',
  'up',
]);

const NOT_OWNERS =
  /^(?:they|we|i|you|he|she|it|who|and|or|but|also|then|can|to|will|that|which|each|every|the|a|an|one|none|much|many|good|new|day|week|month|year|term|season|semester|quarter|time|person|people|everyone|someone|user)$/;

export const unitsAfter = (text: string, pattern: RegExp) =>
  new Set(
    [...text.matchAll(pattern)]
      .map((match) => {
        const all = match.slice(1).flatMap((word) => (word ? [word.toLowerCase()] : []));
        // "every smoothie a customer buys earns a stamp": what the verb after it moves.
        const said = /^(?:earn|earns|get|gets)$/.test(all[0] ?? '')
          ? all.slice(1).filter((word) => !/^(?:a|an|one|the)$/.test(word))
          : all;
        const stop = said.findIndex((word, index) => index > 0 && AFTER_UNIT.test(word));
        const words = stop < 0 ? said : said.slice(0, stop);
        const counted = (word: string) =>
          pluralize.isPlural(word) && pluralize.singular(word) !== word;
        return pluralize.singular(words.find(counted) ?? words[0]!);
      })
      .filter((word) => word.length > 2 && !NOT_UNITS.has(word)),
  );

/** "courses of sunbed sessions", "packs of 10 entries": what is bought is what they hold. */
const CONTAINERS =
  /\b(?:packs?|blocks?|courses?|bundles?|books?|sets?|booklets?|cards?|bunch(?:es)?)\s+of\s+(?:\d+\s+|(?:a\s+)?few\s+)?/gi;
export const QUANTITY_SAID = /\b(?:quantit\w*|qty|stock|on hand)\b/i;
const LEFT_ASKED = /\bhow many\b[^.]*\b(?:left|remaining)\b/i;

/** "at 20 points they get a suit cleaned free", "once they've got 10 … a free mug": a reward at a count. */
export const REWARD = /\b\d+\b[^.]*\bfree\b/i;

/** Verbs that only ever move a balance ("use up one of their tickets"): what follows them is a unit even without its pair. */
const STRONG = new RegExp(
  String.raw`\b(?:earn(?:s|ed|ing)?|award(?:s|ed)?|redeem(?:s|ed|ing)?|spend(?:s|ing)?|spent|(?:use[sd]?|using)\s+up|trade[sd]?|trading|swap(?:s|ped)?|exchange[sd]?|cash(?:es)?\s+in)${LEAD}`,
  'gi',
);

/**
 * What is earned and spent ("point"): said after a verb that only moves a balance (earn, redeem,
 * trade) or held as one ("points balance", "remaining credits"), and spent or held.
 */
export function unitOf(text: string): string | undefined {
  const moved = text.replace(CONTAINERS, '');
  const earned = unitsAfter(moved, EARNED);
  const spent = unitsAfter(moved, SPENT);
  const strong = unitsAfter(moved, STRONG);
  const held = (unit: string) => HELD(`${unit}s?`).test(text);
  // "buy courses of sessions … use up one session … how many each has left": bought, used and
  // asked what is left of.
  const boughtAndUsed = (unit: string) =>
    LEFT_ASKED.test(text) && earned.has(unit) && spent.has(unit);
  // "they get a stamp, and once they've got 10 …a free mug": earned toward a reward, then spent.
  const rewarded = (unit: string) => earned.has(unit) && REWARD.test(text);
  // Said twice — earned and spent, or moved and held — not once ("a trade show").
  return [...earned, ...spent].find(
    (unit) =>
      (strong.has(unit) || held(unit) || boughtAndUsed(unit) || rewarded(unit)) &&
      ((earned.has(unit) && (spent.has(unit) || SPENT_AGAIN.test(text) || rewarded(unit))) ||
        held(unit)),
  );
}

/** Whose balance it is: "each child's points", "how many stamps each customer has", "kids earn". */
export function ownerWord(text: string, unit: string): string | undefined {
  const units = `${unit}s?`;
  const patterns = [
    // "every shirt a customer brings in earns a point": who brings what earns it.
    /\b(?:each|every|a|an)\s+[a-z]+\s+(?:a|an|the|each|every)\s+([a-z]+)\s+[a-z]+(?:\s+(?:in|back|along))?\s+(?:earn|get|win)s?\b/i,
    // "every time a customer paints with us they get a stamp": who does it each time.
    /\b(?:every|each)\s+time\s+(?:a|an|the)\s+([a-z]+)\s+[^.]*?\b(?:they|he|she)\s+(?:earn|get|collect|receive)s?\b/i,
    // "gives every customer a point per loaf": whom it is given to.
    new RegExp(
      String.raw`\bgive[sn]?\s+(?:a|an|the|each|every)\s+([a-z]+)\s+(?:(?:\d+|a|an|one|some)\s+)?${units}\b`,
      'i',
    ),
    new RegExp(String.raw`\b(?:each|every|a|the)\s+([a-z]+)['’]s\s+(?:\w+\s+){0,2}${units}\b`, 'i'),
    new RegExp(String.raw`\b([a-z]+)(?:['’]s|s['’])\s+(?:remaining\s+|current\s+)?${units}\b`, 'i'),
    new RegExp(String.raw`\b${units}\s+(?:each|every)\s+([a-z]+)\s+(?:has|have|holds?)\b`, 'i'),
    new RegExp(
      // Not what each is earned for ("a stamp per coffee", "given tokens for each visit").
      String.raw`(?<!\b(?:earn|get|given|collect|award|receive|gain|use|spend|redeem)\w*\s+(?:(?:\d+|a|an|one|some)\s+)?)\b(?:${units}|deposits?|withdrawals?)\s+(?:and\s+\w+\s+|remaining\s+|left\s+)?(?:per|of each|for each|to each|into each|from each)\s+([a-z]+)`,
      'i',
    ),
    // "how much is in the tin", "how much money is left in our kitty": what holds it.
    new RegExp(
      String.raw`\bhow much\s+(?:${units}\s+)?(?:is|there is|['’]s)\s+(?:left\s+)?in\s+(?:the|our|my|his|her|their)\s+([a-z]+)`,
      'i',
    ),
    new RegExp(
      String.raw`\b([a-z]+)\s+(?:can\s+|will\s+|who\s+|that\s+)?(?:earn|get|collect|gain|receive|buy|deposit)s?\b`,
      'i',
    ),
  ];
  for (const pattern of patterns) {
    const word = pattern.exec(text)?.[1]?.toLowerCase();
    if (word && pluralize.singular(word) !== unit && !NOT_OWNERS.test(word)) return word;
  }
  return undefined;
}

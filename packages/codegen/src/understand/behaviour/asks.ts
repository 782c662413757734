import type { ComputedValue } from '../../app-spec-behaviour.ts';
import type { Entity } from '../../app-spec.ts';
import { AIM } from '../field-types.ts';
import { baseOfIrregular } from '../lexicon/irregular-verbs.ts';
import { canBe, isKnownNoun } from '../lexicon/noun-roles.ts';
import { pattern } from '../pattern.ts';
import { readsOf } from './mentions.ts';

/** What a sentence asks of linked records: "total", "average", "fastest", "when … last". */

export type Kind = Extract<
  ComputedValue['kind'],
  'count' | 'sum' | 'average' | 'min' | 'max' | 'latest'
>;

/** "how many orders", "number of visits"; not "how many days in a row", "how many times a day". */
export const COUNT_ASKED =
  /\bhow many\b(?!\s+(?:days?|weeks?)\b)(?!\s+times?\s+(?:a|per|each)\s+(?:day|week)\b)|\bnumber of\b|\bcount of\b/i;

/**
 * "how many orders each customer made", not "log each journey with how many minutes it took": a
 * count of records, never of a measure.
 */
const COUNTED = new RegExp(`(?:${COUNT_ASKED.source})\\s*(\\p{L}*)`, 'giu');

/** "how many are still open", "how many snags are outstanding": those not done yet. */
export const OPEN_ONES =
  /(?<!\bwith )\bhow many\b(?:\s+\p{L}+)?\s+(?:are|is)\s+((?:still\s+)?(?:open|outstanding|left to do|to do|not done|remaining|pending|unfinished|left))\b/iu;

/** A count of records asked (see COUNTED), or of those still open. */
export const countAsked = (sentence: string) =>
  OPEN_ONES.test(sentence) ||
  [...sentence.matchAll(COUNTED)].some(
    (match) => !canBe([match[1] ?? ''], 'value', 0.9) && !isPastForm(match[1] ?? ''),
  );

/** "with how many went in", "how many hatched": a number said of each record, not a count of them. */
const isPastForm = (word: string) =>
  (/ed$/.test(word) && !isKnownNoun(word)) || baseOfIrregular(word) !== undefined;

/**
 * "average", "mean", "her usual litres per milking", "my typical distance", "what I'm typically
 * doing", "what we normally get", "how long they take on average".
 */
export const AVERAGE_ASKED =
  /\baverages?\b|\bmean\b|(?<!\bas\s)\b(?:usual|typical)\s+(?=\p{L})|\bwhat\s+(?:i|we|he|she|they|you)(?:['’](?:m|re|s)|\s+(?:am|are|is))?\s+(?:typically|usually|normally)\b|\bon average\b/iu;

export const ASKS: [Kind, RegExp, string][] = [
  ['count', COUNT_ASKED, 'Count'],
  [
    'sum',
    /\btotals?\b|\btakings\b|\bturnover\b|\bhow much\b|\baltogether\b|\bin total\b|\bcombined\b(?!\s+with\b)|\bwhat (?:i|we) (?:made|earned|took)\b|\badd(?:s|ed|ing)?\s+(?:[\w']+\s+){0,2}?up\b|\badded\s+together\b/i,
    'Total',
  ],
  ['average', AVERAGE_ASKED, 'Average'],
  [
    'min',
    /\blowest\b|\bfewest\b|\bcheapest\b|\blightest\b|\bshortest\b|\bquickest\b|\bfastest\b|\bsmallest\b|\bcoldest\b|\bweakest\b|\bshallowest\b/i,
    'Lowest',
  ],
  [
    'max',
    /\bpersonal bests?\b|\bbest\b|(?<=\b(?:their|his|her|my|your|its|our|\w+'s)\s+)(?:high|top)(?=\s+(?!\d)\w)|\bhighest\b|\bmost\b(?!\s+(?:of|days|mornings|afternoons|evenings|nights|weekends|weeks|months|years|times)\b)|\bheaviest\b|\blongest\b|\bbiggest\b|\blargest\b|\bhardest\b|\bfurthest\b|\bfarthest\b|\btallest\b|\bstrongest\b|\bwarmest\b|\bhottest\b|\bdeepest\b|\bslowest\b|\bdearest\b|\bmax(?:imum)?\b/i,
    'Best',
  ],
  ['latest', /\blast\b|\blatest\b|\bmost recent\b|\bcurrent(?=\s+\p{L})/iu, 'Last'],
];
export const PERIODS: [ComputedValue['period'], RegExp][] = [
  ['day', /\b(?:per|each|a|that|every) day\b|\bthe day['’]s\b|\btoday\b|\bdaily\b/i],
  ['week', /\b(?:per|each|a|this|every) week\b|\bweekly\b/i],
  ['month', /\b(?:per|each|a|this|every) month\b|\bmonthly\b/i],
  ['year', /\b(?:per|each|a|this|every) year\b|\byearly\b|\bannual\b/i],
];
/** "how much of the budget is used up": a share of an aim, which progress reads, not a total. */
export const SHARE_OF_AIM = pattern(
  ['\\bhow much of (?:the |their |its |my |our )?(?:\\w+\\s+)?', AIM, '\\b'],
  'gi',
);
/** "with how much is left", "how much flour we have left": the stock each keeps, not a total. */
const STOCK_KEPT =
  /\bhow much (?:[\p{L}']+\s+){0,3}?(?:is |are |i have |we have |i've got |we've got )?(?:left|remaining|in stock)\b/giu;
/** "out of the total", "of all of them", "18/25": a share done, which progress reads. */
export const DONE_OF_ALL =
  /\bout of (?:the )?(?:total|all)\b|\bof (?:the )?total\b|\b\d+\s*\/\s*\d+\b/i;
/**
 * "since the previous measurement", "since last time", "since yesterday", "since the one before",
 * "compared to his previous session": a change since the record before ("since last year" is a
 * period, "how long since the last one" the time gone by since the latest).
 */
export const SINCE_BEFORE =
  /(?<!\b(?:long|days?|weeks?|months?|hours?|time)\s+)\b(?:since|compared (?:to|with)|from) (?:the |my |our |his |her |their |its )?(?:previous|last|prior|earlier)\b(?!\s+(?:day|week|weekend|month|year|season|term|quarter|night|summer|winter|spring|autumn|christmas)s?\b)|\bsince (?:last time|yesterday)\b|\bsince the (?:one|\w+) before\b|\bbetween (?:each|every) (?:\w+ )?(?:reading|measurement|check|visit)s?\b/i;
/**
 * The asks a sentence makes: never a total in "how much of the budget" or "how much is left", a
 * highest in "best (lowest)", a count of a measure ("with how many went in"), nor a count or total
 * where a share done is asked ("out of the total", "18/25").
 */
export const askedIn = (sentence: string) =>
  ASKS.filter(([kind, pattern]) => {
    const asked =
      kind === 'sum' ? sentence.replace(SHARE_OF_AIM, '').replace(STOCK_KEPT, '') : sentence;
    if (!pattern.test(asked)) return false;
    if (kind === 'count' && !countAsked(sentence)) return false;
    if (kind === 'max' && isBest(pattern, sentence) && /\blowest\b/i.test(sentence)) return false;
    const change = SINCE_BEFORE.test(sentence) && !/\btotal\b/i.test(sentence);
    return !((kind === 'count' || kind === 'sum') && (DONE_OF_ALL.test(sentence) || change));
  });

/** "best", "personal best": the ask that says it, whichever way best runs. */
export const isBest = (pattern: RegExp, sentence: string) =>
  /^(?:personal )?bests?$/i.test(pattern.exec(sentence)?.[0] ?? '');

/** Units a time taken is counted in: the best of such times is the quickest. */
const TIME_TAKEN = /^(?:s|sec|secs|seconds?|min|mins|minutes?|h|hrs?|hours?)$/i;

/**
 * "best time per runner", "my best time" of a duration kept: the best of times taken is the
 * lowest, not the highest ("my best session" is not said of its time).
 */
export const bestIsLowest = (
  kind: Kind,
  best: boolean,
  field: { label: string; unit?: string } | undefined,
  sentence: string,
) =>
  kind === 'max' &&
  best &&
  field !== undefined &&
  (/\btimes?$/i.test(field.label) ||
    (TIME_TAKEN.test(field.unit ?? '') && /\bbest (?:[\p{L}-]+ )?times?\b/iu.test(sentence)));

/** "Average rating", "Best weight": a field typed in for what is now computed. */
export const TYPED_VALUE = new RegExp(
  `^(?:total|average|last|latest|${ASKS.filter(([kind]) => kind === 'min' || kind === 'max')
    .map(([, ask]) => ask.source)
    .join('|')})\\s`,
  'i',
);
export const withoutTyped = (entity: Entity): Entity => {
  // "Last inspected", when an overdue value reads it, is the date kept, not a value typed in.
  const read = readsOf(entity);
  const kept = entity.fields.filter(
    (field) => !TYPED_VALUE.test(field.label) || read.has(field.name),
  );
  return kept.length > 0 && kept.length < entity.fields.length
    ? { ...entity, fields: kept }
    : entity;
};

/** "Fastest", "Heaviest": a lowest or highest value is called what the person called it. */
export function wordOf(kind: Kind, label: string, sentence: string) {
  const said =
    kind === 'min' || kind === 'max'
      ? ASKS.find(([asked]) => asked === kind)![1].exec(sentence)?.[0]
      : undefined;
  return said
    ? said.charAt(0).toUpperCase() + said.slice(1).toLowerCase().replace(/\s+/g, ' ')
    : label;
}

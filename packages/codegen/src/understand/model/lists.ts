import { fieldListsIn } from '../prompt-parts.ts';
import { FUNCTION_VERBS } from './vocabulary.ts';
import { REQUEST_VERBS } from './tag-rule-kit.ts';

/** One phrase of a list, where it stands in the text read. */
export interface ListItem {
  text: string;
  start: number;
  end: number;
}

/**
 * A list the text introduces: "with date, duration and price", "Rentals: boats, renters and
 * hires", "each plant has a name, …", "donations (amount, date, campaign)". Whether it names
 * record types or values is decided by its items (see `records.ts`).
 */
export interface TextList {
  /** Where the marker ("with", ":", "each plant has", "(") starts. */
  start: number;
  end: number;
  /** The noun of "each <noun> has …", when the list names its own subject. */
  host?: string;
  /**
   * How the list is introduced: "with" (what the phrase before holds: "trips with stops"), a colon
   * right after a word, which heads it ("Rentals: …"), a record's own "each plant has …",
   * parentheses after what they describe ("donations (amount, …)"), or another phrase.
   */
  marker: 'with' | 'colon' | 'has' | 'per' | 'parentheses' | 'other';
  /** "each walk is for one dog, with date and price": set off by a comma from what precedes it. */
  afterComma?: boolean;
  items: ListItem[];
}

const SEPARATOR = /^(?:,|;|&|\+|\s+and\s+|\s+plus\s+|\s+as well as\s+)/i;

/** The phrases between `start` and `end`, split at commas and "and" (not inside parentheses). */
export function itemsBetween(text: string, start: number, end: number): ListItem[] {
  const items: ListItem[] = [];
  let depth = 0;
  let itemStart = start;
  const push = (itemEnd: number) => {
    const raw = text.slice(itemStart, itemEnd);
    // ": … - and safety inspections of a ride": a list's item never starts with its "and".
    const lead = raw.length - raw.replace(/^\s*(?:(?:and|or|plus)\s+)?/i, '').length;
    // "with the date and which volunteer packed it": nor ends with the "and" of a list cut there.
    const trimmed = raw
      .slice(lead)
      .trim()
      .replace(/\s+(?:and|or|plus)$/i, '');
    if (trimmed)
      items.push({
        text: trimmed,
        start: itemStart + lead,
        end: itemStart + lead + trimmed.length,
      });
  };
  for (let index = start; index < end;) {
    const char = text[index] ?? '';
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    const separator = depth === 0 ? SEPARATOR.exec(text.slice(index, end))?.[0] : undefined;
    // "sessions between a mentor and a mentee": "between" takes both sides of its "and".
    const between = /\bbetween\s+[^,;]+$/i.test(text.slice(itemStart, index));
    if (separator && !(between && /and/i.test(separator))) {
      push(index);
      index += separator.length;
      itemStart = index;
      continue;
    }
    index += 1;
  }
  push(end);
  return items;
}

/** "(amount, date, campaign)" right after a word: two or more phrases describing it. */
const PARENTHESES = /(?<=[\p{L}\p{N}])\s*\(([^()]+)\)/gu;

/**
 * "chemicals (withholding days)", "(weight kg for the basket)": a few words in parentheses say what
 * the phrase before keeps; not a clause ("(each one inoculated …)") nor examples ("(like …)").
 */
const namesOneValue = (text: string) =>
  text.split(/\s+/).length <= 5 &&
  !/^(?:a|an|the|each|every|one|some|like|e\.g|i\.e|such|i|we|they|it|he|she|you|see|usually|always|about)\b/i.test(
    text,
  );

function parenthesizedLists(text: string): TextList[] {
  const lists: TextList[] = [];
  for (const match of text.matchAll(PARENTHESES)) {
    const inner = match.index + match[0].indexOf('(') + 1;
    const items = itemsBetween(text, inner, inner + (match[1]?.length ?? 0));
    if (items.length >= 2 || (items.length === 1 && namesOneValue(items[0]?.text ?? '')))
      lists.push({
        start: match.index,
        end: match.index + match[0].length,
        marker: 'parentheses',
        items,
      });
  }
  return lists;
}

/**
 * "every few weeks I test …", "for each trip I record …", "we log …": a sentence the person
 * tells, opened by when or what for at most.
 */
const TOLD_AFTER_COLON =
  /^\s*(?:(?:(?:for|on|at|in|after)\s+)?(?:every|each|once)\s+(?:[a-z]+\s+){0,4})?(?:i|we)\s+[a-z]+/i;

/**
 * Every list of the text, in order, none inside another: a list stops where a list of its own
 * starts ("clients, dogs, walks with date, …": the walks are the last item, the rest theirs), and
 * lists inside parentheses belong to the word before them, not to a list around it.
 */
export function listsIn(text: string): TextList[] {
  const parenthesized = parenthesizedLists(text);
  const inParentheses = (at: number) =>
    parenthesized.some((list) => at > list.start && at < list.end);
  const marked = fieldListsIn(text)
    .filter((list) => !inParentheses(list.start))
    .map((list) => ({
      ...list,
      marker: markerOf(text.slice(list.start, list.itemsStart), list.host),
    }));
  const lists: TextList[] = [];
  // "my guitars: log every string change per guitar": a request after a colon lists nothing; nor
  // does what the person tells there ("netball coaching: every few weeks I test each player").
  const requested = (list: (typeof marked)[number]) =>
    list.marker === 'colon' &&
    (REQUEST_VERBS.has(text.slice(list.itemsStart).trim().split(/\s+/)[0]?.toLowerCase() ?? '') ||
      TOLD_AFTER_COLON.test(text.slice(list.itemsStart)));
  marked.forEach((list, index) => {
    if (requested(list)) return;
    const next = marked[index + 1];
    // "(each one inoculated with one strain) and …": a list opened in parentheses ends with them.
    const closing = closingParenthesis(text, list.start);
    const end = Math.min(next && next.start < list.end ? next.start : list.end, closing);
    lists.push({
      start: list.start,
      end,
      host: hostOf(list.host),
      marker: list.marker,
      afterComma: /,\s*$/.test(text.slice(0, list.start)),
      items: itemsBetween(text, list.itemsStart, end).map((item) =>
        withoutParentheses(item, parenthesized),
      ),
    });
  });
  return [...lists, ...parenthesized].sort((a, b) => a.start - b.start);
}

/** Where the parentheses around `at` close, or Infinity when `at` is outside any. */
function closingParenthesis(text: string, at: number) {
  const open = text.lastIndexOf('(', at);
  if (open < 0 || text.lastIndexOf(')', at) > open) return Infinity;
  const close = text.indexOf(')', at);
  return close < 0 ? Infinity : close;
}

/** "each task to have …", "each expense should have …": the host is the noun alone. */
function hostOf(host: string | undefined) {
  // "each pour which gets …", "for each production we need …": the host is the noun, not the
  // relative word or the person after it.
  const words = (host ?? '')
    .split(/\s+/)
    .filter(
      (word) =>
        word && !/^(?:to|which|that|who|we|i|you|they)$/i.test(word) && !FUNCTION_VERBS.has(word),
    );
  // "every week and need sections": "and" starts another clause; no record has what follows.
  if (words.some((word) => /^(?:and|or)$/i.test(word))) return undefined;
  // "3 hutches and each one has …": the records named before, not a record type "One".
  if (words.join(' ') === 'one') return undefined;
  return words.length > 0 ? words.join(' ') : undefined;
}

function markerOf(marker: string, host: string | undefined): TextList['marker'] {
  if (host) return 'has';
  if (/^\s*:/.test(marker) || /^[^\s]*:/.test(marker)) return 'colon';
  return /^\s*(?:with|including|containing)\b/i.test(marker) ? 'with' : 'other';
}

/** An item keeps its words, not the parenthesized list after them ("donations (amount, …)" → donations). */
function withoutParentheses(item: ListItem, parenthesized: TextList[]): ListItem {
  const inner = parenthesized.find((list) => list.start >= item.start && list.start < item.end);
  if (!inner) return item;
  const text = item.text.slice(0, inner.start - item.start).trimEnd();
  return { text, start: item.start, end: item.start + text.length };
}

import { clausesOf } from './parse.ts';
import { namingRun } from './list-kinds.ts';
import { listsIn, type TextList } from './lists.ts';

/** The text the clauses are read from: without asides, with clauses in parentheses set apart. */
export function clauseText(text: string) {
  const parenthesized = listsIn(text).filter(({ marker }) => marker === 'parentheses');
  const clauses = clauseParentheses(text, parenthesized);
  return clausesSetApart(withoutSpans(text, asides(text, parenthesized, clauses)), clauses);
}

/**
 * "home maintenance tasks like changing filters", "each in one theme like technic or star wars",
 * "parts from my stock like chains, …": examples of what is kept, not records, up to what goes on
 * about the thing ("an app like Zoom to keep meeting notes with …" keeps "to keep meeting notes
 * with …").
 */
const EXAMPLES =
  /(?<=\b[a-z]+s|\b(?:a|an|one|each|every|the|my|our|your|their|his|her)\s+[a-z]+)\s+(?:like|such as|e\.g\.)\s+(?!to\b)[^,.;:()]+?(?=\s+(?:to|for|with|that|which|who|where)\b|[,.;:()]|$)/gi;

/**
 * "our trackers (the volunteers who go out at night)", "runners (i.e. the people who …)": a
 * phrase in parentheses that says who or what the phrase before is names no record of its own.
 */
const RENAMING =
  /\(\s*(?:i\.?e\.?,?\s+|aka\s+|a\.k\.a\.?\s+)?the\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:who|that|which)\b[^()]*\)/giu;

/** Where each match of a pattern stands in the text. */
const spansOf = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => ({
    from: match.index,
    to: match.index + match[0].length,
  }));

export const renamings = (text: string) => spansOf(text, RENAMING);

/**
 * "kitchens (a customer can have more than one over the years, e.g. …), the items …": parentheses
 * that open with a subject and its verb say something of their own, read as a clause ended where
 * they close, not as a list of values; the list around them goes on apart from it. Not "(fabric
 * has pattern, price …)", which lists values.
 */
function clauseParentheses(text: string, parenthesized: TextList[]) {
  return parenthesized.flatMap(({ start, end, items: [first, ...more] }) => {
    // "(each card lives in one binder)" alone is read with the clause around it.
    if (!first || more.length === 0) return [];
    if (!SUBJECT_OPENING.test(first.text)) return [];
    const { nouns, rest } = namingRun(clausesOf(first.text).flat());
    const [verb, object] = rest;
    const listing = HAVING.test(verb?.word ?? '') && object?.pos === 'noun';
    const clause = verb?.pos === 'verb' && !listing && nouns.length > 0;
    return clause ? [{ open: text.indexOf('(', start), close: end - 1 }] : [];
  });
}

const SUBJECT_OPENING = /^(?:a|an|the|each|every|one|some|most)\s/i;
const HAVING = /^(?:has|have|had|with)$/;

/** Parentheses around a clause, as clause ends: what it says stands apart from the list around. */
function clausesSetApart(text: string, parentheses: { open: number; close: number }[]) {
  let apart = text;
  for (const { open, close } of parentheses)
    apart = `${apart.slice(0, open)};${apart.slice(open + 1, close)};${apart.slice(close + 1)}`;
  return apart;
}

/**
 * What the clauses are read without: lists in parentheses, read as text because their words
 * would blur the clause around them, renamings and examples.
 */
const asides = (text: string, parenthesized: TextList[], clauses: { open: number }[]) => [
  ...parenthesized
    .filter(({ start, end }) => !clauses.some(({ open }) => open >= start && open < end))
    .map(({ start, end }) => ({ from: start, to: end })),
  ...renamings(text),
  ...[...text.matchAll(EXAMPLES)].map((match) => ({
    from: match.index,
    to: examplesEnd(text, match[0], match.index + match[0].length),
  })),
  ...spansOf(text, EXAMPLES_SET_APART),
  ...examplesClosed(text),
  ...spansOf(text, MOSTLY),
];

/** "dents, windscreen chips and so on", "buns, patties etc": the words that close examples. */
const SO_ON = /,?\s*\b(?:and so on|and so forth|and the like|and suchlike|etc)\b\.?/gi;
/** Where examples closed by "and so on" open: after a colon, a dash or a preposition. */
const OPENER = /(?:[:(]|\s[-–—]\s|\b(?:for|like|including|of|with|from|on|about|as)\s)/gi;

/**
 * "an incident log for dents, windscreen chips and so on": what the examples are of is named
 * before them; the examples name no records, back to the word that opened them.
 */
function examplesClosed(text: string) {
  return [...text.matchAll(SO_ON)].flatMap((match) => {
    const before = text.slice(0, match.index);
    const opener = [...before.matchAll(OPENER)].at(-1);
    if (!opener) return [];
    const examples = before.slice(opener.index + opener[0].length);
    if (/[.;!?()]/.test(examples) || examples.length > 80) return [];
    // "for dents, …": the preposition goes with them; a colon or a dash stays.
    const opened = /\w/.test(opener[0]) ? opener.index : opener.index + opener[0].length;
    const nearer = oneExampleAt(examples);
    const from = nearer === undefined ? opened : opener.index + opener[0].length + nearer;
    return [{ from, to: match.index + match[0].length }];
  });
}

/** Prepositions that open one example after what it goes with ("swims after surgery etc"). */
const NEARER_OPENER = /\b(?:after|before|at|in|into|to|by|during|around|over|under)\s/gi;

/**
 * "come in for swims after surgery etc": one example, with no comma or "and", is the phrase after
 * the last preposition; what goes before it is said of the records. Where that one opens.
 */
function oneExampleAt(examples: string) {
  if (/,|\band\b/.test(examples)) return undefined;
  return [...examples.matchAll(NEARER_OPENER)].at(-1)?.index;
}

/**
 * "clients (usually landlords)", "(… - landlords mostly)": what most of the records are, said at
 * the end of an aside, names a kind of them, not records of their own.
 */
const MOSTLY =
  /(?<=\(\s*|[,:]\s*|\s[-–—]\s)(?:(?:mostly|mainly|usually|often|typically|generally|largely)\s+[^.;:,()]+|[a-z]+(?:\s+[a-z]+)?\s+(?:mostly|mainly|usually))(?=\s*(?:\)|\.|$))/gi;

/** "…, e.g. landlords with rental flats)": examples set apart by a comma, up to where they close. */
const EXAMPLES_SET_APART = /,\s*(?:e\.?g\.?|for example|for instance)\s[^.;:()]*/gi;

/**
 * "felt" in ", felt and feathers": an example goes on; after a name ("bands like Oasis"),
 * ", albums and songs" names records, while after a kind ("materials like silver wire") plurals
 * go on with the examples (", gemstones and clasps").
 */
const MORE_EXAMPLES = /^,\s*(?:and\s+)?[a-z-]*[^s\W](?=,|\s+and\b)/i;
const MORE_KINDS = /^,\s*(?:and\s+)?[a-z-]+(?:\s+[a-z-]+)?(?=,|\s+and\b)/;
const NAMED = /(?:like|such as|e\.g\.)\s+\p{Lu}/u;
const LAST_EXAMPLE =
  /^\s*,?\s+and\s+[^,.;:()]+?(?=\s+(?:to|for|with|that|which|who|where)\b|[,.;:()]|$)/i;

/** Where examples end: "like sinamay, felt and feathers" goes on past its first comma. */
function examplesEnd(text: string, examples: string, from: number): number {
  const pattern = NAMED.test(examples) ? MORE_EXAMPLES : MORE_KINDS;
  let end = from;
  let more = pattern.exec(text.slice(end));
  if (!more) return end;
  while (more) {
    end += more[0].length;
    more = pattern.exec(text.slice(end));
  }
  const last = LAST_EXAMPLE.exec(text.slice(end));
  return last ? end + last[0].length : end;
}

/** The text without its lists of values, for features: "favourites" in a list is a value. */
export function withoutSpans(text: string, spans: { from: number; to: number }[]) {
  let masked = text;
  for (const { from, to } of spans)
    masked = masked.slice(0, from) + ' '.repeat(to - from) + masked.slice(to);
  return masked;
}

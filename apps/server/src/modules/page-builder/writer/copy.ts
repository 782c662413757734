import { recordsPhrase, type AppFacts } from './facts';
import { capitalise, listed, sentence, truncateWords } from './text';

/** Built-in copy several pages start from. */

const TAGLINE_MAX = 120;

/**
 * The app in one line: its description's first sentence (a long one up to its first colon or
 * semicolon: "A recipe book with photos: recipes with…" → "A recipe book with photos"), or what
 * kind of app it is.
 */
export function appTagline(facts: AppFacts): string {
  const first = /^(.+?[.!?])(\s|$)/.exec(facts.description)?.[1] ?? facts.description;
  const clause = /^(.{20,}?)\s*[:;]\s/.exec(first)?.[1];
  const line = first.length > TAGLINE_MAX && clause ? clause : first;
  if (line) return sentence(truncateWords(line, TAGLINE_MAX, 40));
  return sentence(`${capitalise(facts.categoryPhrase)} for ${facts.platformText}`);
}

/** What the app keeps, in one sentence. */
export function keepsSentence(facts: AppFacts): string {
  if (facts.records.length === 0)
    return `${facts.name} is ${facts.categoryPhrase} for ${facts.platformText}.`;
  return `Keep your ${recordsPhrase(facts)} in one place on your phone: add them with a short form, find them again in a list and open any one to see everything it holds.`;
}

/** The features in a phrase: "search, favourites and a calendar". */
export function featuresPhrase(facts: AppFacts): string {
  return listed(facts.features.map((feature) => feature.phrase));
}

/** The page has no generated app to describe yet: what it can honestly say instead. */
export function plannedSentence(facts: AppFacts): string {
  return facts.plannedFeatures.length > 0
    ? `It is being built with ${facts.plannedFeatures.length === 1 ? 'one planned feature' : 'these planned features'}: ${facts.plannedFeatures.map((feature) => feature.replace(/[.!?]+$/, '')).join('; ')}.`
    : 'Its screens and features are being put together; this page grows with them.';
}

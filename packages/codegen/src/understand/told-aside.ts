import { singularOf } from './text.ts';

const TOLD_VERBS =
  'has|have|had|is|are|was|were|goes|go|gets|get|can|does|do|takes|take|uses|use|belongs|belong|plays|play|joins|join';

/** A clause in parentheses: a counted subject, then a verb of having, being, going or using. */
const TOLD = new RegExp(
  String.raw`\s*\(((?:a|an|each|every|one|some|most|all|the)\s[^(),;]*?\b(?:${TOLD_VERBS})\b[^(),;]*)\)`,
  'gi',
);

/** "each one" said of the phrase before, set apart by dashes: "my plants - each one is … - and". */
const TOLD_DASHED = new RegExp(
  String.raw`\s+[-–—]\s+((?:each|every)\s+one\s(?:(?!\s[-–—]\s)[^(),;])*?\b(?:${TOLD_VERBS})\b(?:(?!\s[-–—]\s)[^(),;])*?)\s+[-–—](?=\s)`,
  'gi',
);

/** "each one is given …", "every one has …": a clause whose subject is each of the phrase before. */
const EACH_OF_BEFORE = new RegExp(
  String.raw`^(each|every)(?:\s+one)?(?=\s+(?:${TOLD_VERBS})\b)`,
  'i',
);

/**
 * "the authors (a paper has several authors and most authors have written lots of papers),
 * journals, …", "a team of dogs (a dog goes on loads of runs)": a sentence set in parentheses
 * tells how records relate; it is read as a sentence of its own after the one it stands in, so
 * that the list around it reads as a list. "stewards (each one is given one gate)", "my plants - each
 * one is one species - …": "each one" is each of the phrase before, and is named so in that
 * sentence.
 */
export const withToldAsides = (text: string): string =>
  text
    .split(/((?<=[.!?])\s+)/)
    .map((sentence) => {
      const told: string[] = [];
      const apart = (gap: string) => (aside: string, clause: string, at: number, whole: string) => {
        // "(the volunteers who go out at night)" says who the phrase before is (text-reading.ts).
        const renaming = /^the\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:who|that|which)\b/iu.test(clause);
        if (renaming || clause.trim().split(/\s+/).length < 4) return aside;
        const before = /([\p{L}-]+)\s*$/u.exec(whole.slice(0, at))?.[1];
        const named = before ? clause.replace(EACH_OF_BEFORE, `$1 ${singularOf(before)}`) : clause;
        told.push(named.trim());
        return gap;
      };
      const rest = sentence.replace(TOLD, apart('')).replace(TOLD_DASHED, apart(','));
      if (told.length === 0) return sentence;
      const ended = /[.!?]$/.test(rest.trim()) ? rest.trim() : `${rest.trim()}.`;
      return [ended, ...told.map((clause) => `${clause}.`)].join(' ');
    })
    .join('');

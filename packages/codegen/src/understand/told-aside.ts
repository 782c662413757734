/** A clause in parentheses: a counted subject, then a verb of having, being, going or using. */
const TOLD =
  /\s*\(((?:a|an|each|every|one|some|most|all|the)\s[^(),;]*?\b(?:has|have|had|is|are|was|were|goes|go|gets|get|can|does|do|takes|take|uses|use|belongs|belong|plays|play|joins|join)\b[^(),;]*)\)/gi;

/**
 * "the authors (a paper has several authors and most authors have written lots of papers),
 * journals, …", "a team of dogs (a dog goes on loads of runs)": a sentence set in parentheses
 * tells how records relate; it is read as a sentence of its own after the one it stands in, so
 * that the list around it reads as a list.
 */
export const withToldAsides = (text: string): string =>
  text
    .split(/((?<=[.!?])\s+)/)
    .map((sentence) => {
      const told: string[] = [];
      const rest = sentence.replace(TOLD, (aside: string, clause: string) => {
        // "(the volunteers who go out at night)" says who the phrase before is (text-reading.ts).
        const renaming = /^the\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:who|that|which)\b/iu.test(clause);
        if (renaming || clause.trim().split(/\s+/).length < 4) return aside;
        told.push(clause.trim());
        return '';
      });
      if (told.length === 0) return sentence;
      const ended = /[.!?]$/.test(rest.trim()) ? rest.trim() : `${rest.trim()}.`;
      return [ended, ...told.map((clause) => `${clause}.`)].join(' ');
    })
    .join('');

import pluralize from 'pluralize';
import { singularOf } from '../text.ts';
import { rolesOf } from './noun-roles.ts';
import { sensesAs } from './wordnet.ts';

/**
 * Nouns named after a verb's act ("booking" ← book, "rental" ← rent, "inspection" ← inspect),
 * read from their endings and checked against WordNet's verbs: such a record is something that
 * happens between the records named around it.
 */
const ENDINGS: [RegExp, string[]][] = [
  [/ings?$/, ['', 'e']],
  [/ations?$/, ['ate', 'e', '']],
  [/ions?$/, ['', 'e']],
  [/ments?$/, ['']],
  [/als?$/, ['', 'e']],
  [/ances?$/, ['', 'e']],
  [/ences?$/, ['', 'e']],
  [/(?<=[^aeiou])ies$|(?<=[^aeiou])y$/, ['']],
];

/** A verb in use: WordNet's corpus tagged it at least once ("posit" never was, so "position" is no act of it). */
const isVerb = (word: string) =>
  word.length >= 3 && sensesAs(word, 'verb').some((sense) => sense.tags > 0);

/** The verb a noun names the act of ("screenings" → screen), or undefined. */
export function verbOfAct(noun: string): string | undefined {
  const word = noun.toLowerCase();
  for (const [ending, replacements] of ENDINGS) {
    if (!ending.test(word)) continue;
    const stem = word.replace(ending, '');
    // "shoeing", "mucking out": the "-ing" of any verb WordNet has is its act, used or not.
    const gerund = /ings?$/.test(word);
    for (const replacement of replacements) {
      const verb = `${stem}${replacement}`;
      if (isVerb(verb) || (gerund && verb.length >= 3 && sensesAs(verb, 'verb').length > 0))
        return verb;
      // "shopping", "planning": a doubled consonant before -ing.
      if (/([b-df-hj-np-tv-z])\1$/.test(stem) && isVerb(stem.slice(0, -1)))
        return stem.slice(0, -1);
    }
  }
  return undefined;
}

/** Acts named by a word of their own: "we sell plants" keeps sales, "we lend tools" loans. */
const IRREGULAR_ACTS: Record<string, string[]> = {
  sell: ['sale'],
  sold: ['sale'],
  lend: ['loan'],
  lent: ['loan'],
  borrow: ['loan'],
  buy: ['purchase'],
  bought: ['purchase'],
  fly: ['flight'],
  flew: ['flight'],
};

/** The nouns a verb's act may be named by: book → booking, rent → rental, reserve → reservation. */
export function actNounsOf(verb: string): Set<string> {
  const lower = verb.toLowerCase();
  // "deployed", "hired", "booked": a participle's acts are its verb's ("feed", "breed" are
  // verbs of their own, as "agreed" is agree's).
  const bases = /ed$/.test(lower)
    ? [lower.replace(/ed$/, ''), lower.replace(/d$/, ''), ...(/eed$/.test(lower) ? [lower] : [])]
    : [pluralize.singular(lower)];
  return new Set([
    ...(IRREGULAR_ACTS[pluralize.singular(lower)] ?? []),
    ...bases.flatMap((base) => {
      // "filed" → filing, but "shoe" → shoeing, "see" → seeing, "dye" → dyeing.
      const stem = /[eoy]e$/.test(base) ? base : base.replace(/e$/, '');
      return [
        base,
        `${stem}ing`,
        `${base}al`,
        `${base}ion`,
        `${base}ment`,
        `${stem}ation`,
        `${base}y`,
      ];
    }),
  ]);
}

/**
 * How much a record is something that happens rather than a thing kept: 2 for a noun named after
 * a verb's act whose meanings include an act ("booking", "screening", "rental"), 1 for an act or an
 * event ("visit", "trip", "stay"), money that changes hands ("loan", "expense") or the written
 * record of an act ("watering logs"), else 0.
 */
export function eventStrength(words: string[]): number {
  const profile = rolesOf(words);
  const head = words.at(-1) ?? '';
  const act = profile.act ?? 0;
  // "weigh-in", "check-in", "drop-off": a verb and its particle name the act.
  if (/-(?:in|up|out|off|on|over|down|back)$/.test(singularOf(head))) return 1;
  // "shoeing": an "-ing" no dictionary keeps as a noun is only ever its verb's act.
  const unknownGerund = Object.keys(profile).length === 0 && /ings?$/.test(head);
  if (verbOfAct(head) && (act >= 0.1 || unknownGerund)) return 2;
  if (act >= 0.5) return 1;
  if ((profile.possession ?? 0) >= 0.5) return 1;
  // "watering logs", "feeding records": a written record of an act is kept like the act.
  const [modifier] = words.slice(-2, -1);
  const written = (profile.document ?? 0) >= 0.15;
  return written && modifier && verbOfAct(modifier) && (rolesOf([modifier]).act ?? 0) > 0 ? 1 : 0;
}

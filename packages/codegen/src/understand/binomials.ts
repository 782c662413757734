import nlp from 'compromise';
import { APP_WORDS } from './model/vocabulary.ts';

/**
 * "a Dungeons and Dragons campaign": capitalised words joined by a lower-case "and" that describe
 * the noun after them (not the app: "Clients and Invoices app" is a list in title case).
 */
const NAME = /\b(\p{Lu}\p{L}+)\s+(?:and|&)\s+(\p{Lu}\p{L}+)(?=\s+(\p{Ll}+))/gu;
/** "a lost and found app": two describing words, one a participle, between a determiner and a noun. */
const PAIR = /\b(a|an|the|my|our)\s+(\p{L}+)\s+(?:and|&)\s+(\p{L}+)(?=\s+\p{L})/giu;

const isParticiple = (word: string) => nlp(word).has('(#Participle|#PastTense)');
const describes = (word: string) => isParticiple(word) || nlp(word).has('#Adjective');

/** Two words joined by "and" that name one thing, joined by hyphens so lists do not split them. */
export function joinBinomials(text: string) {
  return text
    .replace(NAME, (whole, first: string, second: string, next: string) =>
      APP_WORDS.has(next) ? whole : `${first}-and-${second}`,
    )
    .replace(PAIR, (whole, determiner: string, first: string, second: string) =>
      describes(first) && describes(second) && (isParticiple(first) || isParticiple(second))
        ? `${determiner} ${first}-and-${second}`
        : whole,
    );
}

import { camelCase, capitalCase, pascalCase } from 'change-case';
import pluralize from 'pluralize';

for (const word of [
  'data',
  'info',
  'furniture',
  'equipment',
  'gear',
  'luggage',
  'clothing',
  'jewelry',
  'jewellery',
  'software',
  'homework',
  'feedback',
  'merchandise',
  'produce',
]) {
  pluralize.addUncountableRule(word);
}
// pluralize singularises "calories" to "calory", "selfies" to "selfy", "specimens" to "speciman",
// "caches" to "cach", "fuses" to "fus".
for (const word of [
  'specimen',
  'regimen',
  'abdomen',
  'cache',
  'niche',
  'fuse',
  'calorie',
  'selfie',
  'smoothie',
  'brownie',
  'cookie',
  'hoodie',
  'rookie',
  'goalie',
  'movie',
  'zombie',
]) {
  pluralize.addIrregularRule(word, `${word}s`);
}

// pluralize keeps any word ending in "gas" as it is ("gas", "biogas"), so "milongas", "sagas" and
// "yogas" were never one of them.
pluralize.addSingularRule(/^((?!bio|syn)\w+g)as?$/i, '$1a');
pluralize.addPluralRule(/^((?!bio|syn)\w+g)as?$/i, '$1as');

/** Accents and apostrophes off, so identifiers stay ASCII ("Nonna's Café" → "Nonnas Cafe"). */
export const asciiFold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘`]/g, '')
    .replace(/[^\x20-\x7E]/g, ' ');

/** Lowercase words of letters, digits, apostrophes and hyphens; overlong "words" are dropped. */
export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter((word) => word.length > 0 && word.length <= 30);

/** Emoji, symbols and control characters out; whitespace collapsed; quotes kept for names. */
export const cleanPrompt = (prompt: string) =>
  prompt
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}\s.,;:!?'"“”‘’()/&+%$€£#-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const RESERVED_FIELD_NAMES = new Set(['id', 'createdAt', 'updatedAt']);

/** "finished date" → "finishedDate"; digits first get a prefix; empty when nothing ASCII is left. */
export function fieldIdentifier(phrase: string) {
  const name = camelCase(asciiFold(phrase))
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 40);
  if (!name) return '';
  return /^[0-9]/.test(name) ? `field${name}` : name;
}

export const isReservedFieldName = (name: string) => RESERVED_FIELD_NAMES.has(name);

/** How many there are, never part of a record type's name: "two cars", "3 dogs", "a few bikes". */
const COUNT_WORD =
  /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|several|couple)$/i;

/** ["wine", "bottles"] → WineBottle / WineBottles (only the last word changes number; a count is dropped). */

export function entityNames(named: string[]): { name: string; pluralName: string } {
  const counted = named.findIndex((word) => !COUNT_WORD.test(word));
  const words = counted > 0 && counted < named.length ? named.slice(counted) : named;
  const head = words.at(-1) ?? '';
  const singular = [...words.slice(0, -1), pluralize.singular(head)].join(' ');
  const plural = [...words.slice(0, -1), pluralize.plural(pluralize.singular(head))].join(' ');
  const name = pascalCase(asciiFold(singular))
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 40);
  const pluralName = pascalCase(asciiFold(plural))
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 40);
  if (!/^[A-Za-z]/.test(name) || !/^[A-Za-z]/.test(pluralName))
    return { name: 'Item', pluralName: 'Items' };
  return { name, pluralName };
}

/** "finished date" → "Finished date"; keeps the person's own capitals (ISBN). */
export const labelOf = (phrase: string) => {
  const trimmed = phrase.trim().replace(/\s+/g, ' ');
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
};

/** "bakery order" → "Bakery Order", for app names. */
export const titleOf = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .map((word) => (word === word.toLowerCase() ? capitalCase(word) : word))
    .join(' ');

export const singularOf = (word: string) => pluralize.singular(word);
export const isPluralNoun = (word: string) =>
  pluralize.isPlural(word) && !pluralize.isSingular(word);

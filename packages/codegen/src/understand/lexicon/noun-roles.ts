import { WordCache } from './word-cache.ts';
import pluralize from 'pluralize';
import { sensesAs, sensesOf, type Sense } from './wordnet.ts';
import { baseOfIrregular } from './irregular-verbs.ts';

/**
 * What a noun names, from WordNet's lexicographer files: the role it can play in an app's data.
 * - person, group: people and groups of people (noun.person, noun.group);
 * - thing: things, places, animals, plants, food, substances (noun.artifact, noun.object,
 *   noun.location, noun.animal, noun.plant, noun.food, noun.substance, noun.body);
 * - act: acts and events (noun.act, noun.event): a rental, a visit, a booking;
 * - document: what is written or said (noun.communication): an invoice, a post, a name;
 * - possession: money and what is owned or owed (noun.possession): a loan, a fee, a payment;
 * - idea: what is thought or learnt (noun.cognition): a subject, an idea, a habit;
 * - value: attributes, quantities, times, states, feelings, shapes, relations, phenomena.
 */
export type NounRole =
  'person' | 'group' | 'thing' | 'act' | 'document' | 'possession' | 'idea' | 'value';

const ROLE_OF_LEXFILE: Record<number, NounRole> = {
  4: 'act',
  5: 'thing',
  6: 'thing',
  7: 'value',
  8: 'thing',
  9: 'idea',
  10: 'document',
  11: 'act',
  12: 'value',
  13: 'thing',
  14: 'group',
  15: 'thing',
  16: 'value',
  17: 'thing',
  18: 'person',
  19: 'value',
  20: 'thing',
  21: 'possession',
  22: 'value',
  23: 'value',
  24: 'value',
  25: 'value',
  26: 'value',
  27: 'thing',
  28: 'value',
};

/** How much of a noun's meaning each role takes, 0 to 1; empty for a word WordNet does not know. */
export type RoleProfile = Partial<Record<NounRole, number>>;

/**
 * A sense weighs what WordNet's corpus tagged it, plus a share by its rank, so that a word nobody
 * tagged still leans to its first senses ("hire": a person first, then the act of hiring).
 */
const weightOf = (sense: Sense) => sense.tags + 2 / sense.rank;

/** noun.Tops holds the top concepts themselves ("animal", "person", "event"): each is its own role. */
const TOPS = 3;
const ROLE_OF_TOP: Record<string, NounRole> = {
  act: 'act',
  action: 'act',
  activity: 'act',
  event: 'act',
  person: 'person',
  group: 'group',
};

function profileOfLemma(lemma: string): RoleProfile {
  const senses = sensesAs(lemma, 'noun');
  const total = senses.reduce((sum, sense) => sum + weightOf(sense), 0);
  const profile: RoleProfile = {};
  for (const sense of senses) {
    const role =
      sense.lexfile === TOPS ? (ROLE_OF_TOP[lemma] ?? 'thing') : ROLE_OF_LEXFILE[sense.lexfile];
    if (role) profile[role] = (profile[role] ?? 0) + weightOf(sense) / total;
  }
  return profile;
}

/**
 * Words people shorten in notes whose short form WordNet knows as something else: "vis" (not a
 * force), "pic" (not a film), "qty"; "ref" and "temp" stay people as well ("the ref", "temps").
 */
const SHORTENED = new Map([
  ['vis', 'visibility'],
  ['pic', 'picture'],
  ['qty', 'quantity'],
  ['info', 'information'],
]);

/**
 * The lemmas to look a word up as: its singular ("hires" → hire, "sessions" → session, not the
 * court WordNet calls "sessions"), then a plural WordNet keeps as a noun of its own ("clothes").
 */
function lemmasOf(word: string): string[] {
  const lower = word.toLowerCase();
  const singular = SHORTENED.get(pluralize.singular(lower)) ?? pluralize.singular(lower);
  return singular === lower ? [lower] : [singular, lower];
}

const profiles = new WordCache<RoleProfile>();

/**
 * The roles of a noun phrase's naming words, head last: a compound WordNet knows whole ("line
 * item", "check-in", "sheet music"), else its head ("repair request" → request).
 */
export function rolesOf(words: string[]): RoleProfile {
  const key = words.join(' ').toLowerCase();
  const cached = profiles.get(key);
  if (cached) return cached;
  const head = words.at(-1) ?? '';
  const candidates = [
    ...(words.length > 1
      ? lemmasOf(head).map((lemma) => [...words.slice(0, -1), lemma].join(' '))
      : []),
    ...lemmasOf(head),
  ];
  const profile =
    candidates.map(profileOfLemma).find((found) => Object.keys(found).length > 0) ?? {};
  profiles.set(key, profile);
  return profile;
}

/** The role that takes most of a noun's meaning, or undefined for a word WordNet does not know. */
export function mainRoleOf(words: string[]): NounRole | undefined {
  const profile = rolesOf(words);
  let best: NounRole | undefined;
  for (const [role, share] of Object.entries(profile) as [NounRole, number][])
    if (!best || share > (profile[best] ?? 0)) best = role;
  return best;
}

/** Whether a role takes at least `share` of a noun's meaning. */
export const canBe = (words: string[], role: NounRole, share = 0.2) =>
  (rolesOf(words)[role] ?? 0) >= share;

/** Whether WordNet knows the word as a noun and as nothing else ("farrier", "invoice"). */
export const onlyNoun = (word: string) => {
  const senses = sensesOf(word.toLowerCase());
  return senses.length > 0 && senses.every((sense) => sense.pos === 'noun');
};

/** Whether a word is used more as a noun than as a verb ("firm", not "read" or "found"). */
export const mostlyNoun = (word: string) => {
  const weight = (pos: 'noun' | 'verb') =>
    sensesAs(word.toLowerCase(), pos).reduce((sum, sense) => sum + weightOf(sense), 0);
  return weight('noun') > weight('verb');
};

/** Whether WordNet knows the word as a noun at all. */
export const isKnownNoun = (word: string) =>
  lemmasOf(word).some((lemma) => sensesAs(lemma, 'noun').length > 0);

/**
 * "stewards": a plural the tagger reads as an adverb by its ending ("towards", "onwards"), when
 * WordNet knows its singular as a noun and the word itself as no adverb ("nights" stays one).
 */
export const isPluralMisreadAsAdverb = (word: string) => {
  const singular = pluralize.singular(word);
  return singular !== word && isKnownNoun(singular) && sensesAs(word, 'adverb').length === 0;
};

/**
 * Whether WordNet knows the word, or the base of its present or past tense ("lives", "carries",
 * "inoculated", "planned"), as a verb.
 */
export const isKnownVerb = (word: string) => {
  const lower = word.toLowerCase();
  const bases = [
    lower,
    lower.replace(/s$/, ''),
    lower.replace(/es$/, ''),
    lower.replace(/ies$/, 'y'),
    lower.replace(/d$/, ''),
    lower.replace(/ed$/, ''),
    lower.replace(/ied$/, 'y'),
    lower.replace(/(\w)\1ed$/, '$1'),
    lower.replace(/ing$/, ''),
    lower.replace(/ing$/, 'e'),
    lower.replace(/(\w)\1ing$/, '$1'),
    baseOfIrregular(lower) ?? '',
  ];
  return bases.some((base) => base.length > 1 && sensesAs(base, 'verb').length > 0);
};

import { isKnownVerb } from '../lexicon/noun-roles.ts';
import { sensesAs } from '../lexicon/wordnet.ts';
import { isNoun, RELATIVE_PRONOUNS, type Chunk, type NounPhrase } from './chunks.ts';

type Verb = Extract<Chunk, { type: 'verb' }>;

const SINGULAR = new Set(['is', 'has', 'was', 'does']);
const PLURAL = new Set(['are', 'have', 'were', 'do']);

/**
 * The number a present-tense verb says of its subject: "refill", "are" plural; "refills", "is"
 * singular. A past tense, a modal ("can refill") or a participle says neither.
 */
export function numberOfVerb(verb: Verb): 'singular' | 'plural' | undefined {
  const first = verb.words[0]?.toLowerCase() ?? '';
  if (SINGULAR.has(first)) return 'singular';
  if (PLURAL.has(first)) return 'plural';
  if (verb.participle) return undefined;
  // "need", "feed": a verb's own form, even where it ends like a past tense.
  if (!/[^s]s$/.test(first) && sensesAs(first, 'verb').length > 0) return 'plural';
  if (/(?:ed|ing)$/.test(first)) return undefined;
  return /[^s]s$/.test(first) && isKnownVerb(first) ? 'singular' : undefined;
}

const agrees = (phrase: NounPhrase, number: 'singular' | 'plural') =>
  phrase.plural === (number === 'plural');

/**
 * The phrase a relative clause at `at` ("that", "who") speaks of, when its verb's number says it
 * is not the phrase right before: "deliveries from the supplier that refill a tank" are the
 * deliveries, "the tank of the boats that holds diesel" the tank.
 */
export function agreeingAntecedent(chunks: Chunk[], at: number): NounPhrase | undefined {
  const [verb, nearest, preposition, farther] = [
    chunks[at + 1],
    chunks[at - 1],
    chunks[at - 2],
    chunks[at - 3],
  ];
  const relative = chunks[at];
  if (relative?.type !== 'other' || !RELATIVE_PRONOUNS.has(relative.word)) return;
  if (verb?.type !== 'verb' || !isNoun(nearest) || preposition?.type !== 'preposition') return;
  const number = numberOfVerb(verb);
  if (!number || agrees(nearest, number) || !isNoun(farther) || !agrees(farther, number)) return;
  return farther;
}

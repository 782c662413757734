import { eventStrength } from '../lexicon/acts.ts';
import { canBe, isKnownNoun } from '../lexicon/noun-roles.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { BE_FORMS, COMPOSING } from './vocabulary.ts';

/**
 * The records an act takes place between, named by prepositions after it: "bookings of a room
 * by a team", "appointments between an artist and a client", "rentals of kayaks to customers",
 * "appointments with one of our physios". Each is a record the act links to, even named once.
 */

const BETWEEN = new Set(['of', 'by', 'for', 'with', 'between', 'to', 'from']);
const PLACING = new Set(['in', 'at', 'on', 'during']);
/** "played", "is played": how the act happens, said after it. */
const isParticiple = (chunk: Chunk | undefined) =>
  chunk?.type === 'verb' &&
  (chunk.participle || (chunk.words.length > 1 && BE_FORMS.has(chunk.words[0] ?? '')));
const isPlacing = (chunk: Chunk | undefined) =>
  chunk?.type === 'preposition' && PLACING.has(chunk.word);

/**
 * A person, a group or a thing that takes part, or a word WordNet does not know ("physios"),
 * most likely the trade's own; never a time or a value ("for a weekend").
 */
const takesPart = (phrase: NounPhrase) =>
  !isKnownNoun(phrase.words.at(-1) ?? '') ||
  ((canBe(phrase.words, 'person', 0.5) ||
    canBe(phrase.words, 'group', 0.5) ||
    canBe(phrase.words, 'thing', 0.5)) &&
    !canBe(phrase.words, 'value', 0.4));

export const isAct = (phrase: NounPhrase) =>
  (phrase.plural || phrase.quantifier === 'each') && eventStrength(phrase.words) >= 1;

/** The phrases after the act at `at`: "of a room by a team", "between an artist and a client". */
function partakersAfter(chunks: Chunk[], at: number, passing = false): NounPhrase[] {
  const found: NounPhrase[] = [];
  let index = at + 1;
  // "played at a pub between …": where the act happens is read elsewhere, and passed over.
  const placed = () => passing && isPlacing(chunks[index]) && isNoun(chunks[index + 1]);
  while (placed()) index += 2;
  while (
    chunks[index]?.type === 'preposition' &&
    BETWEEN.has((chunks[index] as { word: string }).word)
  ) {
    // "with one of our physios": "one of" names one of them.
    if (chunks[index + 1]?.type === 'preposition') index += 1;
    const phrase = chunks[index + 1];
    if (!isNoun(phrase) || !takesPart(phrase)) break;
    // "trips with places visited": with a thing, what the act holds; with a person, who takes
    // part; "sightings with species, location…": a bare singular after "with" is a value.
    const word = (chunks[index] as { word: string }).word;
    const bare = !phrase.plural && !phrase.quantifier;
    // A word WordNet does not know ("physios") is most likely the trade's own people.
    const people =
      canBe(phrase.words, 'person', 0.5) ||
      canBe(phrase.words, 'group', 0.5) ||
      !isKnownNoun(phrase.words.at(-1) ?? '');
    if (word === 'with' && (bare || !people)) break;
    found.push(phrase);
    index += 2;
    while (placed()) index += 2;
    // "between an artist and a client"; not the next item of a list ("from each farm, batches").
    const [joining, other] = [chunks[index], chunks[index + 1]];
    const joined = joining?.type === 'and' && (!joining.comma || word === 'between');
    if (joined && isNoun(other) && takesPart(other)) {
      found.push(other);
      index += 2;
    }
  }
  return found;
}

/**
 * "sessions between a mentor and a mentee", "fixtures played at a pub between two teams":
 * whatever is between two records relates them, as an act does.
 */
const between = (chunks: Chunk[], at: number) => {
  const phrase = chunks[at];
  if (!isNoun(phrase) || (!phrase.plural && phrase.quantifier !== 'each')) return false;
  let index = at + 1;
  if (isParticiple(chunks[index])) index += 1;
  while (isPlacing(chunks[index]) && isNoun(chunks[index + 1])) index += 2;
  const next = chunks[index];
  return next?.type === 'preposition' && next.word === 'between';
};

/**
 * "matches played in a box between two players", "every game is played in one round between …":
 * past the participle that says how the act happens, the phrases after it.
 */
function partakersPast(chunks: Chunk[], at: number): NounPhrase[] {
  const next = chunks[at + 1];
  // "each course is composed of modules": what it is made of are its parts (verb-claims.ts).
  const parts = next?.type === 'verb' && next.words.some((word) => COMPOSING.test(word));
  const said = isParticiple(next) && !parts ? partakersAfter(chunks, at + 1, true) : [];
  return [...partakersAfter(chunks, at), ...said];
}

/**
 * "the speeches given at each meeting by a member": "by" after the place of a participle names
 * who did what the participle says, not who the act there was by.
 */
const agentOfParticiple = (chunks: Chunk[], at: number) => {
  const [place, participle, by] = [chunks[at - 1], chunks[at - 2], chunks[at + 1]];
  return (
    place?.type === 'preposition' &&
    isParticiple(participle) &&
    by?.type === 'preposition' &&
    by.word === 'by'
  );
};

/** Every act's links to the records named after it. */
export function actClaims(chunks: Chunk[]): Claim[] {
  return chunks.flatMap((chunk, at) =>
    isNoun(chunk) && (isAct(chunk) || between(chunks, at)) && !agentOfParticiple(chunks, at)
      ? partakersPast(chunks, at).map((parent): Claim => ({
          type: 'belongs',
          child: chunk,
          parent,
          firm: true,
          explicit: true,
          partial: true,
        }))
      : [],
  );
}

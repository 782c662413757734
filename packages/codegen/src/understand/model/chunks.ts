import { canBe } from '../lexicon/noun-roles.ts';
import { singularOf } from '../text.ts';
import type { Token } from './parse.ts';
import { countedAntecedent, eachOnePlace, elidedPhrase } from './antecedents.ts';
import { quantifierOf } from './quantifiers.ts';

/** A noun phrase: "each garden bed", "many lessons", "their support calls". */
export interface NounPhrase {
  type: 'noun';
  /** The naming words, the head last ("garden", "bed"), at most two. */
  words: string[];
  /** Every naming word, for the kind it names ("video editing projects"). */
  phrase?: string[];
  plural: boolean;
  /** each/every: one record at a time; many: several; one: exactly one; a/an: a single one ("the" says nothing of number). */
  quantifier?: 'each' | 'many' | 'one' | 'single';
  /** "their support calls": owned by the phrase before. */
  owned: boolean;
  /** "each patient's medications": the phrase that owns this one. */
  owner?: NounPhrase;
  /** "patient's": owns the phrase after it. */
  possessive?: boolean;
  /** "my band gigs", "our rooms": the person's own. */
  personal: boolean;
  /** "the sea": one named with "the". */
  definite?: boolean;
  /** "an opponent from another club": one named with "another". */
  another?: boolean;
  /** "which reindeer was seen at which round-up": one asked for with "which". */
  picked?: boolean;
  /** Where the phrase's naming words start and end in the text read (absent for phrases made up). */
  start?: number;
  end?: number;
}

export type Chunk =
  | NounPhrase
  | { type: 'verb'; words: string[]; participle: boolean }
  | { type: 'preposition'; word: string }
  | { type: 'pronoun'; word: string }
  /** "and", or a comma (`comma`) between phrases. */
  | { type: 'and'; comma?: boolean; or?: boolean }
  | { type: 'other'; word: string };

/** The words that open a relative clause about the noun phrase before them. */
export const RELATIVE_PRONOUNS = new Set(['that', 'which', 'who']);

export const isNoun = (chunk: Chunk | undefined): chunk is NounPhrase => chunk?.type === 'noun';

/** "their support calls" belong to the phrase before; "my band gigs" are the person's own. */
const THIRD_PERSON = new Set(['their', 'its', 'his', 'her']);
const FIRST_PERSON = new Set(['my', 'our']);
/** "each", "each one" alone before a verb. */
const leadingEach = (tokens: Token[]) =>
  tokens[0]?.word === 'each' && tokens.every((token, index) => index === 0 || token.word === 'one');

/** Words for one of a mass ("a bit of equipment"), which name the mass itself. */
const PIECES = new Set(['bit', 'bits', 'piece', 'pieces']);

/** "them", "these", "those": the records named before. */
const NAMED_BEFORE = new Set(['them', 'these', 'those']);

/** Adjectives that say which or how many, not what kind ("different yards", "various suppliers"). */
const SAYING_WHICH = new Set(
  'different various other same separate multiple numerous certain particular specific individual'.split(
    ' ',
  ),
);

/**
 * Tokens → chunks: determiners, numbers, adjectives and possessives before nouns make one noun
 * phrase with them; consecutive verbs make one verb group ("is assigned", "can enrol").
 */
const ONE_OF = new Set(['one', 'which', 'each']);
const MANY_OF = new Set(['some', 'a', 'few', 'several', 'many', 'any', 'all', 'most']);

export function chunksOf(tokens: Token[], earlier: Chunk[] = []): Chunk[] {
  const chunks: Chunk[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] as Token;
    const start = index;
    // "the bones out of each pellet", "seedlings that come out of a cross": where they come from.
    if (token.word === 'out' && tokens[index + 1]?.word === 'of') {
      chunks.push({ type: 'preposition', word: 'from' });
      index += 2;
      continue;
    }
    // "who gathered each one, the taxon …": a comma ends the words before a noun.
    while (['determiner', 'number', 'adjective', 'possessive'].includes(tokens[index]?.pos ?? '')) {
      index += 1;
      if (tokens[index - 1]?.comma) break;
    }
    // "each bit of equipment", "every piece of kit": the thing itself, counted.
    if (PIECES.has(tokens[index]?.word ?? '') && tokens[index + 1]?.word === 'of') index += 2;
    const nounStart = index;
    // "neighbours lend tools to each other": a pronoun, not a record.
    // "on one of the walls": one of them, a single record.
    // "which of our rigs", "each of our donkeys": which one, or each one, of them.
    const oneOf = ONE_OF.has(token.word) && tokens[start + 1]?.word === 'of';
    // "some of our consultants", "a few of the guides": many of them.
    const manyOf =
      tokens[index]?.word === 'of' &&
      index > start &&
      tokens.slice(start, index).every((word) => MANY_OF.has(word.word));
    if (oneOf || manyOf) {
      index = oneOf ? start + 2 : index + 1;
      // "each sculpture is carved by one of them": one of the records named before, other than
      // the subject's own (a subject "one of them" is left as it is said).
      const subject = chunks.find(isNoun);
      const them =
        subject && NAMED_BEFORE.has(tokens[index]?.word ?? '')
          ? countedAntecedent([...earlier, ...chunks], subject, oneOf)
          : undefined;
      if (them) {
        chunks.push(them);
        if (tokens[index]?.comma) chunks.push({ type: 'and', comma: true });
        index += 1;
        continue;
      }
      // "each of our 4 tanks": a count of them says nothing more.
      while (['determiner', 'possessive', 'number'].includes(tokens[index]?.pos ?? '')) index += 1;
      // "one of our drying racks": the whole name, head last.
      const first = index;
      while (tokens[index]?.pos === 'noun' && !tokens[index - 1]?.comma) index += 1;
      const nouns = tokens.slice(first, index);
      const head = nouns.at(-1);
      // "so many of one product" counts one product: many of them are always in the plural.
      if (head && (oneOf || head.plural)) {
        chunks.push({
          type: 'noun',
          words: nouns.slice(-2).map((noun) => noun.word),
          phrase: nouns.map((noun) => noun.word),
          plural: manyOf,
          quantifier: manyOf ? 'many' : token.word === 'each' ? 'each' : 'one',
          owned: false,
          personal: false,
          start: nouns.slice(-2)[0]?.start,
          end: head.end,
        });
        if (head.comma) chunks.push({ type: 'and', comma: true });
        continue;
      }
      index = nounStart;
    }
    if (tokens[start]?.word === 'each' && tokens[nounStart]?.word === 'other') {
      chunks.push({ type: 'pronoun', word: 'other' });
      index = nounStart + 1;
      continue;
    }
    while (tokens[index]?.pos === 'noun') {
      index += 1;
      if (tokens[index - 1]?.comma || tokens[index - 1]?.possessor) break;
    }
    if (index > nounStart) {
      const leading = tokens.slice(start, nounStart).map((word) => word.word);
      const head = tokens[index - 1] as Token;
      // "finished goods": a head that alone names a quality keeps the word that makes it a thing.
      const modifier = tokens[nounStart - 1];
      const keeps =
        index - nounStart === 1 &&
        modifier?.pos === 'adjective' &&
        !SAYING_WHICH.has(modifier.word) &&
        head.plural &&
        canBe([singularOf(head.word)], 'value', 0.6);
      // "100 day challenges", "30 minute sessions": a count and its unit say how long, not what.
      const measured =
        index - nounStart >= 2 &&
        tokens[nounStart - 1]?.pos === 'number' &&
        canBe([singularOf(tokens[nounStart]?.word ?? '')], 'value', 0.6);
      const nouns = tokens.slice(
        keeps ? nounStart - 1 : measured ? nounStart + 1 : nounStart,
        index,
      );
      const previous = chunks.at(-1);
      const owner = previous?.type === 'noun' && previous.possessive ? previous : undefined;
      chunks.push({
        ...(owner ? { owner } : {}),
        ...(head.possessor ? { possessive: true } : {}),
        type: 'noun',
        words: nouns.slice(-2).map((noun) => noun.word),
        phrase: nouns.map((noun) => noun.word),
        plural: head.plural,
        quantifier: quantifierOf(
          leading,
          head.plural && !canBe([singularOf(head.word)], 'value', 0.6),
        ),
        owned:
          Boolean(owner) ||
          tokens
            .slice(start, nounStart)
            .some((word) => THIRD_PERSON.has(word.word) && word.pos !== 'determiner'),
        personal: tokens.slice(start, nounStart).some((word) => FIRST_PERSON.has(word.word)),
        ...(leading.includes('the') ? { definite: true } : {}),
        ...(leading.includes('another') ? { another: true } : {}),
        ...(leading.some((word) => word === 'which' || word === 'what') ? { picked: true } : {}),
        start: nouns.slice(-2)[0]?.start,
        end: head.end,
      });
      if (head.comma) chunks.push({ type: 'and', comma: true });
      continue;
    }
    // "the cab each one drives", "the finder who brought each one in": "each" stands for the
    // records; "publications, the editors at each one": after a preposition, each of the plural
    // named before the phrase it places.
    if (nounStart > start && leadingEach(tokens.slice(start, nounStart))) {
      chunks.push(eachOnePlace(chunks, earlier) ?? { type: 'pronoun', word: 'each' });
      if (tokens[nounStart - 1]?.comma) chunks.push({ type: 'and', comma: true });
      continue;
    }
    // "each event picks one", "a sponsor can pick a few": the count stands for the records named before.
    const elided = elidedPhrase(chunks, earlier, tokens.slice(start, nounStart), tokens[nounStart]);
    if (elided) {
      chunks.push(elided);
      if (tokens[nounStart - 1]?.comma) chunks.push({ type: 'and', comma: true });
      continue;
    }
    index = start + 1;
    if (token.pos === 'verb') {
      const last = chunks.at(-1);
      if (last?.type === 'verb') {
        last.words.push(token.word);
        last.participle = false;
      } else
        chunks.push({ type: 'verb', words: [token.word], participle: Boolean(token.participle) });
    } else if (token.pos === 'preposition') chunks.push({ type: 'preposition', word: token.word });
    else if (token.pos === 'pronoun') chunks.push({ type: 'pronoun', word: token.word });
    else if (token.pos === 'conjunction')
      chunks.push(token.word === 'or' ? { type: 'and', or: true } : { type: 'and' });
    else if (!['determiner', 'number', 'adjective', 'possessive'].includes(token.pos)) {
      // "volunteers, who help at many runs": a comma before "who" sets no plural apart.
      const [said, comma] = chunks.slice(-2);
      const apart = comma?.type === 'and' && comma.comma && isNoun(said) && said.plural;
      if (RELATIVE_PRONOUNS.has(token.word) && apart) chunks.pop();
      chunks.push({ type: 'other', word: token.word });
    }
    if (token.comma && chunks.at(-1)?.type !== 'and') chunks.push({ type: 'and', comma: true });
  }
  return withParticlesJoined(chunks);
}

/** Particles a verb may leave behind its object: "rent kayaks out", "hand the radios back". */
const SEPARABLE = /^(?:out|back|away|up|down|off|over)$/;

/**
 * "I rent kayaks out to tourists", "we hand the radios back at the end", "give tools away": a
 * particle after the verb's object, before a preposition or the end of a clause, is the verb's,
 * as in "rent out kayaks".
 */
function withParticlesJoined(chunks: Chunk[]): Chunk[] {
  const joined: Chunk[] = [];
  chunks.forEach((chunk, index) => {
    const [verb, object] = [joined.at(-2), joined.at(-1)];
    const particle =
      chunk.type === 'verb' ? chunk.words.join(' ') : 'word' in chunk ? chunk.word : '';
    const next = chunks[index + 1];
    const ends = next === undefined || next.type === 'preposition' || next.type === 'and';
    if (verb?.type === 'verb' && isNoun(object) && SEPARABLE.test(particle) && ends)
      joined.splice(-2, 1, { ...verb, words: [...verb.words, particle] });
    else joined.push(chunk);
  });
  return joined;
}

import { canBe } from '../lexicon/noun-roles.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { ownsOne } from './joined-claims.ts';
import { isAim } from '../field-types.ts';
import { head, oneOf, typeOf } from './record-words.ts';
import { lastWord } from './verb-kinds.ts';
import { LOGGING_VERBS } from './vocabulary.ts';

/** Typed values a record keeps "of" it: photos, notes, ratings, prices, scores. */
export const VALUE_OF = new Set(['imageUrl', 'longText', 'rating', 'currency', 'number']);

/**
 * What a phrase said as someone's or something's says: "their support calls", "each singer's
 * section", "each rower's weight": the record it belongs to, or a value of it.
 */
export function ownedClaims(chunks: Chunk[], index: number, chunk: NounPhrase): Claim[] {
  const claims: Claim[] = [];
  // "friends share photos of their hikes": "their" is the clause's first plural, its topic.
  const earlier = chunks.slice(0, index).filter(isNoun);
  // "climbers logging their ascents": the one doing the verb before it owns it.
  const verb = chunks.slice(0, index).findLastIndex((before) => before.type === 'verb');
  const doer = verb > 0 && isNoun(chunks[verb - 1]) ? (chunks[verb - 1] as NounPhrase) : undefined;
  // "sms reminders, patients, their appointments": in a list, the item just before.
  const listed = chunks[index - 1]?.type === 'and';
  const plural = (phrase: NounPhrase) => phrase.plural;
  const owner =
    chunk.owner ??
    doer ??
    (listed ? earlier.findLast(plural) : earlier.find(plural)) ??
    earlier.at(-1);
  // "dogs and their owners": a thing points to its person; "teams and their players": a
  // group's people point to it, as what anyone owns points to them.
  const person = (words: string[]) => canBe(words, 'person', 0.5);
  const group = (words: string[]) => canBe(words, 'group', 0.5);
  // "each singer's section" is "the section of each singer": each has one, and points to it.
  const oneEach = owner?.quantifier === 'each' && !chunk.plural && ownsOne(chunk);
  // "a fix is one fox's position": a detail of the one named is said of what it tells.
  const detailOfOne =
    chunk.owner?.quantifier === 'one' && !chunk.plural && canBe(chunk.words, 'value', 0.25);
  // "the tanks at each customer's property": where each one is, said once, is at the owner.
  const place = chunks[index - 2];
  const ownersPlace =
    chunk.owner !== undefined &&
    ['each', 'one'].includes(chunk.owner.quantifier ?? '') &&
    !chunk.plural &&
    place?.type === 'preposition' &&
    ['at', 'in', 'on'].includes(place.word) &&
    !canBe(chunk.words, 'person', 0.5);
  const toPerson =
    owner &&
    (oneEach ||
      (person(chunk.words) && !person(owner.words) && !group(owner.words)) ||
      (group(chunk.words) && person(owner.words)));
  // "each beekeeper has his own hives": what the verb says of its doer is all ("has" reads it).
  const had =
    owner !== undefined &&
    owner === doer &&
    verb === index - 1 &&
    /^(?:has|have|had)$/.test((chunks[verb] as { words: string[] }).words.at(-1) ?? '');
  // "I note each rower's weight", "the hens and their ages": a typed value of each noted or
  // listed, as "of" says it ("their round scores" logged may be many of each; "show each
  // walker's total" asks for a figure; "clubs and their goals" scored are records, no aim).
  const noted =
    verb >= 0 &&
    LOGGING_VERBS.test(lastWord(chunks[verb] as { words: string[] })) &&
    chunks.slice(verb + 1, index).every((between) => isNoun(between) && between.possessive);
  const value = chunk.plural ? (listed && !chunk.owner ? oneOf(chunk) : undefined) : chunk;
  const typed = (phrase: NounPhrase) => !isAim(head(phrase)) && VALUE_OF.has(typeOf(phrase.words));
  if (owner && value && typed(value) && (noted || listed) && !detailOfOne)
    claims.push({ type: 'attribute', owner, attribute: value, typed: true });
  else if (owner && !detailOfOne && !ownersPlace && !had)
    claims.push({
      type: 'belongs',
      child: toPerson ? owner : chunk,
      parent: toPerson ? chunk : owner,
      firm: true,
      explicit: false,
      owned: true,
    });
  return claims;
}

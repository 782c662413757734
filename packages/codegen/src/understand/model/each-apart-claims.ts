import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { isWhen } from './relative-claims.ts';

/** Words that say a thing of every one of the records before them, set apart. */
const EACH_APART = new Set(['each', 'always', 'all', 'usually']);

/**
 * The ones said after an "each" at `index`: "each at one branch", "each in one city and led by
 * one guide", a preposition and one record, after a participle or not, joined by "and".
 */
function onesAfter(chunks: Chunk[], index: number): NounPhrase[] {
  const ones: NounPhrase[] = [];
  let at = index + 1;
  for (;;) {
    const participle = chunks[at];
    if (ones.length > 0 && participle?.type === 'verb' && participle.participle) at += 1;
    const [preposition, target] = [chunks[at], chunks[at + 1]];
    if (preposition?.type !== 'preposition' || preposition.word === 'of') return ones;
    if (!isNoun(target) || !['one', 'single'].includes(target.quantifier ?? '')) return ones;
    ones.push(target);
    if (chunks[at + 2]?.type !== 'and') return ones;
    at += 3;
  }
}

/**
 * "spirit runs (date, abv, litres) each off one still", "shifts, each at one branch": an "each"
 * set apart after a list of records says where each of them is. The records are the nearest
 * plural before it that is no value ("litres" is what each run keeps).
 */
function eachApartClaims(chunks: Chunk[]): Claim[] {
  const claims: Claim[] = [];
  chunks.forEach((chunk, index) => {
    // "harvests, always from one field": said of every one of them, as "each" is.
    const each = (chunk.type === 'pronoun' || chunk.type === 'other') && EACH_APART.has(chunk.word);
    const ones = each ? onesAfter(chunks, index) : [];
    if (ones.length === 0) return;
    const records = chunks
      .slice(0, index)
      .filter(isNoun)
      .findLast((phrase: NounPhrase) => phrase.plural && !canBe(phrase.words, 'value', 0.8));
    if (!records) return;
    for (const target of ones)
      claims.push({ type: 'belongs', child: records, parent: target, firm: true, explicit: true });
  });
  return claims;
}

/**
 * "Every round one member takes the pot", "each night one team wins the cup": a clause opened by
 * "each" or "every" and a record, then one of others doing something, gives each its one.
 */
function eachHasOneClaims(chunks: Chunk[]): Claim[] {
  const [each, one, verb] = chunks.filter((chunk) => chunk.type !== 'other').slice(0, 3);
  const opens = isEachOne(each);
  const doer = isNoun(one) && one.quantifier === 'one' && !one.plural;
  if (!opens || !doer || verb?.type !== 'verb' || verb.participle) return [];
  if (canBe(each.words, 'value', 0.8)) return [];
  return [{ type: 'belongs', child: each, parent: one, firm: true, explicit: true }];
}

/**
 * "campaigns with a brand", "trips with one driver": records said with one of another are each
 * with one of it, said in passing: a link only when both are records already.
 */
function withOneClaims(chunks: Chunk[]): Claim[] {
  return chunks.flatMap((chunk, index): Claim[] => {
    const [withWord, one] = [chunks[index + 1], chunks[index + 2]];
    if (!isNoun(chunk) || !chunk.plural || withWord?.type !== 'preposition') return [];
    if (withWord.word !== 'with' || !isNoun(one) || one.plural) return [];
    if (!['one', 'single'].includes(one.quantifier ?? '')) return [];
    return [
      { type: 'belongs', child: chunk, parent: one, firm: true, explicit: false, passing: true },
    ];
  });
}

const FOR_EACH = new Set(['for', 'on', 'in', 'at', 'after']);
const DOERS = new Set(['we', 'i', 'they', 'you']);

/** "each animal", "every job": one record at a time. */
const isEachOne = (chunk: Chunk | undefined): chunk is NounPhrase =>
  isNoun(chunk) && chunk.quantifier === 'each' && !chunk.plural;

/** The records in the plural said for each one record, no values among them, each one's own. */
const eachOwn = (each: NounPhrase, records: NounPhrase[]): Claim[] =>
  records
    .filter((record) => !canBe(record.words, 'value', 0.8))
    .map((record) => ({
      type: 'belongs',
      child: record,
      parent: each,
      firm: true,
      explicit: true,
    }));

/**
 * "For every animal we log feeds", "on each job I take photos and receipts", "every match we
 * log the goals": what someone does for each record, counted in the plural, is each one's own.
 */
function forEachClaims(chunks: Chunk[]): Claim[] {
  const said = chunks.filter(
    (chunk) => chunk.type !== 'other' && !(chunk.type === 'and' && chunk.comma),
  );
  return said.flatMap((each, index) => {
    const before = said[index - 1];
    const preposition = before?.type === 'preposition' ? before : undefined;
    // …opening the clause or a part of it after "and".
    const opening = preposition ? said[index - 2] : before;
    if (opening && opening.type !== 'and') return [];
    if (preposition && !FOR_EACH.has(preposition.word)) return [];
    // "every week we log workouts": a time is when, not a record things are kept for.
    if (!isEachOne(each) || (!preposition && isWhen(each))) return [];
    const [doer, verb] = [said[index + 1], said[index + 2]];
    if (doer?.type !== 'pronoun' || !DOERS.has(doer.word)) return [];
    if (verb?.type !== 'verb' || verb.participle) return [];
    const objects: NounPhrase[] = [];
    for (const chunk of said.slice(index + 3)) {
      if (isNoun(chunk) && (chunk.plural || chunk.quantifier === 'many')) objects.push(chunk);
      else if (chunk.type !== 'and') break;
    }
    return eachOwn(each, objects);
  });
}

/**
 * "…, and for every job the rooms I'm skimming", "for each property the tenants and the repairs":
 * the records in the plural named right after "for each" one record are each one's own.
 */
function forEachTheirsClaims(chunks: Chunk[]): Claim[] {
  return chunks.flatMap((chunk, index): Claim[] => {
    const [before, each] = [chunks[index - 1], chunks[index + 1]];
    if (chunk.type !== 'preposition' || !FOR_EACH.has(chunk.word)) return [];
    // …opening its own clause or item ("the matches on each show" says where the matches are).
    if (before && before.type !== 'and') return [];
    if (!isEachOne(each)) return [];
    const theirs: NounPhrase[] = [];
    for (const next of chunks.slice(index + 2)) {
      if (isNoun(next) && next.plural && !next.owned) theirs.push(next);
      else if (next.type !== 'and' || theirs.length === 0) break;
    }
    return eachOwn(each, theirs);
  });
}

/** What "each" and "every" say apart from a clause's verbs: each set apart, each with its one, for each. */
export const eachClaims = (chunks: Chunk[]): Claim[] => [
  ...eachApartClaims(chunks),
  ...eachHasOneClaims(chunks),
  ...withOneClaims(chunks),
  ...forEachClaims(chunks),
  ...forEachTheirsClaims(chunks),
];

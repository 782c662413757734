import { canBe } from '../lexicon/noun-roles.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { isQuantityOf, saidBare } from './quantifiers.ts';
import { agreeingAntecedent, numberOfVerb } from './verb-number.ts';

/** The noun phrases joined by "and" that end at `end` (exclusive), read backwards. */
function runBefore(chunks: Chunk[], end: number, itemOnly = false): NounPhrase[] {
  const run: NounPhrase[] = [];
  let index = end - 1;
  while (isNoun(chunks[index])) {
    run.unshift(chunks[index] as NounPhrase);
    const joining = chunks[index - 1];
    if (joining?.type !== 'and' || (itemOnly && joining.comma)) break;
    index -= 2;
  }
  return run;
}
/**
 * "every crate of apples is bought from one farm", "each sale of butter is made by one member": the
 * one counted is the crate or the sale, not what it holds or is of (but "each type of cake" and
 * "each batch of cookies" are cakes and cookies).
 */
function countedHolder(chunks: Chunk[], end: number): NounPhrase | undefined {
  const [held, of, counted] = [chunks[end - 1], chunks[end - 2], chunks[end - 3]];
  return saidBare(held) &&
    of?.type === 'preposition' &&
    of.word === 'of' &&
    isNoun(counted) &&
    counted.quantifier === 'each' &&
    !isQuantityOf(chunks, end - 3) &&
    !canBe(counted.words, 'idea', 0.5) &&
    !canBe(counted.words, 'value', 0.5)
    ? counted
    : undefined;
}

/** Words that join a clause of its own: what stands before them is not its subject. */
const CONNECTIVES = new Set(['so', 'because', 'therefore', 'hence', 'thus']);

/**
 * The subject of the verb at `index`: the noun phrases just before it (past "who"/"that"). Only the
 * clause's first verb takes a whole list, and not a list after a preposition ("with authors and
 * books written by them": the books are written) or before a participle alone.
 */
export function subjectsBefore(chunks: Chunk[], index: number, first: boolean): NounPhrase[] {
  const agreeing = agreeingAntecedent(chunks, index - 1);
  if (agreeing) return [agreeing];
  // "mouldings come from suppliers so need to keep …": after "so", the verb's subject is unsaid.
  const joining = chunks[index - 1];
  if (joining?.type === 'other' && CONNECTIVES.has(joining.word)) return [];
  const end = chunks[index - 1]?.type === 'other' && isNoun(chunks[index - 2]) ? index - 1 : index;
  const holder = countedHolder(chunks, end);
  if (holder) return [holder];
  // "donors, blood type, drive sessions that are held at venues": a relative clause speaks of
  // the item before it, not of the whole list ("plumbers and electricians who …" of both).
  const relative = end < index;
  const run = runBefore(chunks, end, relative);
  const opener = chunks[end - run.length * 2];
  // "rooms, boxes and the items packed in each box", "shifts and the barista working each shift":
  // a participle alone describes the last phrase.
  const verb = chunks[index];
  const described =
    verb?.type === 'verb' &&
    (verb.participle || /ing$/.test(verb.words[0] ?? '')) &&
    verb.words.length === 1;
  // "owners, dogs and walks, every walk takes one dog", "customers and their boreholes, which of
  // our rigs drilled …": "every" or "one of" starts the subject.
  const counted = run.length > 1 && ['each', 'one'].includes(run.at(-1)?.quantifier ?? '');
  // "a trade show every spring and the spreadsheet is killing me": "is" speaks of one.
  const one = verb?.type === 'verb' && numberOfVerb(verb) === 'singular' && !run.at(-1)?.plural;
  if (one && run.length > 1) return run.slice(-1);
  if (first && opener?.type !== 'preposition' && !described && !counted) return run;
  // "the hearse and the celebrant booked for each funeral": the single ones named alike go with it.
  const single = (phrase: NounPhrase | undefined) =>
    phrase !== undefined && !phrase.plural && phrase.quantifier === undefined;
  // "fittings of one aid done by one audiologist", "procedures on a mouse done by a scientist":
  // what is done is the fitting, not the aid.
  const [of, owner, nearest] = [chunks[end - 2], chunks[end - 3], chunks[end - 1]];
  const act = isNoun(owner) && (owner.plural || owner.quantifier === 'each');
  const onOne =
    isNoun(nearest) && ['single', 'one'].includes(nearest.quantifier ?? '') && isNoun(owner);
  const placedOn = of?.type === 'preposition' && (of.word === 'of' || (onOne && owner.plural));
  if (described && placedOn && act) return [owner];
  if (!described || !single(run.at(-1))) return withSharedOpening(chunks, run.at(-1));
  // …not one said after a preposition ("tracks per programme and the translator assigned …").
  const placed = (phrase: NounPhrase) => {
    const before = chunks[chunks.indexOf(phrase) - 1];
    return before?.type === 'preposition' && before.word !== 'plus';
  };
  const alike = run.findLastIndex((phrase) => !single(phrase) || placed(phrase));
  const kept = run.slice(Math.min(alike + 1, run.length - 1));
  return kept.length === 1 ? withSharedOpening(chunks, kept[0]) : kept;
}

/** A phrase said with no word of its own before it: no "the", "each", "my" or owner. */
const saidPlainly = (phrase: NounPhrase) =>
  !phrase.quantifier && !phrase.definite && !phrase.personal && !phrase.owned && !phrase.owner;

/**
 * "the trucks and crew sent on each job", "our toasts and speeches, each given by one guest": a
 * phrase said plainly right after "and" shares the opening word of the one before, and with it
 * what is said of both (not "rooms, boxes and the items packed in each box").
 */
export function withSharedOpening(chunks: Chunk[], last: NounPhrase | undefined): NounPhrase[] {
  if (!last) return [];
  const at = chunks.indexOf(last);
  const [and, first] = [chunks[at - 1], chunks[at - 2]];
  const plainAnd = and?.type === 'and' && !and.comma && !and.or;
  if (!plainAnd || !isNoun(first) || !saidPlainly(last)) return [last];
  const opened = (first.definite === true || first.personal) && !first.quantifier;
  // ("the whale and dolphin detections": one word before a plural's head is a kind of it.)
  const kindOfLast = !first.plural && last.plural;
  return opened && !kindOfLast ? [first, last] : [last];
}

/**
 * What a pronoun before the verb at `index` stands for: the clause's first phrase ("each one"),
 * or for "they" the plural named before the phrase it describes ("members, the pieces they make").
 */
export function pronounTopic(chunks: Chunk[], index: number): NounPhrase | undefined {
  const pronoun = chunks[index - 1];
  const earlier = chunks.slice(0, index - 2).filter(isNoun);
  // "ancestors, the documents I found and the archive each one is held at": the nearest plural.
  const they = pronoun?.type === 'pronoun' && ['they', 'each'].includes(pronoun.word);
  // "which coop she is in": a hen, said of as "it" would be.
  const it = pronoun?.type === 'pronoun' && ['it', 'she', 'he'].includes(pronoun.word);
  return (
    (they ? earlier.findLast((phrase) => phrase.plural) : undefined) ??
    (it ? valuedBefore(chunks, index) : undefined) ??
    earlier[0]
  );
}

/**
 * "lessons with date and which room it was in", "sharpenings of a knife with price and which
 * market it was done at": "it" is the record whose values are listed, the act before "of".
 */
function valuedBefore(chunks: Chunk[], index: number): NounPhrase | undefined {
  const withAt = chunks
    .slice(0, index)
    .findLastIndex((chunk) => chunk.type === 'preposition' && chunk.word === 'with');
  const [owner, of, act] = [chunks[withAt - 1], chunks[withAt - 2], chunks[withAt - 3]];
  if (!isNoun(owner)) return undefined;
  return of?.type === 'preposition' && of.word === 'of' && isNoun(act) ? act : owner;
}

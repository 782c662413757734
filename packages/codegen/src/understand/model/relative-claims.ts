import { fieldFromPhrase } from '../fields.ts';
import { canBe } from '../lexicon/noun-roles.ts';
import { isNoun, RELATIVE_PRONOUNS, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import { head } from './record-words.ts';
import { APP_WORDS } from './vocabulary.ts';
import { singularOf } from '../text.ts';
import { agreeingAntecedent } from './verb-number.ts';
import { isMeasuredAt } from './phrase-claims.ts';
import { isQuantityOf } from './quantifiers.ts';

/**
 * Clauses that describe the phrase before them, read as links of that phrase:
 * - "hires where a customer books one item": the hire's customer and item ("where" describes
 *   what happens in each record: every record it names takes part);
 * - "the plumber who did the job", "suppliers who supply many products": what a person does is
 *   theirs (each job has its plumber), and "it" is the phrase named before ("the setter who set it").
 */

const belongs = (child: NounPhrase, parent: NounPhrase): Claim => ({
  type: 'belongs',
  child,
  parent,
  firm: true,
  explicit: true,
});

/**
 * A time, an amount or a typed value ("a weekend", "the day", "notes"): when or what is said,
 * not who or what takes part.
 */
export const isWhen = (phrase: NounPhrase) =>
  canBe(phrase.words, 'value', 0.6) ||
  (fieldFromPhrase(phrase.words.join(' '), [])?.type ?? 'text') !== 'text';

/**
 * Where a "where" clause opened at `at` ends: at the next relative word, or at a comma that
 * starts the list's next item ("shifts where a rider takes one pedicab, and the fares on each
 * shift"), not one that goes on with the clause ("… and a nurse supervises the session", "one
 * driver and several riders").
 */
export function whereClauseEnd(chunks: Chunk[], at: number): number {
  for (let index = at + 1; index < chunks.length; index += 1) {
    const chunk = chunks[index] as Chunk;
    if (chunk.type === 'other' && RELATIVE.has(chunk.word)) return index;
    // ", and the fares …", ", plus damage reports …": a comma and an "and" together.
    const joining = chunks[index + 1];
    const plus = joining?.type === 'preposition' && joining.word === 'plus';
    const skip = joining?.type === 'and' || plus ? 1 : 0;
    const [next, after] = [chunks[index + 1 + skip], chunks[index + 2 + skip]];
    // "…, and breakdowns logged for a machine": a participle describes the next item.
    const item =
      isNoun(next) &&
      (after?.type !== 'verb' || after.participle) &&
      (next.plural || next.personal || after?.type === 'preposition');
    // "… with amount paid, and waivers …": the values read apart leave "with" and the comma.
    const afterValues = chunks[index - 1]?.type === 'preposition';
    if (chunk.type === 'and' && (chunk.comma || afterValues) && item) return index;
  }
  return chunks.length;
}

const RELATIVE = new Set([...RELATIVE_PRONOUNS, 'where', 'whom']);
const HAVING = new Set(['has', 'have', 'had']);

/** The phrase before `at`, past what attaches to it: "routes on each wall" → routes. */
function headBefore(chunks: Chunk[], at: number): NounPhrase | undefined {
  let index = chunks.slice(0, at).findLastIndex(isNoun);
  while (index >= 2 && chunks[index - 1]?.type === 'preposition' && isNoun(chunks[index - 2]))
    index -= 2;
  return index >= 0 ? (chunks[index] as NounPhrase) : undefined;
}

/** "…Xs where <clause>": each X links to the records the clause names. */
function whereClaims(chunks: Chunk[], at: number): Claim[] {
  // "holidays, where a hirer takes one boat": a comma may set the clause apart.
  const before = chunks[at - 1];
  const described = before?.type === 'and' && before.comma ? chunks[at - 2] : before;
  const counted =
    described?.type === 'noun' && (described.plural || described.quantifier === 'each');
  if (!isNoun(described) || !counted || APP_WORDS.has(described.words.at(-1) ?? '')) return [];
  // "the plots in each trial where every plot is sown with one line": a clause that names its
  // own subject, each of the phrase before, is read as a sentence of its own.
  const opener = chunks[at + 1];
  const ownSubject =
    isNoun(opener) &&
    opener.quantifier === 'each' &&
    head(opener) !== head(described) &&
    listedBefore(chunks, at, opener);
  const end = whereClauseEnd(chunks, at);
  // "squads, where a player can be in more than one squad": a clause that counts the records it
  // describes again says how they stand to the others on its own.
  const countsThem = chunks
    .slice(at + 2, end)
    .some(
      (chunk) => isNoun(chunk) && chunk.quantifier === 'many' && head(chunk) === head(described),
    );
  if (ownSubject || countsThem) return [];
  return (
    chunks
      .slice(at + 1, end)
      .filter(
        (chunk, offset) =>
          !isMeasuredAt(chunks, at + 1 + offset) && !isQuantityOf(chunks, at + 1 + offset),
      )
      .filter(isNoun)
      // "where we fit a tyre to a customer's car": the customer is the car's, not the fitting's.
      .filter((phrase) => !phrase.possessive)
      // "… on one market day" where "market days" are listed: a time kept as a record is one.
      .filter(
        (phrase) =>
          (!isWhen(phrase) || listedBefore(chunks, at, phrase)) &&
          phrase.words.join(' ') !== described.words.join(' '),
      )
      .map((phrase): Claim =>
        phrase.quantifier === 'many'
          ? { type: 'many', a: described, b: phrase, explicit: true }
          : belongs(described, phrase),
      )
  );
}

/** The same phrase named before `at` in the plural: "market days, and allocations where …". */
const listedBefore = (chunks: Chunk[], at: number, phrase: NounPhrase) =>
  chunks
    .slice(0, at)
    .some(
      (earlier) =>
        isNoun(earlier) &&
        earlier.plural &&
        head(earlier) === head(phrase) &&
        earlier.words.length === phrase.words.length,
    );

/**
 * "the P who verbs the O": each O is that person's; "it"/"them" is the phrase before the person.
 * People counted in the plural ("buyers who collect paintings") are read as any subject is.
 */
function whoClaims(chunks: Chunk[], at: number): Claim[] {
  // "the mechanic of the cars who looks after a bay": the verb's number says who does it.
  const person = agreeingAntecedent(chunks, at) ?? chunks[at - 1];
  if (!isNoun(person) || person.plural) return [];
  // "who" speaks of people, whatever else the word may mean ("the operator who did it"); "that"
  // of people only when the word names them ("the shop that rents costumes" is the business).
  const who = chunks[at]?.type === 'other' && (chunks[at] as { word: string }).word === 'who';
  const people = who ? !canBe(person.words, 'act', 0.5) : canBe(person.words, 'person', 0.5);
  if (!people) return [];
  const verb = chunks[at + 1];
  if (verb?.type !== 'verb') return [];
  // "every tow has the truck used and the operator who did it": "it" is what has them.
  const personAt = chunks.indexOf(person);
  const having = chunks
    .slice(0, personAt)
    .findLastIndex(
      (chunk) => chunk.type === 'verb' && chunk.words.some((word) => HAVING.has(word)),
    );
  const owner = having > 0 ? chunks[having - 1] : undefined;
  // "loans where one aid goes to one borrower, plus the volunteer who delivered it": the loan.
  const where = chunks
    .slice(0, personAt)
    .findLastIndex((chunk) => chunk.type === 'other' && chunk.word === 'where');
  const described =
    where > 0 && whereClauseEnd(chunks, where) > personAt ? chunks[where - 1] : undefined;
  const antecedent = isNoun(owner)
    ? owner
    : isNoun(described)
      ? described
      : headBefore(chunks, personAt);
  // "designs belong to the customer who sent the artwork": a clause that says which one a link
  // points to tells of the linked record itself ("the artwork" is the design), not of another.
  const linking =
    chunks[personAt - 1]?.type === 'preposition' && chunks[personAt - 2]?.type === 'verb';
  const done: NounPhrase[] = [];
  for (let index = at + 2; index < chunks.length; index += 1) {
    const chunk = chunks[index] as Chunk;
    if (chunk.type === 'verb' || chunk.type === 'and') break;
    if (chunk.type === 'other' && RELATIVE.has(chunk.word)) break;
    // "checks, and the engineer who did the check": "the check" is one of the checks named.
    const named = chunks
      .slice(0, at)
      .filter(isNoun)
      .find(
        (phrase) =>
          phrase.plural &&
          isNoun(chunk) &&
          singularOf(phrase.words.at(-1) ?? '') === singularOf(chunk.words.at(-1) ?? ''),
      );
    const restated =
      linking && isNoun(chunk) && chunk.definite && !chunk.plural && !chunk.quantifier;
    if (isNoun(chunk) && !isWhen(chunk) && (named || !restated)) done.push(named ?? chunk);
    if (chunk.type === 'pronoun' && ['it', 'them', 'each'].includes(chunk.word) && antecedent)
      done.push(antecedent);
  }
  return done.map((thing) => belongs(thing, person));
}

/** The claims of a relative clause opened at `at`, or undefined when it is none of these. */
export function relativeClauseClaims(chunks: Chunk[], at: number): Claim[] | undefined {
  const word = chunks[at];
  if (word?.type !== 'other') return undefined;
  const claims =
    word.word === 'where'
      ? whereClaims(chunks, at)
      : word.word === 'when'
        ? whereClaims(chunks, at)
        : word.word === 'who' || word.word === 'that'
          ? whoClaims(chunks, at)
          : [];
  return claims.length > 0 ? claims : undefined;
}

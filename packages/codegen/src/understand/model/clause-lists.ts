import { isNoun, RELATIVE_PRONOUNS, type Chunk, type NounPhrase } from './chunks.ts';
import { head, isUncountable, mayNameRecords, namesWhatEachIsCalled } from './record-words.ts';
import { ASKING_VERBS, BE_FORMS } from './vocabulary.ts';

/** Runs of noun phrases joined by "and" or commas, each with what came just before it. */
interface NounList {
  /** "trips with date and distance": the list gives the values of the record before "with". */
  values: boolean;
  items: NounPhrase[];
  /** An item had a place of its own ("the fish in each tank"): the list names records. */
  placed?: boolean;
}

function listsIn(chunks: Chunk[]): NounList[] {
  const lists: NounList[] = [];
  let current: NounList | undefined;
  for (let index = 0; index < chunks.length; index += 1) {
    const chunk = chunks[index] as Chunk;
    // "the members' companies": the item is what the possessive names.
    if (chunk.type === 'noun' && chunk.possessive && isNoun(chunks[index + 1])) continue;
    if (chunk.type === 'noun') {
      const after = chunks[index - 1];
      const joined = after?.type === 'and' || (isNoun(after) && after.possessive);
      if (current && joined && (after?.type === 'and' || chunks[index - 2]?.type === 'and'))
        current.items.push(chunk);
      else {
        const before = chunks[index - 1];
        const owner = chunks[index - 2];
        // "donors can be supermarkets or individuals": what a plural is, the kinds it comes in.
        const values =
          kindsOf(chunks, index) !== undefined ||
          askedToShow(chunks, index) ||
          (before?.type === 'preposition' &&
            before.word === 'with' &&
            owner?.type === 'noun' &&
            mayNameRecords(owner));
        lists.push((current = { values, items: [chunk] }));
      }
    } else if (chunk.type === 'preposition' && current && chunks[index + 1]?.type === 'noun') {
      // "points, rebounds, assists per player": amounts measured per record, not records; but
      // "crops and yields per crop" counts by one of the listed records.
      const place = chunks[index + 1] as NounPhrase;
      const byListed = current.items.some((item) => head(item) === head(place));
      if (chunk.word === 'per' && current.items.length >= 2 && !current.placed && !byListed)
        current.values = true;
      // "tanks, the fish in each tank, and water tests", "the boilers at their homes, engineers": a
      // phrase's own place does not end the list.
      const ownPlace = !place.plural || place.owned;
      if (chunks[index + 2]?.type === 'and' && ownPlace && chunk.word !== 'with') {
        current.placed = true;
        index += 1;
      } else current = undefined;
    } else if (
      chunk.type === 'verb' &&
      chunk.participle &&
      current &&
      describedThen(chunks, index)
    ) {
      // "authors and books written by them, and members": a participle's phrase does not end it.
      current.placed = true;
      index += 2;
    } else if (current && RELATIVE_OPENERS.has(chunk.type) && resumes(chunks, index) > index) {
      // "reptiles, the enclosure each one lives in, and feedings": a clause about an item does
      // not end the list; the list goes on at its next "and" with a plural.
      current.placed = true;
      index = resumes(chunks, index) - 1;
    } else if (chunk.type !== 'and') current = undefined;
  }
  return lists;
}

/**
 * "Show total dividends per holding and the days until …", "and see me the totals and the
 * averages": what the app is asked to show, opening a clause, is no list of records.
 */
function askedToShow(chunks: Chunk[], index: number) {
  const pronoun = chunks[index - 1]?.type === 'pronoun' ? 1 : 0;
  const verb = chunks[index - 1 - pronoun];
  const opens = chunks
    .slice(0, index - 1 - pronoun)
    .every((chunk) => chunk.type === 'other' || chunk.type === 'and');
  return verb?.type === 'verb' && ASKING_VERBS.has(verb.words.at(-1) ?? '') && opens;
}

/**
 * "donors can be supermarkets or individuals", "customers are usually schools or clubs": a list
 * after a plural and "be" names the kinds it comes in; the plural is the record.
 */
function kindsOf(chunks: Chunk[], index: number): NounPhrase | undefined {
  const adverb = chunks[index - 1]?.type === 'other' ? 1 : 0;
  const be = chunks[index - 1 - adverb];
  const being = be?.type === 'verb' && be.words.some((word) => BE_FORMS.has(word));
  // "our hosts, which are local families": what follows says what the hosts are.
  let at = index - 2 - adverb;
  const opener = chunks[at];
  if (opener?.type === 'other' && RELATIVE_PRONOUNS.has(opener.word)) at -= 1;
  const comma = chunks[at];
  if (comma?.type === 'and' && comma.comma) at -= 1;
  const kindOf = chunks[at];
  return being && isNoun(kindOf) && kindOf.plural && isNoun(chunks[index]) ? kindOf : undefined;
}

/** The plurals said to come in kinds: "donors can be supermarkets or individuals" → donors. */
export const kindsNamedIn = (chunks: Chunk[]): NounPhrase[] =>
  chunks.flatMap((_chunk, index) => kindsOf(chunks, index) ?? []);

/** The kinds themselves: "supermarkets", "individuals"; "schools" in "some customers are schools". */
export function kindsIn(chunks: Chunk[]): NounPhrase[] {
  const kinds: NounPhrase[] = [];
  chunks.forEach((chunk, index) => {
    const listed =
      chunks[index - 1]?.type === 'and' && kinds.includes(chunks[index - 2] as NounPhrase);
    if (isNoun(chunk) && (kindsOf(chunks, index) || listed)) kinds.push(chunk);
  });
  return kinds;
}

const RELATIVE_OPENERS = new Set(['pronoun', 'other']);

/**
 * Where a list goes on after a clause about its last item: an "and" before a plural that ends the
 * clause or the list, or that has a clause of its own ("…, tradespeople we've contacted, and …").
 */
function resumes(chunks: Chunk[], from: number) {
  for (let index = from + 1; index < chunks.length - 1; index += 1) {
    const [and, next, after] = [chunks[index], chunks[index + 1], chunks[index + 2]];
    const described =
      after?.type === 'pronoun' || (after?.type === 'other' && RELATIVE_PRONOUNS.has(after.word));
    const ends = !after || after.type === 'and' || described;
    if (and?.type === 'and' && isNoun(next) && next.plural && ends) return index;
  }
  return -1;
}

/** A participle, a preposition and its phrase, then "and": "written by them, and …". */
const describedThen = (chunks: Chunk[], index: number) =>
  chunks[index + 1]?.type === 'preposition' &&
  ['noun', 'pronoun'].includes(chunks[index + 2]?.type ?? '') &&
  chunks[index + 3]?.type === 'and';

/** Listed records: two or more noun phrases in a list, in the plural, not a record's own values ("with date and distance"). */
export function listedIn(chunks: Chunk[]): NounPhrase[] {
  return listGroupsIn(chunks).flat();
}

/**
 * "Also appeals against an action (reason, upheld).", "Plus repairs on a bike.": a sentence with
 * no verb that opens with things counted in the plural names them as a record type.
 */
export function namedAlone(chunks: Chunk[]): NounPhrase[] {
  const first = chunks.findIndex(
    (chunk) => chunk.type !== 'other' && chunk.type !== 'and' && !isPlus(chunk),
  );
  const phrase = chunks[first];
  const verbs = chunks.filter((chunk) => chunk.type === 'verb');
  // "Oh and the events we lay on during a visit": one plain verb, in a clause about the phrase.
  const next = chunks[first + 1];
  const described =
    next?.type === 'pronoun' &&
    verbs.length === 1 &&
    verbs.every((verb) => verb.words.length === 1 && chunks[first + 2] === verb);
  const verbless = verbs.length === 0 || described;
  return verbless && first > 0 && isNoun(phrase) && phrase.plural ? [phrase] : [];
}

const isPlus = (chunk: Chunk) => chunk.type === 'preposition' && chunk.word === 'plus';

/** The lists of records of a clause, each as its noun phrases. */
export function listGroupsIn(chunks: Chunk[]): NounPhrase[][] {
  return listsIn(chunks)
    .map(({ values, items }) => {
      // "names and chores": what each is called is no record among them.
      const countable = items.filter(
        (item) =>
          mayNameRecords(item) &&
          !(item.words.length === 1 && namesWhatEachIsCalled(item.words)) &&
          (item.plural || (isUncountable(item.words.at(-1) ?? '') && item.quantifier !== 'single')),
      );
      return countable.length >= 2 && !values ? countable : [];
    })
    .filter((group) => group.length > 0);
}

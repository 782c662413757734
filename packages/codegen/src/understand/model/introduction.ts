import { canBe } from '../lexicon/noun-roles.ts';
import { singularOf } from '../text.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { listedIn } from './clause-lists.ts';

const SPEAKERS = new Set(['i', 'we', 'us']);
/** Verbs that say what the speaker is or runs: "I'm a mobile DJ", "we run a kennel". */
const BEING_OR_RUNNING =
  /^(?:am|is|are|was|were|run|runs|ran|own|owns|manage|manages|operate|operates|bought|started|opened|set)$/;
/** "I have a sauna business": having says what one runs only of a business or a body. */
const HAVING = /^(?:have|has|got)$/;

const headOf = (phrase: NounPhrase) => singularOf(phrase.words.at(-1) ?? '');
const plural = (phrase: NounPhrase) => phrase.plural;

/** "I'm a DJ …", "we just bought a doer-upper …", "I have a sauna business …". */
function speakerSaysWhatTheyRun(chunks: Chunk[]): boolean {
  const verbAt = chunks.findIndex((chunk) => chunk.type === 'verb');
  const verb = chunks[verbAt];
  const object = chunks[verbAt + 1];
  if (verb?.type !== 'verb' || !isNoun(object) || object.plural) return false;
  const speaker = chunks
    .slice(0, verbAt)
    .some((chunk) => chunk.type === 'pronoun' && SPEAKERS.has(chunk.word));
  const said = verb.words.at(-1) ?? '';
  const runs =
    BEING_OR_RUNNING.test(said) || (HAVING.test(said) && canBe(object.words, 'group', 0.35));
  const one = object.quantifier === 'single' || object.personal;
  // "we run an auction house and need sales, …": the clause goes on to what the app keeps.
  const goesOn = chunks
    .slice(verbAt + 2)
    .some((chunk, at, after) => chunk.type === 'verb' && after[at - 1]?.type === 'and');
  return speaker && runs && one && !goesOn;
}

/**
 * "Entertainment agency for kids parties.": a title of one thing, its nouns joined by
 * prepositions, with no verb of its own ("hostel booking thing, rooms, beds …" lists records).
 */
function titleOfOne(chunks: Chunk[]): boolean {
  const [first] = chunks;
  // "… company for schools and festivals": an "and" after a preposition joins whom it is for.
  const titling = (chunk: Chunk, index: number) =>
    isNoun(chunk) ||
    chunk.type === 'preposition' ||
    (chunk.type === 'and' &&
      (index === chunks.length - 1 ||
        chunks.slice(0, index).some(({ type }) => type === 'preposition'))) ||
    (chunk.type === 'verb' && /ing$/.test(chunk.words[0] ?? ''));
  return isNoun(first) && !first.plural && first.quantifier === undefined && chunks.every(titling);
}

/**
 * "I'm a mobile DJ doing weddings and partys. I need clients, bookings …", "we just bought a
 * doer-upper and its chaos. I want the rooms, …": a first sentence that says who the person is or
 * what they run, before clauses that list what the app keeps, names no record type of its own;
 * what it names that is named again later is read there. So does a first sentence of what the
 * person does, before a list of three records or more ("I tune pianos in schools and chapels.
 * Clients, their pianos, …").
 */
export function introducedIn(chunked: Chunk[][]): Set<NounPhrase> {
  const [first, ...rest] = chunked;
  // "astronomy society: … the society also owns telescopes": "the" one again is the same one.
  const again = (phrase: NounPhrase) =>
    phrase.plural || phrase.quantifier !== undefined || phrase.personal || phrase.owned;
  const later = new Set(rest.flat().filter(isNoun).filter(again).map(headOf));
  const laterPlurals = new Set(rest.flat().filter(isNoun).filter(plural).map(headOf));
  const told = toldBeforeWanting(chunked);
  // "I run a pottery studio, members, the pieces they make …": with no kinds of record named
  // after it, the first sentence is where the records are.
  if (!first || laterPlurals.size < 2) return told;
  const runs = speakerSaysWhatTheyRun(first) || titleOfOne(first);
  // "We repair clarinets and flutes. Customers, their instruments, the jobs …": where a list of
  // records follows, so does what the first sentence says the person does, unless named again.
  const listsLater = rest.some((chunks) => listedIn(chunks).length >= 3);
  if (!runs && !listsLater) return told;
  const namedLater = runs ? later : new Set(rest.flat().filter(isNoun).map(headOf));
  return new Set([
    ...told,
    ...first.filter(isNoun).filter((phrase) => !namedLater.has(headOf(phrase))),
  ]);
}

const WANTING = /^(?:want|wants|need|needs|like|love)$/;

/**
 * "I pitch stories to publications and want to keep the publications, …": what the person says
 * they do before saying what they want kept names no record of its own, unless it is people or is
 * named again.
 */
function toldBeforeWanting(chunked: Chunk[][]): Set<NounPhrase> {
  const said = new Map<string, number>();
  for (const phrase of chunked.flat().filter(isNoun))
    said.set(headOf(phrase), (said.get(headOf(phrase)) ?? 0) + 1);
  const told = new Set<NounPhrase>();
  for (const chunks of chunked) {
    const speaker = chunks.findIndex(
      (chunk, at) =>
        chunk.type === 'pronoun' && SPEAKERS.has(chunk.word) && chunks[at + 1]?.type === 'verb',
    );
    const wanting = chunks.findIndex(
      (chunk, at) =>
        at > speaker + 1 &&
        chunk.type === 'verb' &&
        chunks[at - 1]?.type === 'and' &&
        WANTING.test(chunk.words.at(-1) ?? ''),
    );
    if (speaker < 0 || wanting < 0) continue;
    for (const phrase of chunks.slice(speaker + 2, wanting).filter(isNoun))
      if (said.get(headOf(phrase)) === 1 && !canBe(phrase.words, 'person', 0.5)) told.add(phrase);
  }
  return told;
}

import { canBe } from '../lexicon/noun-roles.ts';
import { fieldFromPhrase } from '../fields.ts';
import { spanEndsAt } from './spans.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import { isMeasuredAt, isUnit } from './phrase-claims.ts';

export interface Complements {
  objects: NounPhrase[];
  /** `placing`: the phrase before, which it says where is ("on a page in one of my albums": the page). */
  preps: { word: string; phrase: NounPhrase; placing?: NounPhrase }[];
}

/** Prepositions of place, which say where the phrase just before them is when they follow one. */
const WHERE = new Set(['in', 'at', 'on', 'inside']);

const eachOne = (chunk: Chunk): chunk is NounPhrase =>
  isNoun(chunk) && chunk.quantifier === 'each' && !chunk.plural;

/** What follows a verb up to the next verb's subject: its objects, and noun phrases after prepositions. */
export function complementsOf(
  chunks: Chunk[],
  start: number,
  end: number,
  passive = false,
): Complements {
  const objects: NounPhrase[] = [];
  const preps: Complements['preps'] = [];
  let preposition: string | undefined;
  for (let index = start; index < end; index += 1) {
    const chunk = chunks[index] as Chunk;
    // "the pots they live in and the rooms": a preposition left without its phrase ends the clause.
    if (chunk.type === 'and' && chunks[index - 1]?.type === 'preposition') break;
    // "the properties they own, the locks …": a comma right after the verb ends what it says.
    if (chunk.type === 'and' && chunk.comma && index === start) break;
    // "books grouped into series, with the author of each series": a phrase of its own.
    const next = chunks[index + 1];
    if (chunk.type === 'and' && next?.type === 'preposition' && next.word === 'with') break;
    if (chunk.type === 'preposition') preposition = chunk.word;
    // "buyers registered with us, our negotiators": a pronoun and a comma end what is said.
    else if (chunk.type === 'pronoun' && next?.type === 'and' && next.comma) break;
    // "for every test we note which technician ran it": "it" is the one each clause is about.
    else if (chunk.type === 'pronoun' && chunk.word === 'it' && !preposition) {
      const topic = chunks.slice(0, start).findLast(isNoun);
      const each = chunks.slice(0, start).findLast(eachOne);
      if (each && topic !== each) objects.push(each);
    } else if (isNoun(chunk)) {
      // "crushed … with strength in MPa": a unit, not a record.
      if (preposition === 'in' && isUnit(chunk)) continue;
      if (isMeasuredAt(chunks, index)) continue;
      // "from arrival to departure date", "from pickup to drop off": a span, not records.
      const span = spansTime(chunks, index) || spanEndsAt(chunks, index - 1);
      if (preposition === 'from' && span) break;
      // "comes twice a week, …", "shorn from each alpaca every year": how often says when, and
      // ends what the verb says.
      const often = chunks[index - 1]?.type === 'other' || chunk.quantifier === 'each';
      const when = often && !chunk.plural && canBe(chunk.words, 'value', 0.9);
      if (when && (!preposition || chunks[index - 1]?.type === 'noun')) break;
      // "inoculated with one strain, and the flushes…": a passive takes no object after its phrase.
      if (!preposition && passive && preps.length > 0) break;
      // "can have many sites, trees at each site": a phrase placed in each of another is a record
      // of its own, not one more object.
      const [placing, place] = [chunks[index + 1], chunks[index + 2]];
      const placedInEach =
        placing?.type === 'preposition' && isNoun(place) && place.quantifier === 'each';
      if (!preposition && objects.length > 0 && placedInEach) break;
      // "sits on a page in one of my albums": the album is the page's, not the stamp's.
      const last = preps.at(-1);
      const where =
        preposition !== undefined &&
        WHERE.has(preposition) &&
        chunks[index - 2] === last?.phrase &&
        WHERE.has(last?.word ?? '')
          ? last?.phrase
          : undefined;
      if (preposition)
        preps.push({ word: preposition, phrase: chunk, ...(where ? { placing: where } : {}) });
      else objects.push(chunk);
    } else if (chunk.type === 'and') {
      // "…, and breakdowns logged for a machine": records of their own, with their participle
      // ("one driver and one bus assigned to it" go on naming objects).
      const [listed, following] = [chunks[index + 1], chunks[index + 2]];
      const ownList = isNoun(listed) && listed.plural && listed.quantifier === undefined;
      if (ownList && following?.type === 'verb' && following.participle) break;
      // "has multiple flights, each flight flown by one pilot": "each" and its verb say more.
      const eachDoes = isNoun(listed) && listed.quantifier === 'each' && following?.type === 'verb';
      if (chunk.comma && eachDoes) break;
      // "on each trip and photos": after "and", a phrase unlike the last is no longer its object.
      const next = chunks[index + 1];
      const last = preps.at(-1)?.phrase;
      const parallel =
        isNoun(next) && last && next.quantifier === last.quantifier && next.plural === last.plural;
      // "come from one farm, and cuts": after a comma, a phrase unlike the last is the list's next item.
      const placedLast = last !== undefined && chunks[index - 1] === last;
      const item = next?.type === 'and' ? chunks[index + 2] : next;
      const newList = isNoun(item) && item.plural && item.quantifier === undefined;
      if (!parallel && chunk.comma && placedLast && newList) break;
      // "each unit has models, and my paints": the person's own are a list item of their own.
      const had = [...objects, ...preps.map(({ phrase }) => phrase)];
      if (isNoun(item) && item.personal && had.length > 0 && !had.some(({ personal }) => personal))
        break;
      if (!parallel) preposition = undefined;
    }
  }
  return { objects, preps };
}

/** "from arrival to departure date", "from monday to friday": a "from … to …" that ends in a time. */
function spansTime(chunks: Chunk[], at: number) {
  const to = chunks.findIndex((chunk, index) => index > at && chunk.type === 'preposition');
  const end = chunks[to + 1];
  const timed = (phrase: Chunk | undefined) =>
    isNoun(phrase) &&
    ['date', 'datetime'].includes(fieldFromPhrase(phrase.words.join(' '), [])?.type ?? '');
  const toTime = to > 0 && (chunks[to] as { word: string }).word === 'to' && timed(end);
  return toTime || (timed(chunks[at]) && chunks[at + 1]?.type === 'preposition');
}

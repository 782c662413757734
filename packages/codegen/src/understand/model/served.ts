import { canBe } from '../lexicon/noun-roles.ts';
import { singularOf } from '../text.ts';
import { isNoun, type Chunk, type NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import type { Complements } from './complements.ts';

const SPEAKERS = new Set(['we', 'i']);

/**
 * "We service fire extinguishers for shops and offices", "we drill boreholes for farms and
 * country houses", "we sell mostly to restaurants": whom the business works for, said once in
 * telling what it does, are kinds of customer, not records — unless they are people ("we book
 * lessons for clients") or are named again.
 */
export function servedIn(chunked: Chunk[][]): Set<NounPhrase> {
  const said = new Map<string, number>();
  for (const phrase of chunked.flat().filter(isNoun)) {
    const head = singularOf(phrase.words.at(-1) ?? '');
    said.set(head, (said.get(head) ?? 0) + 1);
  }
  const served = new Set<NounPhrase>();
  for (const chunks of chunked)
    chunks.forEach((chunk, index) => {
      if (chunk.type !== 'pronoun' || !SPEAKERS.has(chunk.word)) return;
      if (chunks[index + 1]?.type !== 'verb') return;
      const to = chunks.findIndex(
        (later, at) =>
          at > index + 1 && later.type === 'preposition' && ['for', 'to'].includes(later.word),
      );
      const verbBetween = chunks.slice(index + 2, to).some((between) => between.type === 'verb');
      if (to < 0 || verbBetween) return;
      for (let at = to + 1; isNoun(chunks[at]); at += 2) {
        const phrase = chunks[at] as NounPhrase;
        const once = said.get(singularOf(phrase.words.at(-1) ?? '')) === 1;
        // "for the worship songs": the ones meant, not kinds of customer.
        const kind =
          phrase.plural && phrase.quantifier === undefined && !phrase.personal && !phrase.definite;
        if (once && kind && !canBe(phrase.words, 'person', 0.5)) served.add(phrase);
        if (chunks[at + 1]?.type !== 'and') break;
      }
    });
  return served;
}

const PARTICLES = new Set(['in', 'up', 'down', 'round', 'over']);

/** "schools hire us for trips", "clients book me for shoots": what is done for them. */
function doneFor(chunks: Chunk[], index: number, { objects, preps }: Complements) {
  const us = chunks[index + 1];
  const asked = us?.type === 'pronoun' && ['us', 'me'].includes(us.word);
  return asked && objects.length === 0
    ? preps.find(({ word }) => word === 'for')?.phrase
    : undefined;
}

/** "tenants call in with repairs", "wards ring down with jobs": what they get in touch with. */
function broughtIn(chunks: Chunk[], index: number) {
  const [particle, withWord, brought] = [chunks[index + 1], chunks[index + 2], chunks[index + 3]];
  const comesIn =
    particle?.type === 'preposition' &&
    PARTICLES.has(particle.word) &&
    withWord?.type === 'preposition' &&
    withWord.word === 'with';
  return comesIn && isNoun(brought) ? brought : undefined;
}

/**
 * What those who ask the business or get in touch with it come for is theirs: "schools hire us
 * for trips" (each trip one school's), "tenants call in with repairs" (each repair one tenant's).
 */
export function askedOfUs(
  chunks: Chunk[],
  index: number,
  subjects: NounPhrase[],
  complements: Complements,
): Claim[] | undefined {
  const theirs = doneFor(chunks, index, complements) ?? broughtIn(chunks, index);
  if (!theirs?.plural || !subjects.every((subject) => subject.plural)) return undefined;
  return subjects.map((subject) => ({
    type: 'belongs',
    child: theirs,
    parent: subject,
    firm: true,
    explicit: true,
  }));
}

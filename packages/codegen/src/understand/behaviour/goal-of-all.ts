import pluralize from 'pluralize';
import type { SummaryValue } from '../../app-spec-behaviour.ts';
import type { Entity, Field } from '../../app-spec.ts';
import { shortUnit, UNIT } from '../field-hints.ts';
import { doneFlagOf } from './done-actions.ts';
import { clauseWith, names, NUMBER_TYPES, sentencesOf, wordsOfName } from './mentions.ts';

/**
 * Progress of all the records toward a whole the idea states once, not one each record keeps:
 * "it's 127 miles … how much of the 127 have I got through", "all 63 of them … how far through the
 * 63 we are", "the 50 hours he needs … how far along he is", "38 panels … what percentage I've
 * finished". The whole in a unit is reached by the sum of the records' number in that unit; a
 * whole of records by how many of them are done (or how many there are, when nothing says done).
 */

/** Asking how far all of it has gone. */
const ASKED =
  /\bhow (?:far|close|near|much of|many of)\b|\bper ?cent(?:age)?\b|\bgot through\b|\bout of\b|\bprogress\b/i;

/**
 * "127 miles", "38 panels", "12 new songs", "all 63", "the 50 hours": a number and up to two words
 * after it.
 */
const WHOLE = /\b(?:(all|the|of)\s+)?(\d{1,6}(?:,\d{3})?)((?:\s+[a-z]+){0,2})/gi;
const SMALL_WORD = /^(?:of|and|or|to|a|an|the|in|at|on|for|is|it|i|we|my|our)$/;

interface Whole {
  total: number;
  /** The words after the number, up to the first small one. */
  words: string[];
}

/** The wholes a text states that an asking sentence names again ("the 127") or goes on to ask of. */
function wholesAsked(text: string, asked: string): Whole[] {
  const wholes: Whole[] = [];
  for (const match of text.matchAll(WHOLE)) {
    const total = Number(match[2]!.replace(/,/g, ''));
    const after = match[3]!.toLowerCase().trim().split(/\s+/).filter(Boolean);
    const small = after.findIndex((word) => SMALL_WORD.test(word));
    const words = small === -1 ? after : after.slice(0, small);
    const again = new RegExp(`\\b(?:the|all)\\s+${match[2]}\\b`, 'i').test(asked);
    if (total >= 2 && (again || words.length > 0)) wholes.push({ total, words });
  }
  return wholes;
}

/** The number field in the whole's unit ("miles" of each stretch), or named by it. */
function amountIn(entity: Entity, unit: string): Field | undefined {
  const short = shortUnit(unit).toLowerCase();
  return entity.fields.find(
    (field) =>
      NUMBER_TYPES.includes(field.type) &&
      (field.unit?.toLowerCase() === short ||
        field.label.toLowerCase().split(/\s+/).includes(unit.toLowerCase())),
  );
}

/**
 * What reaches the whole: a record type's amount in its unit, or the records it names (the app's
 * first when it names none), those done when they can be.
 */
function reaching(whole: Whole, entities: Entity[]) {
  for (const unit of whole.words.filter((word) => UNIT.test(word)))
    for (const entity of entities) {
      const amount = amountIn(entity, unit);
      if (amount) return { entity, field: amount, word: unit };
    }
  const word = whole.words.find((candidate) => entities.some((entity) => names(candidate, entity)));
  if (whole.words.length > 0 && !word) return undefined;
  const entity = word ? entities.find((candidate) => names(word, candidate)) : entities[0];
  if (!entity) return undefined;
  const marked = entity.actions?.find((action) => action.kind === 'markDone')?.field;
  const done = entity.fields.find((field) => field.name === marked) ?? doneFlagOf(entity);
  return { entity, field: done, word };
}

/**
 * "a student needs 40 classes", "each chapter has 5,000 words": a whole each record of another
 * type has, said of one of them where the whole or the question is.
 */
function ofEachOther(
  text: string,
  whole: Whole,
  asked: string,
  entity: Entity,
  entities: Entity[],
) {
  const stated = sentencesOf(text).find((sentence) => sentence.includes(String(whole.total)));
  const said = `${stated ?? ''} ${asked}`;
  return entities.some(
    (other) =>
      other !== entity &&
      names(said, other) &&
      wordsOfName(other.name).some((word) =>
        new RegExp(`\\b(?:a|an|each|every|per)\\s+${word}\\b`, 'i').test(said),
      ),
  );
}

/** "Toward 127 miles", "Toward 38 panels". */
const labelOf = (whole: Whole, { entity, word }: { entity: Entity; word?: string }) => {
  const things =
    word && UNIT.test(word) ? word : pluralize.plural(word ?? wordsOfName(entity.name).join(' '));
  return `Toward ${whole.total} ${things.toLowerCase()}`.slice(0, 40);
};

/** The summary with the progress, less the plain total it shows already ("Total miles"). */
const summaryWith = (entity: Entity, value: SummaryValue) => [
  ...(entity.summary ?? []).filter(
    (other) => !(other.kind === 'sum' && other.field === value.field && !other.period),
  ),
  value,
];

/** The entities with progress of all their records toward a whole, where an idea asks for it. */
export function withGoalOfAll(text: string, entities: Entity[]): Entity[] {
  const hasProgress = (entity: Entity) =>
    [...(entity.computed ?? []), ...(entity.summary ?? [])].some(
      (value) => value.kind === 'progress',
    );
  if (entities.some(hasProgress)) return entities;
  // "how far through each roll": progress each record makes, not all of them together.
  const ofAll = (sentence: string) =>
    ASKED.test(sentence) && !/\b(?:each|every|per)\b/i.test(clauseWith(sentence, ASKED));
  for (const asked of sentencesOf(text).filter(ofAll)) {
    for (const whole of wholesAsked(text, asked)) {
      const found = reaching(whole, entities);
      if (!found || ofEachOther(text, whole, asked, found.entity, entities)) continue;
      const value: SummaryValue = {
        kind: 'progress',
        name: 'progressOfAll',
        label: labelOf(whole, found),
        target: whole.total,
        ...(found.field ? { field: found.field.name } : {}),
      };
      return entities.map((entity) =>
        entity === found.entity ? { ...entity, summary: summaryWith(entity, value) } : entity,
      );
    }
  }
  return entities;
}

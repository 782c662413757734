import type { Entity, Field } from '../../app-spec.ts';
import { childrenOf, COUNTER, NUMBER_TYPES, sentencesOf } from './mentions.ts';
import { withSinceLast } from './readings.ts';
import { SINCE_BEFORE } from './asks.ts';

/** What the change is called: growth of what grows, used of what is used up, else a change. */
function wordOf(sentence: string) {
  if (/\b(?:grow|grew|grown|gain\w*|put on)\b/i.test(sentence)) return 'Growth';
  if (/\b(?:use|used|burn\w*|consum\w*)\b/i.test(sentence)) return 'Used';
  return 'Change';
}

/**
 * The number a record keeps that is asked the change of: named in the sentence, else in the idea,
 * else its only one; a counter kept as text is a number.
 */
function measured(child: Entity, sentence: string, text: string): Field | undefined {
  const numbers = child.fields.filter(
    (field) =>
      (NUMBER_TYPES.includes(field.type) && field.type !== 'rating') ||
      (field.type === 'text' && COUNTER.test(field.label)),
  );
  const namedIn = (said: string) =>
    numbers.filter((field) =>
      field.label
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.length > 2 && said.toLowerCase().includes(word)),
    );
  const [inSentence, inText] = [namedIn(sentence), namedIn(text)];
  const field =
    inSentence.length === 1
      ? inSentence[0]
      : inText.length === 1
        ? inText[0]
        : numbers.length === 1
          ? numbers[0]
          : undefined;
  return field && field.type === 'text' ? { ...field, type: 'number' } : field;
}

/** The record with the number asked about typed as one. */
const typed = (entity: Entity, field: Field) => ({
  ...entity,
  fields: entity.fields.map((kept) => (kept.name === field.name ? field : kept)),
});

/** Records linked to no other, and no other to them. */
const unlinked = (entities: Entity[]) =>
  entities.filter(
    (entity) =>
      !entity.fields.some((field) => field.type === 'relation') &&
      childrenOf(entity, entities).length === 0,
  );

/**
 * "how much each tree has grown since the previous measurement", "how many copies since the last
 * reading", "since last time": each record's change since the one before it of the same owner,
 * of the number it keeps (the one the sentence names, else its only one); where no record is
 * linked to another, the only one keeping such a number ("I dip the tank …, how much we burnt
 * since the previous reading") changes since the previous of all.
 */
export function withSinceAsked(text: string, entities: Entity[]): Entity[] {
  const asking = sentencesOf(text).find((sentence) => SINCE_BEFORE.test(sentence));
  if (!asking) return entities;
  let result = entities;
  for (const parent of entities)
    for (const { child, link } of childrenOf(parent, entities)) {
      const field = child === parent ? undefined : measured(child, asking, text);
      if (!field) continue;
      result = result.map((entity) =>
        entity.name === child.name
          ? withSinceLast(typed(entity, field), link, field, wordOf(asking))
          : entity,
      );
    }
  if (result !== entities) return result;
  const alone = unlinked(entities).flatMap((entity) => {
    const field = measured(entity, asking, text);
    return field ? [{ entity, field }] : [];
  });
  const [only] = alone;
  if (!only || alone.length > 1) return result;
  const since = withSinceLast(
    typed(only.entity, only.field),
    undefined,
    only.field,
    wordOf(asking),
  );
  return result.map((entity) => (entity === only.entity ? since : entity));
}

const ROUND_WORDS = { day: 'daily', week: 'weekly', month: 'monthly', year: 'yearly' };

/**
 * "every week I weigh each bird; how much each one gained since last week": since the last of a
 * round of readings is since the last time, the previous one.
 */
export const withRoundsSaid = (text: string) =>
  text.replace(/\bsince last (day|week|month|year)\b/gi, (said, period: string) => {
    const round = ROUND_WORDS[period.toLowerCase() as keyof typeof ROUND_WORDS];
    const rhythm = new RegExp(`\\b(?:every|each|once a) ${period}\\b|\\b${round}\\b`, 'i');
    return rhythm.test(text) ? 'since last time' : said;
  });

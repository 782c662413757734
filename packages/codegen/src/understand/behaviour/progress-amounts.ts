import type { Entity, Field } from '../../app-spec.ts';
import { AIM } from '../field-types.ts';
import { pattern } from '../pattern.ts';
import { type childrenOf, fieldsLike, NOT_AN_AMOUNT, NUMBER_TYPES } from './mentions.ts';

/** The amounts of progress toward a target: the target a record keeps, and what reaches it. */

const TARGET = pattern(['\\b(?:', AIM, '|total|needed|required)\\b'], 'i');

/** The amount of `amounts` a text names by a word of its label. */
const amountNamed = (amounts: Field[], text: string) => {
  const lower = text.toLowerCase();
  return amounts.find((field) =>
    field.label
      .toLowerCase()
      .split(/\s+/)
      .some((word) => word.length > 2 && lower.includes(word.replace(/s$/, ''))),
  );
};

/**
 * The linked records' amount the sentence names, or their only amount (never a rating), or the
 * one the idea names elsewhere ("we record every sale with the amount").
 */
export function spokenNumber(entity: Entity, sentence: string, text: string) {
  const amounts = entity.fields.filter(
    (field) => ['number', 'currency'].includes(field.type) && !NOT_AN_AMOUNT.test(field.label),
  );
  return (
    amountNamed(amounts, sentence) ??
    (amounts.length === 1 ? amounts[0] : undefined) ??
    amountNamed(amounts, text)
  );
}

/** The record's target: the one the idea names ("a savings target"), else any it keeps. */
export function targetOf(entity: Entity, text = '') {
  const targets = fieldsLike(entity, TARGET, NUMBER_TYPES);
  return targets.find((field) => said(field, text)) ?? targets[0];
}

/** Whether the idea names a field by its label. */
export const said = (field: Field, text: string) =>
  text.toLowerCase().includes(field.label.toLowerCase());

/** The first linked records whose amount reaches the target, and that amount. */
export function reachedBy(
  entity: Entity,
  links: ReturnType<typeof childrenOf>,
  sentence: string,
  text: string,
) {
  for (const { child, link } of links) {
    // "shows total km and how far through their target": what the record already totals.
    const totalled = entity.computed?.find(
      (value) => value.kind === 'sum' && value.over?.entity === child.name,
    );
    const amount =
      spokenNumber(child, sentence, text) ??
      child.fields.find((field) => field.name === totalled?.field);
    if (amount) return { child, link, amount };
  }
  return undefined;
}

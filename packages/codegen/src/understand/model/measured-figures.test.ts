import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';
import { modelOf } from './model-test-kit.ts';

/**
 * Figures measured again and again on each of some records ("I test each player's jump in cm every
 * few weeks"), and things weighed ("I weigh every catch in grams"): what is measured is a number
 * in its unit, kept where the person can ask its best, latest or average.
 */

const fieldsOf = (prompt: string, entity: string) =>
  (understand(prompt).spec.entities.find((each) => each.name === entity)?.fields ?? []).map(
    (field) => `${field.label}:${field.type}${field.unit ? `(${field.unit})` : ''}`,
  );

describe("each one's figure measured again and again", () => {
  it.each([
    ["Every month I measure each seedling's height in mm.", 'reading seedling | reading>seedling'],
    [
      "We test each swimmer's lung capacity in litres every week.",
      'reading swimmer | reading>swimmer',
    ],
    [
      "I measure each pumpkin's girth every few days and note what I fed it.",
      'pumpkin reading | reading>pumpkin',
    ],
  ])('keeps a reading of each: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      "Every month I test each runner's 5k time in minutes. Show each runner's fastest time and latest time.",
      ['Runner.latest', 'Runner.min'],
    ],
    [
      "We measure each seedling's height in mm every week; I want each seedling's biggest height and its most recent height.",
      ['Seedling.latest', 'Seedling.max'],
    ],
    [
      "Junior athletics club. Every few weeks I test each athlete's throw in metres, and I want each athlete's best throw ever and her latest throw.",
      ['Athlete.latest', 'Athlete.max'],
    ],
  ])('asks its best and latest of each: %s', (prompt, expected) => {
    expect(behaviourFound(understand(prompt).spec)).toEqual(expected);
  });

  it('keeps the figure as a number in the unit said', () => {
    expect(fieldsOf("Every few weeks I test each player's reach in cm.", 'Reading')).toContain(
      'Reach:number(cm)',
    );
  });
});

describe('what is weighed keeps its weight', () => {
  it.each([
    ['I run a fishing club and we weigh every catch in grams.', 'Catch', 'Weight:number(grams)'],
    ['Parcels: we weigh every parcel before it goes out.', 'Parcel', 'Weight:number'],
  ])('%s', (prompt, entity, field) => {
    expect(fieldsOf(prompt, entity)).toContain(field);
  });

  it('counts what the person weighs after keeping something else', () => {
    expect(modelOf('we keep ducks in two pens and weigh the eggs every morning')).toBe(
      'duck egg pen | duck>pen',
    );
  });

  it('asks of what is weighed per the record it is kept in', () => {
    expect(
      behaviourFound(
        understand(
          'We keep hens in four coops and weigh the eggs every morning. For each coop, the average egg weight and the heaviest egg.',
        ).spec,
      ),
    ).toEqual(['Coop.average', 'Coop.max']);
  });
});

import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { modelOf } from './model-test-kit.ts';

/**
 * "I weigh each goat every month": an act the person does to each record again and again is kept,
 * one record of it each time, linked to the record it is done to.
 */
describe('an act done to each record again and again', () => {
  it.each([
    ['I keep goats and weigh each goat every month', 'goat weighing | weighing>goat'],
    ['my bikes, and I clean them weekly', 'bike cleaning | cleaning>bike'],
    ['We have about 40 ewes, and we weigh them every few weeks', 'ewe weighing | weighing>ewe'],
    ['I keep 20 hives and inspect each hive every fortnight', 'hive inspection | inspection>hive'],
    ['Every fortnight we inspect each beehive', 'beehive inspection | inspection>beehive'],
    ['Each evening I feed every fish in my pond', 'feeding fish | feeding>fish'],
  ])('is kept: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    ['we give each proposal some nights every term', 'proposal term | '],
    ['I keep goats and record each goat every month', 'goat | '],
  ])('not what is given, nor what is written down: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

it('keeps the weight on each weighing, not on what is weighed', () => {
  const entities = understand('I keep goats and weigh each goat every month').spec.entities;
  const fieldsOf = (name: string) =>
    entities.find((entity) => entity.name === name)?.fields.map((field) => field.name);
  expect(fieldsOf('Weighing')).toContain('weight');
  expect(fieldsOf('Goat')).not.toContain('weight');
});

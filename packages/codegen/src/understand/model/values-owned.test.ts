import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { modelOf } from './model-test-kit.ts';

/**
 * "each rower's weight", "my hens and their ages": a typed value said as a record's own, like one
 * said "of" it, is a value of each record, not a record of its own; what is owned many times
 * over ("each kid's savings goals", "their lap times" logged) stays records.
 */
describe('values said as a record’s own', () => {
  it.each([
    ['my hens and their ages', 'hen | '],
    ['the pianos I tune and their prices', 'piano | '],
    ["I keep a list of my alpacas, and I note each alpaca's height", 'alpaca | '],
  ])('are values of each: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    ["I note each rower's weight", 'weight'],
    ['my hens and their ages', 'age'],
  ])('keeps the value, typed by its name: %s', (prompt, name) => {
    const [owner] = understand(prompt).spec.entities;
    expect(owner?.fields.find((field) => field.name === name)?.type).toBe('number');
  });

  it.each([
    ["my kids and each kid's savings targets", 'kid target | target>kid'],
    ['for every gymnast we record their scores', 'gymnast score | score>gymnast'],
  ])('leaves many of each as records: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

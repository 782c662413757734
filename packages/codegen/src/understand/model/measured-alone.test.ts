import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';
import { recordsOf } from './model-test-kit.ts';

/**
 * "we measure the pond level each morning": a figure measured again and again, where nothing else
 * is kept, is kept on a reading of its own, dated; "today's level" names no record of a day.
 */
describe('a figure measured again and again, alone', () => {
  it.each([
    "We measure the pond level each morning and want to see today's level",
    'we measure the rainfall every day',
    'I test the pool chlorine every evening and want the average this month',
  ])('keeps readings: %s', (prompt) => {
    expect(recordsOf(prompt)).toEqual(['reading']);
  });

  it('keeps the figure as a number of each reading and computes what is asked of them', () => {
    const { spec } = understand(
      'I test the pool chlorine every evening and want the average this month',
    );
    const reading = spec.entities.find((entity) => entity.name === 'Reading');
    expect(reading?.fields.find((field) => field.name === 'poolChlorine')?.type).toBe('number');
    expect(behaviourFound(spec)).toEqual(['Reading.average']);
  });

  it('reads "how much it changed since yesterday" as no total', () => {
    const { spec } = understand(
      'We measure the pond level each morning and want to see how much it changed since yesterday.',
    );
    expect(spec.entities.map((entity) => entity.name)).toEqual(['Reading']);
    expect(behaviourFound(spec)).not.toContain('Reading.sum');
  });
});

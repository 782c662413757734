import { describe, expect, it } from 'vitest';
import { dataModelOf } from './data-model.ts';
import { preparePrompt } from '../new-app.ts';
import { modelOf } from './model-test-kit.ts';

/**
 * "beehives (how many frames, which apiary)": what is asked of each record in parentheses is its
 * values and links, never examples of what the record is.
 */
describe('values asked in parentheses', () => {
  it.each([
    [
      'our beehives (how many frames, which apiary) and the apiaries',
      'apiary beehive | beehive>apiary',
    ],
    ['kayaks (how many seats, which rack) and racks (location)', 'kayak rack | kayak>rack'],
  ])('links the one asked for: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('keeps the count asked as a value of each', () => {
    const model = dataModelOf(
      preparePrompt('our beehives (how many frames, which apiary) and the apiaries'),
    );
    const hive = model.records.find((record) => record.words.at(-1) === 'beehive');
    expect(hive && model.values.get(hive)).toEqual(
      expect.arrayContaining([expect.stringMatching(/frames/)]),
    );
  });
});

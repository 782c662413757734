import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "the singers, who sing at many concerts": a clause set apart by a comma still tells how the
 * plural before it relates; "who often help": an adverb of how often stands inside the clause.
 */
describe('a clause about a plural set apart by a comma', () => {
  it.each([
    [
      'Choir app: concerts, and the singers, who sing at many concerts.',
      'concert singer | concert<>singer',
    ],
    ['Club: events, and stewards, who work at lots of events.', 'event steward | event<>steward'],
    [
      'Farm: fields and tractors, which are used on several fields.',
      'field tractor | field<>tractor',
    ],
    [
      'Shelter: venues, and volunteers, who often help at more than one venue.',
      'venue volunteer | venue<>volunteer',
    ],
    [
      'Shelter: venues and volunteers who usually help at several venues.',
      'venue volunteer | venue<>volunteer',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('keeps a singular set apart as one of another kind ("a keyholder, who will be one of the wardens")', () => {
    expect(
      modelOf(
        'Flood group: wardens and sandbag stores. Every store has a keyholder, who will be one of the wardens.',
      ),
    ).toBe('store warden | store>warden');
  });
});

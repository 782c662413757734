import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "I log every repair per bike": what is counted one by one per a record is that record's, the
 * record kept too ("each bottle of wine" is of a kind; "assists per player" a rate).
 */
describe('each one per a record', () => {
  it.each([
    ['bike workshop: I log every repair per bike', 'bike repair | repair>bike'],
    ['bakery rounds: we record each delivery per shop', 'delivery shop | delivery>shop'],
    [
      'my guitars: log every string change per guitar and show how long since the last one',
      'change guitar | change>guitar',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

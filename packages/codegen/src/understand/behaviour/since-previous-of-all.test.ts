import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { buildModel } from '../../render/model.ts';
import { understand } from '../understand.ts';

/**
 * "I weigh the starter every morning, how much it changed since yesterday": where no record is
 * linked to another, the change since the previous reading is of all the readings, in date order.
 */
describe('a change since the previous reading, with nothing linking the readings', () => {
  it.each([
    ['I weigh the sourdough starter every morning. Show how much it changed since yesterday.', []],
    [
      'I note the fridge temperature every morning, show how much it moved since the reading before',
      [],
    ],
    [
      'We dip the diesel tank on Mondays and log each reading in litres; show the latest and how much went since the previous reading',
      ['Reading.latest'],
    ],
  ])('%s', (prompt, others) => {
    expect(behaviourFound(understand(prompt).spec)).toEqual(
      ['Reading.difference', ...others].sort(),
    );
  });

  it('reads all readings, through no link', () => {
    const { spec } = understand(
      'I weigh the sourdough starter every morning. Show how much it changed since yesterday.',
    );
    const reading = buildModel(spec).entities.find((entity) => entity.name === 'Reading');
    const change = reading?.computed.find((value) => value.kind === 'difference');
    expect(change).toMatchObject({ siblings: true, field: { type: 'number' } });
    expect(change?.over).toBeUndefined();
  });

  it('keeps the change per owner where readings are linked to one', () => {
    const { spec } = understand(
      'our ponds and the dips of each pond (date, depth in cm). show how much each dip changed since the previous one',
    );
    const dip = spec.entities.find((entity) => entity.name === 'Dip');
    expect(dip?.computed?.find((value) => value.kind === 'difference')?.over).toEqual({
      entity: 'Dip',
      link: 'pond',
    });
  });
});

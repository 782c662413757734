import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "the minutes I played", "the hours I worked": how much of something the person did is a figure
 * of the record, not records of its own; "the spots I ride" are still the person's records.
 */
describe('an amount of what the person did, said with a clause', () => {
  it.each([
    ['every evening I log a practice session with the minutes I played', 'session | '],
    ['log each shift with the hours I worked', 'shift | '],
    ['each bike ride with the miles I did and the cafe I stopped at', 'ride | '],
    ['every night I add a reading session with the pages I read', 'session | '],
  ])('is a figure of the record: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('leaves the things the person keeps: the spots I ride', () => {
    expect(modelOf('skate app: the spots I ride, with a photo and how busy each one gets')).toBe(
      'spot | ',
    );
  });
});

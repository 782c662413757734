import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

/**
 * A superlative with no field named reads the field that measures it: the longest of a distance,
 * the fastest of a time, the heaviest of a weight, the strongest of a speed, the hottest of a
 * temperature; of all records, or per record where one is named.
 */

const valuesOf = (prompt: string) =>
  understand(prompt).spec.entities.flatMap((entity) =>
    [...(entity.summary ?? []), ...(entity.computed ?? [])].map(
      (value) => `${entity.name}.${value.kind} ${'field' in value ? value.field : ''}`,
    ),
  );

describe('superlatives read the field they measure', () => {
  it.each([
    ['my bike rides with distance. show my longest ride ever', ['BikeRide.max distance']],
    [
      'anemometer log: each reading has the gust speed in knots and the time. show the strongest gust ever',
      ['Reading.max gustSpeed'],
    ],
    [
      'my sourdough bakes: date, flour, hydration, oven temp. show the hottest bake',
      ['SourdoughBake.max ovenTemp'],
    ],
    [
      'fishing trips and the fish I catch with species, weight and length. heaviest fish per trip',
      ['FishingTrip.max weight'],
    ],
    [
      'swim meets and my races: stroke, distance, time in seconds, place. show my slowest race at each meet',
      ['Meet.max time'],
    ],
  ])('%s', (prompt, expected) => {
    expect(valuesOf(prompt)).toEqual(expected);
  });

  it('reads nothing where two fields measure it alike', () => {
    expect(
      valuesOf('my hikes: date, walking distance, driving distance. show my longest hike'),
    ).toEqual([]);
  });
});

describe('the record itself asked of', () => {
  it.each([
    [
      'golf: courses and my rounds (date, score). show my best (lowest) round at each course',
      ['Course.min score'],
    ],
    [
      'karaoke night: 3 judges each give a singer marks out of 10. need the mean mark for every singer',
      ['Singer.average score'],
    ],
    [
      'bowling league: bowlers and each game they bowl (date, score, lane). highest game per bowler',
      ['Bowler.max score'],
    ],
    [
      'diving club: divers and their dives (board height in metres, points). average dive per diver',
      ['Diver.average points'],
    ],
  ])('reads what it scores: %s', (prompt, expected) => {
    expect(valuesOf(prompt)).toEqual(expected);
  });
});

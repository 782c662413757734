import { describe, expect, it } from 'vitest';
import { preparePrompt } from '../new-app.ts';
import { modelOf } from './model-test-kit.ts';

/**
 * "We have 3 rabbit hutches and each one needs …": "each one" opening a clause stands for the
 * records named just before, never for a record type "One".
 */
describe('"each one" after the records it stands for', () => {
  it.each([
    ['I keep 5 beehives and each one has a name, a location and a queen colour.', 'beehive | '],
    ['We foster kittens. Each one has a name, a birth date and a weight.', 'kitten | '],
    [
      'Our allotment society has 40 plots; each one has a number, a tenant and a yearly rent.',
      'plot tenant | plot>tenant',
    ],
    ['The school minibuses: each one needs an MOT date and a mileage log.', 'minibus | '],
    [
      "We've got 3 rabbit hutches in the garden and each one needs mucking out every 5 days.",
      'hutch | ',
    ],
    [
      'Groundworks firm, 9 lads. Each one has cards and tickets (CSCS, first aid, dumper licence) with an expiry date.',
      'card lad ticket | card>lad ticket>lad',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('names them where "each one" opens a clause, not where it is what a question asks of', () => {
    expect(preparePrompt('Our 12 ladders, and every one needs an inspection date.')).toContain(
      'every ladder needs',
    );
    expect(
      preparePrompt('Ladders with an inspection date; show the days left on each one.'),
    ).toContain('on each one');
  });
});

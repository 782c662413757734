import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "each dive has several divers from our volunteer list": several had by each, drawn from a list
 * of them or, people, from a squad or from other people kept, are drawn again and again: many of
 * each.
 */
describe('several drawn from a pool', () => {
  it.each([
    ['five-a-side: each match has a few players from our squad', 'match player | match<>player'],
    ['each class has several dancers from our dancer list', 'class dancer | class<>dancer'],
    ['each rehearsal has a few singers from our members', 'rehearsal singer | rehearsal<>singer'],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('not things from one source: each jar has several seeds from one packet', () => {
    expect(modelOf('each jar has several seeds from one packet')).toBe('jar seed | seed>jar');
  });
});

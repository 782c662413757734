import { describe, expect, it } from 'vitest';
import { eventStrength, verbOfAct } from './acts.ts';
import { canBe, mainRoleOf } from './noun-roles.ts';
import { correctedSpelling } from './spelling.ts';
import { WordCache } from './word-cache.ts';
import { sensesOf } from './wordnet.ts';

describe('WordNet 3.1 through its sense index', () => {
  it('finds the senses of a word, a compound and a hyphenated word, and none of a made-up one', () => {
    expect(sensesOf('kayak').some((sense) => sense.pos === 'noun' && sense.lexfile === 6)).toBe(
      true,
    );
    expect(sensesOf('line item').some((sense) => sense.pos === 'noun')).toBe(true);
    expect(sensesOf('check-in').some((sense) => sense.pos === 'noun' && sense.lexfile === 4)).toBe(
      true,
    );
    expect(sensesOf('zorblatt')).toEqual([]);
  });

  it.each([
    [['roommates'], 'person'],
    [['renters'], 'person'],
    [['crews'], 'group'],
    [['telescopes'], 'thing'],
    [['stalls'], 'thing'],
    [['bookings'], 'act'],
    [['visits'], 'act'],
    [['invoices'], 'document'],
    [['durations'], 'value'],
  ])('reads %j as a %s', (words, role) => {
    expect(mainRoleOf(words)).toBe(role);
  });

  it.each([
    ['screenings', 'screen'],
    ['rentals', 'rent'],
    ['inspections', 'inspect'],
    ['deliveries', 'deliver'],
  ])('%s are the act of a verb (%s)', (noun, verb) => {
    expect(verbOfAct(noun)).toBe(verb);
    expect(eventStrength([noun])).toBe(2);
  });

  it.each([['positions'], ['collections'], ['stations']])(
    '%s are no act of a verb people use',
    (noun) => {
      expect(eventStrength([noun])).toBeLessThan(2);
    },
  );
});

describe('typos in nouns', () => {
  it.each([
    ['appointmnets', 'appointments'],
    ['techincian', 'technician'],
    ['instrctors', 'instructors'],
    ['catagories', 'categories'],
  ])('%s is read as %s', (typed, meant) => {
    expect(correctedSpelling(typed)).toBe(meant);
  });

  it.each([
    ['bussines', 'business'],
    ['recpeits', 'receipts'],
    ['vechiles', 'vehicles'],
  ])('%s, a letter written a few places off, is read as %s', (typed, meant) => {
    expect(correctedSpelling(typed)).toBe(meant);
  });

  it.each([
    ['habbit', 'habit'],
    ['recipee', 'recipe'],
    ['dinnner', 'dinner'],
  ])('%s, a letter written twice, is read as %s', (typed, meant) => {
    expect(correctedSpelling(typed)).toBe(meant);
  });

  it.each([
    ['physios'],
    ['sourdough'],
    ['Appforge'],
    ['bottlings'],
    ['churnings'],
    ['picklers'],
    // The plural of a word known, that pluralize reads wrong ("fus").
    ['fuses'],
  ])('%s stays as written', (word) => {
    expect(correctedSpelling(word)).toBe(word);
  });

  it.each([['formicarium'], ['lepidopterarium'], ['scriptoriums']])(
    '%s, a place named by a suffix of places, stays as written',
    (word) => {
      expect(correctedSpelling(word)).toBe(word);
    },
  );

  it('leaves a run of letters longer than any noun as written, without trying its edits', () => {
    const run = 'appointments'.repeat(700);
    expect(correctedSpelling(run)).toBe(run);
  });
});

describe('what is worked out per word', () => {
  it('is remembered up to its limit, then forgotten whole', () => {
    const cache = new WordCache<number>(2);
    cache.set('kayak', 1);
    cache.set('canoe', 2);
    expect(cache.get('kayak')).toBe(1);
    cache.set('dinghy', 3);
    expect([cache.get('kayak'), cache.get('canoe'), cache.get('dinghy')]).toEqual([
      undefined,
      undefined,
      3,
    ]);
  });
});

describe('words people shorten in notes', () => {
  it.each([
    [['vis'], 'value'],
    [['profile', 'pic'], 'thing'],
    [['qty'], 'thing'],
  ] as const)('are read as the long word: %s', (words, role) => {
    expect(mainRoleOf([...words])).toBe(role);
    expect(canBe([...words], 'person', 0.2)).toBe(false);
  });
});

describe('a plural whose singular is mistyped', () => {
  it.each([
    ['commisions', 'commissions'],
    ['permisions', 'permissions'],
    ['submisions', 'submissions'],
  ])('is corrected in the singular: %s', (typed, meant) => {
    expect(correctedSpelling(typed)).toBe(meant);
  });

  it.each(['classes', 'glasses', 'buses'])('leaves a plural spelled right alone: %s', (word) => {
    expect(correctedSpelling(word)).toBe(word);
  });
});

import { describe, expect, it } from 'vitest';
import { linksOf, recordsOf } from './model-test-kit.ts';

describe('who a relative clause speaks of', () => {
  it.each([
    ['fuel dock: tanks, and deliveries from the supplier that refill a tank', 'delivery>tank'],
    ['bakery: ovens, and orders from the shop that need an oven', 'order>oven'],
    ['farm: fields, and visits from the vet that cover a field', 'visit>field'],
  ])('a plural verb speaks of the plural before the preposition: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
    expect(linksOf(prompt).filter((found) => found.endsWith('>' + link.split('>')[1]))).toEqual([
      link,
    ]);
  });

  it.each([
    ['garage: bays, and the mechanic of the cars who looks after a bay', 'bay>mechanic'],
    ['school: rooms, and the teacher of the classes who cleans a room', 'room>teacher'],
    ['kennels: pens, and the keeper of the dogs who cleans a pen', 'pen>keeper'],
  ])('a singular verb after a person keeps the person: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('an amount measured in a unit', () => {
  it.each([
    ['gritting: lorries and runs where a lorry goes out with salt used in tonnes', 'salt'],
    [
      'a farm app: pigs, pens and feedings where one pig is fed in one pen with feed given in kg',
      'feed',
    ],
    ['boat trips: boats and trips where a boat sails with fuel burned in litres', 'fuel'],
  ])('is a value, never a record: %s', (prompt, amount) => {
    expect(recordsOf(prompt)).not.toContain(amount);
    expect(recordsOf(prompt).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    [
      'blood service: donors (blood type, phone), drive sessions that are held at venues, each session at one venue',
      'donor',
    ],
    [
      'a food bank: donors (name, phone), collections that happen at stores, each collection at one store',
      'donor',
    ],
    [
      'a shelter: volunteers (name, phone), walks that happen in parks, each walk in one park',
      'volunteer',
    ],
  ])(
    'a relative clause speaks of the list item before it, not of the whole list: %s',
    (prompt, earlier) => {
      expect(linksOf(prompt).filter((link) => link.includes(earlier))).toEqual([]);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

describe('clauses that tell what each record of an act is', () => {
  it.each([
    [
      'seed swap: packets, borrowers, and checkouts when a borrower takes a packet home',
      'borrower checkout packet | checkout>borrower checkout>packet',
    ],
    [
      'guest house: rooms, guests and stays when a guest books one room',
      'guest room stay | stay>guest stay>room',
    ],
    [
      'street library: tools, neighbours and loans, when a neighbour borrows a tool',
      'loan neighbour tool | loan>neighbour loan>tool',
    ],
  ])('"when" after acts describes each of them: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      'canal hire: boats, hirers and holidays, where a hirer takes one boat',
      'boat hirer holiday | holiday>boat holiday>hirer',
    ],
    [
      'music school: rooms, teachers and lessons, where a teacher uses one room',
      'lesson room teacher | lesson>room lesson>teacher',
    ],
    [
      'climbing: crags, climbers and trips, where a climber visits one crag',
      'climber crag trip | trip>climber trip>crag',
    ],
  ])('a comma may set a "where" clause apart: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      'dairy round: cows, bulls and inseminations - one cow served with one bull, date',
      'bull cow insemination | insemination>bull insemination>cow',
    ],
    [
      'wildlife survey: cameras, locations and deployments: one camera at one location',
      'camera deployment location | deployment>camera deployment>location',
    ],
    [
      'kennels: dogs, walkers and walks — one walker taking one dog out, with distance',
      'dog walk walker | walk>dog walk>walker',
    ],
  ])('after a dash or a colon, "one X …" tells what each record is: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      'guest house: rooms, guests and stays: one guest in one room for a few nights',
      'guest room stay | stay>guest stay>room',
    ],
    [
      'boatyard: boats, hirers and hires where a hirer takes one boat for two weeks',
      'boat hire hirer | hire>boat hire>hirer',
    ],
    [
      'pet hotel: pets, pens and boardings where one pet stays in one pen for several days',
      'boarding pen pet | boarding>pen boarding>pet',
    ],
  ])('"for a few nights" is how long, not a record: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('places of the owners’ own', () => {
  it.each([
    [
      'heating engineers: customers and the boilers at their homes (make, model), our engineers',
      'boiler customer engineer | boiler>customer',
    ],
    [
      'orchard co-op: growers keep hives in their orchards, and inspections of each hive',
      'grower hive inspection | hive>grower inspection>hive',
    ],
    ['bike club: riders and the bikes in their garages (make, size)', 'bike rider | bike>rider'],
  ])('"at their homes" says where each thing is, and whose: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

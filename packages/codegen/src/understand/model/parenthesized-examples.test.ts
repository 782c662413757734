import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { linksOf } from './model-test-kit.ts';

const fieldNames = (prompt: string) =>
  understand(prompt).spec.entities.flatMap((entity) => entity.fields.map((field) => field.name));

describe('examples in parentheses are not values', () => {
  it.each([
    [
      'A log of my workouts (runs, swims, bike rides) with the date and distance',
      ['runs', 'swims', 'bikeRides'],
    ],
    [
      'the medical supplies in our clinic (syringes, gloves, masks) and how many boxes of each are left',
      ['syringes', 'gloves', 'masks'],
    ],
    [
      "an app for the choir's singers (sopranos, altos, tenors) with their phone numbers",
      ['sopranos', 'altos', 'tenors'],
    ],
  ])('%s', (prompt, examples) => {
    const names = fieldNames(prompt);
    expect(names.length).toBeGreaterThan(2);
    for (const example of examples) expect(names).not.toContain(example);
  });

  it.each([
    ['flashcard decks with cards (front, back, learned yes/no)', ['front', 'back', 'learned']],
    ['our bulls (stud code, breed) and the straws we sell', ['studCode', 'breed']],
    ['a shop with products (size, colour) and a price for each', ['size', 'colour']],
  ])('values in parentheses stay values: %s', (prompt, values) => {
    const names = fieldNames(prompt);
    for (const value of values) expect(names).toContain(value);
  });
});

describe('what is on offer, named with examples ("services (full groom, bath, nail clip)")', () => {
  it.each([
    [
      'gym: workouts and exercises (bench press, squat, deadlift), each workout has several exercises',
      'exercise<>workout',
    ],
    [
      'nail bar: appointments and treatments (gel polish, manicure, pedicure), an appointment can have a couple of treatments',
      'appointment<>treatment',
    ],
    [
      'picnic hire: bookings and add-ons (blankets, hampers, parasols), a booking can have several add-ons',
      'add-on<>booking',
    ],
  ])('is taken by many acts, each having several: %s', (prompt, pair) => {
    expect(linksOf(prompt)).toEqual([pair]);
  });

  it.each([
    [
      'glamping site: pods, guests, stays - a stay is one guest in one pod - and a price list of extras (firewood, towels, blankets), a stay can have several extras',
      'extra<>stay',
    ],
    [
      'bike hire: bikes, riders, hires - a hire is one rider on one bike - and a price list of extras (helmet, lock, basket), a hire can have a few extras',
      'extra<>hire',
    ],
    [
      'campsite app: pitches (number, hookup y/n), campers, stays - a stay is one camper on one pitch - and a price list of extras (firewood, gas bottle, ice), a stay can have a few extras',
      'extra<>stay',
    ],
  ])('is on offer when it is one item of a list of records too: %s', (prompt, pair) => {
    expect(linksOf(prompt)).toContain(pair);
  });

  it('leaves kinds of people each in one place ("staff (nurses, doctors, porters)")', () => {
    expect(
      linksOf('hospital: wards and staff (nurses, doctors, porters), each ward has lots of staff'),
    ).toEqual(['staff>ward']);
  });
});

describe('records named with examples, got "for each X" ("the items I order for each project (sofa, lamps)")', () => {
  it.each([
    [
      "clients' projects, and the items I order for each project (sofa, lamps) with cost",
      'item>project',
    ],
    [
      'weddings, and the flowers we supply for each wedding (roses, peonies, lilies)',
      'flower>wedding',
    ],
    [
      'renovations and the materials I buy for each renovation (tiles, paint, grout)',
      'material>renovation',
    ],
  ])("are each X's own, not taken from an offer: %s", (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('examples that are mostly plurals of two words or more', () => {
  it.each([
    ['my exercises (heel slides, quad sets, straight leg raises)', 'heelSlides'],
    [
      'the yoga poses I practise each day (downward dogs, sun salutations, warrior poses)',
      'sunSalutations',
    ],
    [
      'the physio gave me exercises to do every day (wall squats, heel raises, step ups)',
      'wallSquats',
    ],
  ])('name kinds of the records, not their values: %s', (prompt, example) => {
    const fields = understand(prompt).spec.entities.flatMap((entity) => entity.fields);
    expect(fields.map((field) => field.name)).not.toContain(example);
  });
});

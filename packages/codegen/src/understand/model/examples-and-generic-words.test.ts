import { describe, expect, it } from 'vitest';
import { recordsOf } from './model-test-kit.ts';

describe('examples closed by "and so on", "etc", "and the like"', () => {
  it.each([
    [
      'a bike repair app: customers and repairs, and a fault log for punctures, brakes and so on, recorded against each repair',
      ['customer', 'fault', 'repair'],
    ],
    [
      'vet app: owners, pets and treatments for fleas, worms and the like, each given to one pet',
      ['owner', 'pet', 'treatment'],
    ],
    [
      'a cleaning firm: clients, cleans and products like sprays, cloths etc. each clean is for one client',
      ['clean', 'client', 'product'],
    ],
  ])('name no records: %s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });
});

describe('words for what is known of a record, or for anything at all', () => {
  it.each([
    [
      'driving school: pupils with their contact details, instructors and lessons',
      ['instructor', 'lesson', 'pupil'],
    ],
    ['we need a better way to log things. dogs, owners and walks', ['dog', 'owner', 'walk']],
    [
      'a tutoring app with students and their parent info, tutors and sessions',
      ['session', 'student', 'tutor'],
    ],
  ])('name no records: %s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });
});

describe('a decade or a figure', () => {
  it.each([
    [
      'I collect old seaside postcards, mostly 1900s to 1950s. I want the postcards and the dealers',
      ['dealer', 'postcard'],
    ],
    [
      'I sell vintage dresses, mostly 1950s to 1970s. I want the dresses and the buyers',
      ['buyer', 'dress'],
    ],
    [
      'I collect vinyl, mostly 1970s to 1990s. I want the records and the shops',
      ['record', 'shop'],
    ],
  ])('names no record: %s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });
});

describe('one example closed by "etc"', () => {
  it.each([
    ['families book rooms for stays during the holidays etc', 'family room stay'],
    ['kids come in for swims after school etc. I time each swim', 'kid swim'],
    ['members come in for climbs at weekends etc. I log each climb', 'climb member'],
  ])('is the phrase after the last preposition: %s', (prompt, records) => {
    expect(recordsOf(prompt).join(' ')).toBe(records);
  });
});

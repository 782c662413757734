import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/**
 * Values asked in everyday words: amounts added up, days on the trot, how long is left till a date,
 * what is usual or typical.
 */

const found = (prompt: string) => behaviourFound(understand(prompt).spec);

describe('values asked in everyday words', () => {
  it.each([
    [
      "Climbing gym: members and their sessions (minutes). Add up each member's minutes this month.",
      ['Member.sum'],
    ],
    [
      'Allotment: plots and harvests of each plot with the weight in kg; all the kg of each plot added together.',
      ['Plot.sum'],
    ],
    [
      'Cafe: baristas and the shifts each one works (hours). I add the hours up for each barista.',
      ['Barista.sum'],
    ],
  ])('"%s" adds them up', (prompt, expected) => {
    expect(found(prompt)).toEqual(expected);
  });

  it.each([
    [
      "my guitar practice: pieces, and a tap when I played one today. how many days on the trot I've played each piece",
      ['Piece.checkOff', 'Piece.streak'],
    ],
    [
      'Stretching routine: exercises, tick one off when done today, and show days on the trot for each exercise',
      ['Exercise.checkOff', 'Exercise.streak'],
    ],
  ])('"%s" counts days on the trot', (prompt, expected) => {
    expect(found(prompt)).toEqual(expected);
  });

  it.each([
    [
      'Seed packets with the date they can be sown; show how long is left until each one can be sown',
      ['SeedPacket.daysUntil'],
    ],
    [
      "Passports of the family with the expiry date. How long's left till each one expires?",
      ['Passport.daysUntil'],
    ],
  ])('"%s" counts the days left, no stock', (prompt, expected) => {
    expect(found(prompt)).toEqual(expected);
  });

  it.each([
    [
      "Dairy: cows, and milkings of each cow (litres). Show each cow's usual litres per milking.",
      ['Cow.average'],
    ],
    [
      'Darts league: players and matches (score). Show each player what their typical score is.',
      ['Player.average'],
    ],
    ['Running log: runs with the distance. What is my typical distance?', ['Run.average']],
    ['Running log: runs with the distance. Show the usual distance per run.', ['Run.average']],
    ['Café: baristas and shifts (hours). As usual, list the shifts by date.', []],
  ])('"%s" asks what is usual', (prompt, expected) => {
    expect(found(prompt)).toEqual(expected);
  });

  it.each([
    [
      "Dairy: cows, and milkings of each cow (litres). Show each cow's average litres per milking.",
      ['Cow.average'],
    ],
    [
      "Gym: members and workouts (minutes). Show each member's total minutes per workout.",
      ['Member.sum'],
    ],
  ])('"%s" is said of the record before the records it reads', (prompt, expected) => {
    expect(found(prompt)).toEqual(expected);
  });
});

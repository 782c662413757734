import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/**
 * Values asked of all records of a type, not of each one ("how many I've done this week", "the
 * total spent", "my longest ever", "when the last one was"): kept as the type's summary, reading
 * the field the ask names; a count of each record's own things or of what is held is not one.
 */

const summaryOf = (prompt: string) =>
  understand(prompt)
    .spec.entities.flatMap((entity) =>
      (entity.summary ?? []).map(
        (value) =>
          `${entity.name}.${value.kind}${value.field ? ` ${value.field}` : ''}${value.period ? ` ${value.period}` : ''}`,
      ),
    )
    .sort();

describe('values over all records of a type', () => {
  it.each([
    [
      'a log of my bike rides: date, distance in km, climb in metres. show how many rides I have done this week',
      ['BikeRide.count week'],
    ],
    [
      'I buy a coffee most mornings. log each coffee with the cafe, price and date. how much have I spent this month?',
      ['Coffee.sum price month'],
    ],
    [
      'tracking my swims - date, lengths, minutes. want my longest swim in minutes and when the last swim was',
      ['Swim.latest date', 'Swim.max minutes'],
    ],
    [
      'car boot sale: we note each sale with the item and the price. tell us how many things we sold today',
      ['Sale.count day'],
    ],
    [
      'my reading journal, each book finished with the date and pages. how many entries have I made this year?',
      ['Book.count year'],
    ],
    [
      'bird sightings: species, date, place. I want to see how many records I have added this week',
      ['BirdSighting.count week'],
    ],
    [
      'Blood pressure diary. each reading: date, systolic, diastolic, pulse. Show the average systolic and my highest pulse.',
      ['Reading.average systolic', 'Reading.max pulse'],
    ],
  ])('%s', (prompt, expected) => {
    expect(summaryOf(prompt)).toEqual(expected);
  });

  it.each([
    [
      'cycling tour: I log each stage (from, to, km). show how many km I ride per stage on average',
      ['Stage.average km'],
    ],
    [
      'I log each shift I work (date, hours). show the average hours per shift.',
      ['Shift.average hours'],
    ],
  ])('an average per record of the type asked of is over them all: %s', (prompt, expected) => {
    expect(summaryOf(prompt)).toEqual(expected);
  });

  it.each([
    [
      'Guitar practice log - each practice: date, minutes, what I worked on. How many days in a row have I practised?',
      ['Practice.streak date'],
    ],
    [
      'my runs: date, distance, time. show my streak of weeks in a row with a run',
      ['Run.streak date week'],
    ],
    [
      'I write in my journal most evenings. each entry has a date, a mood and the text. Show my current streak',
      ['JournalEntry.streak date'],
    ],
  ])('a streak of the records themselves: %s', (prompt, expected) => {
    expect(summaryOf(prompt)).toEqual(expected);
  });

  it.each([
    ['stretching routines I tick off each day, with a start date, and my streak', 'Routine'],
    [
      'my plants: name, date of watering. show how many days in a row I have misted each plant',
      'Plant',
    ],
  ])('keeps a streak of check-ins of each record: %s', (prompt, owner) => {
    expect(summaryOf(prompt)).toEqual([]);
    expect(behaviourFound(understand(prompt).spec)).toContain(`${owner}.streak`);
  });

  it.each([
    'my spice rack: spices with how many jars we have got and a reorder level, warn me when one runs low',
    'our club enters a number of tournaments each season. for each tournament keep the venue, the date and the entry fee',
    'Gardening tools (name, shed) and loans (borrower, date out). Show how many times each tool has been lent out.',
    'the podcasts I listen to, with the host and how much I enjoy them',
    'Suppliers send us invoices; each invoice has a due date and a total',
    'a list of the walks I do most weekends with the distance and the date',
  ])('asks nothing of them all: %s', (prompt) => {
    expect(summaryOf(prompt)).toEqual([]);
  });

  it.each([
    ['my car repairs with what each cost, and the combined cost', ['CarRepair.sum cost']],
    [
      'the rowers in our crew and their weights, with the combined weight of the crew',
      ['Rower.sum weight'],
    ],
    [
      'a list of my parcels and their weights, plus the weight of all of them combined',
      ['Parcel.sum weight'],
    ],
  ])('reads "combined" as a total: %s', (prompt, expected) => {
    expect(summaryOf(prompt)).toEqual(expected);
  });

  it('reads nothing in what is combined with another thing', () => {
    expect(summaryOf('my recipes, each combined with a wine I like, and its price')).toEqual([]);
  });
});

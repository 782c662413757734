import { describe, expect, it } from 'vitest';
import { linksOf, recordsOf } from './model-test-kit.ts';

/**
 * "we do a trip", "we hold a tasting", "the pickers do a harvest from a terrace": an act carried
 * out one at a time is a record of the app, as its plural would be; "a set of dances" is how
 * many, and "we run a food bank" names the business.
 */
describe('an act carried out is a record', () => {
  it.each([
    ['drama club: actors and plays. each month we hold a rehearsal for one play', 'rehearsal>play'],
    [
      'wine club: members and wines. once a month we hold a tasting of a few wines',
      'tasting<>wine',
    ],
    ['fire station: engines and crews. every week we do a drill on one engine', 'drill>engine'],
  ])('%s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['morris side: dancers and dances. each booking we do a set of dances', 'set'],
    ['we run a food bank: donors, donations and the families we help', 'bank'],
  ])('…not how many, nor the business: %s', (prompt, word) => {
    expect(recordsOf(prompt)).not.toContain(word);
  });
});

describe('an act paid or written down of a record is its record', () => {
  it.each([
    [
      'savings group: members and loans. every member pays a contribution each week',
      'contribution>member',
    ],
    [
      'car finance: customers and cars. every customer pays an instalment each month',
      'instalment>customer',
    ],
    ['mosque committee: families pay a donation every month', 'donation>family'],
    ['school office: pupils, and we record an incident against the pupil', 'incident>pupil'],
  ])('%s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

const fieldsOf = (prompt: string, name: string) =>
  understand(prompt)
    .spec.entities.find((entity) => entity.name === name)
    ?.fields.map((field) => field.name);

/**
 * "campers borrow stoves; each loan …": an act between records kept, one a thing, keeps the act's
 * own values and its links, not those of a kind that files its word under a thing (a loan as a
 * debt, a rental as a property, a job as a job applied for).
 */
describe('an act between records kept is no kind’s other sense', () => {
  it.each([
    [
      'Campers borrow stoves from our scout hut and each loan has a date it is due back',
      'Loan',
      ['dueDate', 'camper', 'stove'],
      ['interestRate', 'balance'],
    ],
    [
      'Hikers rent snowshoes from my shop; every rental has a return date',
      'Rental',
      ['returnDate', 'hiker', 'snowshoe'],
      ['bedrooms', 'monthlyRent'],
    ],
    [
      'lawnmower repairs: our mechanics, the mowers people bring in, and jobs - each job is one mower and one mechanic',
      'Job',
      ['mower', 'mechanic'],
      ['salary', 'position'],
    ],
  ])('%s', (prompt, name, kept, dropped) => {
    const fields = fieldsOf(prompt, name);
    expect(fields).toEqual(expect.arrayContaining(kept));
    for (const field of dropped) expect(fields).not.toContain(field);
  });

  it('a loan of money to a person stays a debt', () => {
    expect(
      fieldsOf('I lent cash to friends; track each loan and what they still owe', 'Loan'),
    ).toEqual(expect.arrayContaining(['balance']));
  });
});

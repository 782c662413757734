import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

const entitiesOf = (prompt: string) => understand(prompt).spec.entities;
const fieldsOf = (prompt: string, name: string) =>
  entitiesOf(prompt)
    .find((entity) => entity.name === name)
    ?.fields.map((field) => `${field.name}:${field.type}`) ?? [];

/**
 * "log each reading", "the reading before": the word of reading as a pastime, counted, is what an
 * instrument showed, a dated number, and makes no app of books; reading as a pastime still does.
 */
describe('a reading counted', () => {
  it.each([
    'Every evening I note what the well pump counter says. Keep the reading and the date, and show me the previous reading next to this one.',
    'I check the rain gauge after every storm and log each reading. Show the wettest one.',
    'The boiler pressure: I look at the dial on Sundays and add a reading, I want the highest this year',
  ])('keeps a dated number, not a book: %s', (prompt) => {
    const fields = fieldsOf(prompt, 'Reading');
    expect(fields).toEqual(expect.arrayContaining(['date:date', 'reading:number']));
    expect(fields.join(' ')).not.toMatch(/author|pages/);
    expect(entitiesOf(prompt).map((entity) => entity.name)).not.toContain('Book');
  });

  it('keeps the number said of a reading as the number it shows, not a second one', () => {
    const fields = fieldsOf(
      'I note the fridge temperature every morning, show how it moved since the reading before',
      'Reading',
    );
    expect(fields).toContain('fridgeTemperature:number');
    expect(fields).not.toContain('reading:number');
  });

  it('computes what is asked of the readings', () => {
    expect(
      behaviourFound(
        understand('I check the water softener salt level and log each reading, show the lowest')
          .spec,
      ),
    ).toEqual(['Reading.min']);
  });

  it.each([
    'I love reading and want to track what I read this year',
    'a reading tracker for my book club, each book with who suggested it',
  ])('keeps reading as a pastime an app of books: %s', (prompt) => {
    expect(entitiesOf(prompt).map((entity) => entity.name)).toContain('Book');
  });

  it('keeps a kind whose own records are readings: blood pressure', () => {
    expect(
      fieldsOf('keep my blood pressure, show the latest reading and my average', 'Reading'),
    ).toEqual(expect.arrayContaining(['systolic:number', 'diastolic:number']));
  });

  it('keeps a counted act the act: each borrowing of a tool', () => {
    expect(
      fieldsOf(
        'our tool library: members, tools, and each borrowing with the date back',
        'Borrowing',
      ),
    ).not.toContain('borrowing:number');
  });
});

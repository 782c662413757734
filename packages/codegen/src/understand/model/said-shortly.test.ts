import { describe, expect, it } from 'vitest';
import { linksOf, recordsOf } from './model-test-kit.ts';

/**
 * Short ways of saying the same: "our singers (the adults)" names the singers again; "one customer
 * many orders" says that one has many; one said outright wins over a loose "members get a locker".
 */
describe('short ways of saying it', () => {
  it.each([
    ['choir app: our singers (the adults) and the concerts they sing in', ['concert', 'singer']],
    ['farm: 3 tractors (the old machines) and the jobs each tractor does', ['job', 'tractor']],
  ])('a name in parentheses with "the" is another name: %s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });

  it.each([
    ['bakery: customers and orders, one customer many orders', ['order>customer']],
    ['school: one teacher many classes, one class many pupils', ['class>teacher', 'pupil>class']],
    ['club: members get a locker, so one member has many lockers', ['locker>member']],
    ['club: members get a locker and one member can have many lockers', ['locker>member']],
  ])('one has many: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(links);
  });
});

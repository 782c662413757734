import { describe, expect, it } from 'vitest';
import { modelOf, recordsOf } from './model-test-kit.ts';

/** "The kids", "the children" said of people kept already under a name of their own. */
describe('kids who are the people kept', () => {
  it.each([
    [
      'Foster agency: carers, the children placed with them and placements - a placement is one child with one carer, and kids can have several placements.',
      'carer child placement | placement>carer placement>child',
    ],
  ])('are those people: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('are the people kept when asked of in passing', () => {
    expect(
      recordsOf(
        'Debate club: debaters (name, year) and motions. Show which motions the most kids argued.',
      ),
    ).toEqual(['debater', 'motion']);
  });

  it.each([
    [
      'A playgroup app: rooms, children and parents; each child is in one room and has a parent',
      'child parent room | child>parent child>room',
    ],
    [
      'Book bank: donors give books, and each book goes to one child.',
      'book child donor | book>child book>donor',
    ],
  ])('stay people of their own when counted one by one: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

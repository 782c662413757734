import { describe, expect, it } from 'vitest';
import type { AppSpec } from '../app-spec.ts';
import { behaviourFound } from '../corpus/behaviour-score.ts';
import { understand } from './understand.ts';

/** Follow-ups that add or remove what the app computes and does, in several phrasings. */

function after(first: string, ...followUps: string[]) {
  let { spec } = understand(first);
  let notes: string[] = [];
  for (const prompt of followUps) ({ spec, notes } = understand(prompt, spec as AppSpec));
  return { found: behaviourFound(spec), notes };
}

const READING = 'a reading log with books and the reading sessions of each book (date, pages read)';

describe('follow-ups about values and actions', () => {
  it.each([
    ['show the total pages read of each book', 'Book.sum'],
    ['I want to see my reading streak on every book', 'Book.streak'],
    ['show how many reading sessions each book has', 'Book.count'],
  ])('"%s" adds a value over the linked records', (prompt, expected) => {
    const { found, notes } = after(READING, prompt);
    expect(found).toContain(expected);
    expect(notes).toContainEqual(expect.stringMatching(/^Books now show /));
  });

  it('adds an action said in a follow-up', () => {
    const { found, notes } = after(
      'a chores app with chores, who does each and a due date',
      'let me mark chores done with one tap',
    );
    expect(found).toEqual(['Chore.markDone']);
    expect(notes).toEqual(['Added one tap on chores: mark done']);
  });

  it.each(['remove the streak', 'remove the streak value', 'remove Streak'])(
    '"%s" removes the value by its name',
    (prompt) => {
      const { found, notes } = after(READING, 'show my reading streak on each book', prompt);
      expect(found).not.toContain('Book.streak');
      expect(notes).toEqual(['Books no longer show streak']);
    },
  );

  it.each(['show which chores are overdue', 'and show me the chores that are late'])(
    '"%s" asks for a value: "show" is no record type',
    (prompt) => {
      let { spec } = understand('a chores app with chores, who does each and a due date');
      const before = spec.entities.map((entity) => entity.name);
      const next = understand(prompt, spec as AppSpec);
      spec = next.spec;
      expect(spec.entities.map((entity) => entity.name)).toEqual(before);
      expect(behaviourFound(spec)).toEqual(['Chore.overdue']);
    },
  );

  it('leaves values alone on a follow-up about something else', () => {
    const { found } = after(READING, 'show the total pages read of each book', 'make it purple');
    expect(found).toEqual(['Book.sum']);
  });
});

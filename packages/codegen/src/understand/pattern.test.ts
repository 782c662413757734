import { describe, expect, it } from 'vitest';
import { anyOf, pattern, wordList } from './pattern.ts';

describe('pattern parts', () => {
  it('joins parts in sequence with the flags given', () => {
    const sortedBy = pattern([/\b(?:sorted|ordered)\s+by\s+/, '(\\w+)'], 'i');
    expect(sortedBy.flags).toBe('i');
    expect(sortedBy.exec('Books SORTED BY rating')?.[1]).toBe('rating');
    expect(sortedBy.test('books by rating')).toBe(false);
  });

  it('groups alternatives so a sequence after them applies to each', () => {
    const verbThenThing = pattern(['^', anyOf(['track', /log(?:s|ged)?/]), '\\s+(\\w+)$']);
    expect(verbThenThing.exec('logged runs')?.[1]).toBe('runs');
    expect(verbThenThing.exec('track books')?.[1]).toBe('books');
    expect(verbThenThing.test('trackbooks')).toBe(false);
  });

  it('reads a word list as alternatives, each may use pattern syntax', () => {
    const verb = pattern(['^', wordList(' organi[sz]e  plan\nrecord '), '$']);
    expect(['organise', 'organize', 'plan', 'record'].every((word) => verb.test(word))).toBe(true);
    expect(verb.test('plans')).toBe(false);
    expect(verb.test('')).toBe(false);
  });
});

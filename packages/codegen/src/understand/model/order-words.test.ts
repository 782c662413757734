import { describe, expect, it } from 'vitest';
import { recordsOf } from './model-test-kit.ts';

/**
 * "since the previous dip": where nothing else names what is kept, a word of order is never the
 * record; the act it orders is.
 */
describe('a word of order names no record', () => {
  it.each([
    ['I dip the tank every Saturday. Show how much went since the previous dip.', 'dip'],
    ['I rake the sand pit each morning. Show how long since the previous rake.', 'rake'],
  ])('%s', (prompt, record) => {
    expect(recordsOf(prompt)).toEqual([record]);
  });
});

/** "flag the overdue ones": a word standing for the records named before is never one itself. */
describe('"ones" names no record', () => {
  it.each([
    ['Our gutters need clearing every autumn; show the ones not done yet', 'gutter'],
    ['My fire blankets need checking once a year. Flag overdue ones.', 'blanket'],
  ])('%s', (prompt, record) => {
    expect(recordsOf(prompt)).toEqual([record]);
  });
});

/** "I service extinguishers every six months. Show which ones are overdue.": how often, and "are", name nothing kept. */
describe('how often a thing is done names no record', () => {
  it.each([
    ['I service fire extinguishers every six months. Show which ones are overdue.', 'extinguisher'],
    ['we inspect the ladders every 3 months', 'ladder'],
    ['I descale the office kettles once a month, tell me which are late', 'kettle'],
  ])('%s', (prompt, record) => {
    expect(recordsOf(prompt)).toEqual([record]);
  });
});

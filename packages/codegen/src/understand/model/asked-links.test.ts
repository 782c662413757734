import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';
import { askingSpans } from './asked-links.ts';

/** A question counts records by what they reach through another: it adds no link of its own. */
describe('links said only in questions', () => {
  it.each([
    [
      'Apiary log: apiaries, hives in each apiary and inspections of each hive. How many inspections were done at each apiary?',
      'apiary hive inspection | hive>apiary inspection>hive',
    ],
    [
      'Stables: yards, horses kept in each yard, and rides of each horse. How many rides came from each yard this month?',
      'horse ride yard | horse>yard ride>horse',
    ],
    [
      'Kennel: owners, their dogs, and stays of each dog. Show how many stays each owner had.',
      'dog owner stay | dog>owner stay>dog',
    ],
  ])('%s: no shortcut', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('keeps a link a question alone says', () => {
    expect(modelOf('Kennel: owners, their dogs, and stays. How many stays has each dog had?')).toBe(
      'dog owner stay | dog>owner stay>dog',
    );
  });

  it('keeps a shortcut the person tells', () => {
    expect(
      modelOf(
        'Apiary log: apiaries, hives in each apiary and inspections of each hive; each inspection is done at one apiary.',
      ),
    ).toBe('apiary hive inspection | hive>apiary inspection>apiary inspection>hive');
  });

  it.each([
    ['Hives and inspections. How many per hive?', 'How many per hive?'],
    [
      'Log each refill, show how many refills every feeder had.',
      'show how many refills every feeder had.',
    ],
    ['Dogs and walks, and which dog walked most', 'which dog walked most'],
  ])('"%s" asks "%s"', (text, asked) => {
    expect(askingSpans(text).map(({ from, to }) => text.slice(from, to).trim())).toEqual([asked]);
  });
});

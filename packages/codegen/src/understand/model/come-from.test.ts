import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "eggs from a few henhouses", "the cores we took out of each tree": what records are taken,
 * bought or come out of names the record each one comes from.
 */
describe('records that come from others', () => {
  it.each([
    [
      'Our orchard app: the trees (variety, age) and the cores we took out of each tree, with length and ring count.',
      'core tree | core>tree',
    ],
    [
      'A hatchery log: clutches with the date laid, and the chicks that hatch out of a clutch, each with a ring number.',
      'chick clutch | chick>clutch',
    ],
    [
      'We gather eggs from a few henhouses and grade every egg by size and colour.',
      'egg henhouse | egg>henhouse',
    ],
    [
      'I order parts from various suppliers; each part has a price and a code.',
      'part supplier | part>supplier',
    ],
    [
      'Farms (name, county) and soil samples: we take soil samples from the farms.',
      'farm sample | sample>farm',
    ],
    [
      'I pick up shells from the beaches, with the species and size of each shell.',
      'beach shell | shell>beach',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('leaves where they come from unnamed when it is only said in passing', () => {
    expect(modelOf('Quotes from books I love, each with the page and the date I read it.')).toBe(
      'quote | ',
    );
  });
});

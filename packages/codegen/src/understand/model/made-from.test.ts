import { describe, expect, it } from 'vitest';
import { linksOf } from './model-test-kit.ts';

/**
 * "a wig is made from several ponytails": one record said of many of another is not one of them.
 * It holds many of them, each of which may be in many (many of each), unless each is said to be
 * in only one ("a ponytail is only used in one wig").
 */
describe('one record made from many of another', () => {
  it.each([
    ['wig shop: wigs and ponytails. a wig is made from several ponytails', ['ponytail<>wig']],
    ['dj sets and tracks. a set is built from many tracks', ['set<>track']],
    [
      'florist: bouquets and flowers. a bouquet is made from several flowers and each flower is used in only one bouquet',
      ['flower>bouquet'],
    ],
    [
      'hair charity: wigs and ponytails. each wig is made from a few ponytails, a ponytail is only used in one wig',
      ['ponytail>wig'],
    ],
  ])('%s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(links);
  });

  it('said of them all, a few stays one each: "mouldings come from a few suppliers"', () => {
    expect(
      linksOf('framing shop: mouldings and suppliers. mouldings come from a few suppliers'),
    ).toEqual(['moulding>supplier']);
  });
});

import { describe, expect, it } from 'vitest';
import { joinBinomials } from './binomials.ts';

describe('two words joined by "and" that name one thing', () => {
  it.each([
    ['A Dungeons and Dragons campaign manager', 'A Dungeons-and-Dragons campaign manager'],
    ['Dungeons and Dragons campaigns', 'Dungeons-and-Dragons campaigns'],
    ['my Pride & Prejudice quote book', 'my Pride-and-Prejudice quote book'],
    ['a Marks and Spencer receipt log', 'a Marks-and-Spencer receipt log'],
  ])('a name in capitals: %s', (text, joined) => {
    expect(joinBinomials(text)).toBe(joined);
  });

  it.each([
    ['A lost and found app for my school', 'A lost-and-found app for my school'],
    ['the signed and sealed contracts', 'the signed-and-sealed contracts'],
    ['a used and sold items list', 'a used-and-sold items list'],
  ])('two describing words, one a participle, before a noun: %s', (text, joined) => {
    expect(joinBinomials(text)).toBe(joined);
  });

  it.each([
    ['Owners, pets and appointments'],
    ['a black and white theme'],
    ['an app to track and log runs'],
    ['A recipe and shopping list app'],
    ['Track Clients and Invoices'],
    ['a Clients and Invoices app'],
  ])('a list or a pair of plain words stays as it is: %s', (text) => {
    expect(joinBinomials(text)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { clausesOf } from './parse.ts';
import { linksOf } from './model-test-kit.ts';

describe('what the business makes against a record', () => {
  it.each([
    [
      'letting agent: tenants and tenancies, and when a tenancy ends we write inspection reports against that tenancy',
      'report>tenancy',
    ],
    [
      'camp site: pitches and stays; after a stay we log complaints against the stay',
      'complaint>stay',
    ],
    ['court: cases and hearings, and we file motions for that hearing', 'motion>hearing'],
  ])('is kept, and is about that record: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('the verb of a clause that "when" opens', () => {
  const tagOf = (text: string, word: string) =>
    clausesOf(text)
      .flat()
      .find((token) => token.word === word)?.pos;

  it.each([
    ['when a tenancy ends we write reports', 'ends'],
    ['once a job finishes, we send an invoice', 'finishes'],
    ['if a member leaves they get a refund', 'leaves'],
  ])('is a verb after one record: %s', (text, word) => {
    expect(tagOf(text, word)).toBe('verb');
  });

  it.each([
    ['the client invoices, payments and jobs', 'invoices'],
    ['the member leaves and the staff rota', 'rota'],
    ['the hat blocks I own and commissions', 'blocks'],
  ])('…not a plural named after it: %s', (text, word) => {
    expect(tagOf(text, word)).toBe('noun');
  });
});

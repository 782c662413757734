import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/** "walks (we call them rambles - …)": the records go by the person's own name for them. */
describe('records the person calls by a name of their own', () => {
  it.each([
    [
      'Clients and the jobs (I call them gigs: date, fee, venue) I do for each client.',
      'client gig | gig>client',
    ],
    [
      'Hikers and our walks (we call them rambles - date, route, miles). A hiker can come on many rambles.',
      'hiker ramble | hiker<>ramble',
    ],
  ])('are that one record: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

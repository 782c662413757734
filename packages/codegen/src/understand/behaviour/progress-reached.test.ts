import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

/** Progress asked as how near a record is to its target, and reached by the records entered. */

const progressOf = (prompt: string, owner: string) =>
  understand(prompt)
    .spec.entities.find((entity) => entity.name === owner)
    ?.computed?.find((value) => value.kind === 'progress');

describe('progress toward a target, reached by the linked records the idea enters', () => {
  it.each([
    [
      'Our swim club raises money for a new pool cover and a minibus; each fundraiser has a target and we log every donation with the amount. Show how near each fundraiser is to its target.',
      'Fundraiser',
      'Donation',
    ],
    [
      'school PTA fundraisers, each has a target, parents make donations to one fundraiser - how near is each fundraiser to its target?',
      'PtaFundraiser',
      'Donation',
    ],
    [
      'The church runs appeals, each with a target amount. We enter donations to an appeal and want to see how close each appeal is to its target.',
      'Appeal',
      'Donation',
    ],
    [
      'Appeals for the hospice shop, each with a target amount; volunteers enter every donation to an appeal. Show how near each appeal is to the target.',
      'Appeal',
      'Donation',
    ],
  ])('"%s"', (prompt, owner, over) => {
    expect(progressOf(prompt, owner)).toMatchObject({ over: { entity: over }, field: 'amount' });
  });

  it('keeps the amount so far a record has when the idea names it', () => {
    const prompt =
      'Fundraisers, each with a target and the amount raised so far, and donations to a fundraiser (date, amount). Show how close each fundraiser is to its target.';
    expect(progressOf(prompt, 'Fundraiser')).toMatchObject({ field: 'amountRaised' });
  });
});

describe('progress toward a target number, counted by the only records added to it', () => {
  it.each([
    [
      'Petitions, each with a target number; we add signatures to a petition as we get them. How close is each petition?',
      'Petition',
      'Signature',
    ],
    [
      'Litter picks: each pick has a target number and we record each bag collected at a pick. How near is each pick to its target?',
      'Pick',
      'Bag',
    ],
    [
      'Sponsored swims, each with a target number; we add lengths to a swim as they are done. How close is each swim?',
      'Swim',
      'Length',
    ],
  ])('"%s"', (prompt, owner, counted) => {
    const progress = progressOf(prompt, owner);
    expect(progress).toMatchObject({ over: { entity: counted }, against: 'targetNumber' });
    expect(progress?.field).toBeUndefined();
  });
});

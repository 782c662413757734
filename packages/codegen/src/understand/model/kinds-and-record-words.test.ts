import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/** "each patient record" where patients are kept: the record is the patient. */
describe('a record named as the record of one kept', () => {
  it.each([
    [
      'Each patient record is from one clinic. We see patients at three clinics.',
      'clinic patient | patient>clinic',
    ],
    ['Schools and pupils: each pupil record is for one school.', 'pupil school | pupil>school'],
  ])('is that record: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

/** "clients (usually landlords)": what most of the records are names a kind of them. */
describe('what the records mostly are, said aside', () => {
  it.each([
    [
      'Clients (usually landlords) and the properties they own.',
      'client property | property>client',
    ],
    [
      'Owners and their boats (an owner may have two, charter firms mostly).',
      'boat owner | boat>owner',
    ],
  ])('names no record of its own: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "a repair can use several parts": one said with "a" before what it can or may do to several is
 * any one of them, so both are kept, many of each.
 */
describe('any one of a kind, said with "a" and "can" or "may"', () => {
  it.each([
    ['a repair can use several parts', 'part repair | part<>repair'],
    ['a plot can grow several crops', 'crop plot | crop<>plot'],
    ['a student could take many courses', 'course student | course<>student'],
    ['a member may borrow up to three books', 'book member | book<>member'],
  ])('does it to many: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    ['In our studio a class can have lots of dancers', 'class dancer | dancer>class'],
    ['a guest may bring several dishes to the potluck', 'dish guest | dish>guest'],
  ])('leaves what it has or brings as before: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"as many as they like": many', () => {
  it.each([
    [
      'Pottery school: tutors, workshops and students. Students can join as many workshops as they want.',
      'student tutor workshop | student<>workshop workshop>tutor',
    ],
    [
      'a choir with singers and concerts; singers can sing in as many concerts as they wish',
      'concert singer | concert<>singer',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

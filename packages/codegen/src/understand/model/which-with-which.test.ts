import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/** "tick which ringers are at which practice": one of each picked and paired, many of each. */
describe('which of one record goes with which of another', () => {
  it.each([
    [
      'Actors and rehearsals. tick which actor came to which rehearsal',
      'actor rehearsal | actor<>rehearsal',
    ],
    [
      'players and training sessions; mark which players turned up to which session',
      'player session | player<>session',
    ],
    [
      'Bell ringers and practices: I want to tick which ringers are at which practice',
      'practice ringer | practice<>ringer',
    ],
  ])('is many of each: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

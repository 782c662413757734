import { describe, expect, it } from 'vitest';
import { lcpRating, scoreBand } from './score-bands';

describe('score bands (spec 02 §5)', () => {
  it('is green from 90, yellow from 70, red below', () => {
    expect(scoreBand(100)).toBe('good');
    expect(scoreBand(90)).toBe('good');
    expect(scoreBand(89)).toBe('fair');
    expect(scoreBand(70)).toBe('fair');
    expect(scoreBand(69)).toBe('poor');
    expect(scoreBand(0)).toBe('poor');
  });

  it('counts an LCP under 1500 ms as good and 1500 ms or more as slow', () => {
    expect(lcpRating(1499)).toBe('good');
    expect(lcpRating(1500)).toBe('slow');
    expect(lcpRating(4200)).toBe('slow');
  });
});

import { describe, expect, it } from 'vitest';
import { cryptoSource } from './random';
import { simulateRtp } from './simulation';

describe('simulateRtp', () => {
  it('measures each game within its 95% interval of theory, and reports rising progress', () => {
    const progress: number[] = [];
    const results = simulateRtp(
      { slotSpins: 300_000, rouletteRounds: 300_000 },
      cryptoSource(),
      (fraction) => progress.push(fraction),
    );
    expect(results.map((result) => result.id)).toEqual([
      'slots',
      'roulette-straight',
      'roulette-red',
    ]);
    for (const result of results) {
      expect(result.rounds).toBe(300_000);
      // 2.5 times the 95% margin is about 4.9 standard errors: a chance failure is below one in a million.
      expect(Math.abs(result.measured - result.theoretical), result.id).toBeLessThan(
        2.5 * result.margin,
      );
    }
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('reports the measured RTP exactly from a scripted source: every spin three cherries', () => {
    // Each reel draws 0 (cherry) from a source that always returns 0: three cherries pay 10 per 10 bet.
    const [slots] = simulateRtp({ slotSpins: 10, rouletteRounds: 0 }, () => 0);
    expect(slots!.measured).toBe(1);
  });
});

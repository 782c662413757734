import { LCP_GOOD_MS, SCORE_FAIR, SCORE_GOOD } from '@appforge/shared/contracts/page-builder';

export type ScoreBand = 'good' | 'fair' | 'poor';

/** spec 02 §5: 90 or more green, 70 or more yellow, below 70 red. */
export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_GOOD) return 'good';
  if (score >= SCORE_FAIR) return 'fair';
  return 'poor';
}

/** Text colour per band; the band is also written out, so colour is never the only signal. */
export const SCORE_BAND_TEXT: Record<ScoreBand, string> = {
  good: 'text-emerald-400',
  fair: 'text-amber-300',
  poor: 'text-red-400',
};

export const SCORE_BAND_LABEL: Record<ScoreBand, string> = {
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};

export type LcpRating = 'good' | 'slow';

/** spec 02 §5: an estimated LCP under 1500 ms counts as good. */
export const lcpRating = (estimatedLcpMs: number): LcpRating =>
  estimatedLcpMs < LCP_GOOD_MS ? 'good' : 'slow';

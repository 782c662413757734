import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { lcpRating, SCORE_BAND_LABEL, SCORE_BAND_TEXT, scoreBand } from '../lib/score-bands';

/** A 0–100 score in its band's colour, with the band named for screen readers. */
export function ScoreValue({ score, className }: { score: number; className?: string }) {
  const band = scoreBand(score);
  return (
    <span className={cn('font-semibold tabular-nums', SCORE_BAND_TEXT[band], className)}>
      {score}
      <span className="sr-only"> ({SCORE_BAND_LABEL[band]})</span>
    </span>
  );
}

/** An estimated LCP in ms, marked Good under 1500 ms and Slow from there (spec 02 §5). */
export function LcpValue({ estimatedLcpMs }: { estimatedLcpMs: number }) {
  const good = lcpRating(estimatedLcpMs) === 'good';
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="font-semibold text-foreground tabular-nums">
        {formatNumber(estimatedLcpMs)} ms
      </span>
      <Badge tone={good ? 'success' : 'warning'}>{good ? 'Good' : 'Slow'}</Badge>
    </span>
  );
}

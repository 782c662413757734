import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import type { RtpMeasurement } from '../lib/simulation';

const pct = (value: number) => `${(value * 100).toFixed(2)}%`;
const pp = (value: number) => `${(value * 100).toFixed(2)} pp`;
const signedPp = (value: number) => `${value >= 0 ? '+' : '−'}${pp(Math.abs(value))}`;

/** Measured against theoretical RTP, one row per bet; two columns of figures so it fits 375 px. */
export function RtpResults({ results, ms }: { results: RtpMeasurement[]; ms: number | null }) {
  return (
    <table className="w-full text-sm" aria-label="RTP results">
      <thead>
        <tr className="text-left text-xs text-muted">
          <th className="pr-3 pb-1 font-normal">Game</th>
          <th className="pr-3 pb-1 font-normal">Theoretical RTP</th>
          <th className="pb-1 font-normal">Measured RTP</th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {results.map((result) => {
          const difference = result.measured - result.theoretical;
          // About one run in twenty lands outside its 95% interval by chance: say so rather than hide it.
          const within = Math.abs(difference) <= result.margin;
          return (
            <tr
              key={result.id}
              className="border-t border-border align-top"
              data-testid={`rtp-${result.id}`}
            >
              <td className="py-2 pr-3">
                <span className="block text-foreground">{result.label}</span>
                <span className="text-xs text-muted">{formatNumber(result.rounds)} rounds</span>
              </td>
              <td className="py-2 pr-3" data-value={result.theoretical}>
                {pct(result.theoretical)}
              </td>
              <td className="py-2" data-value={result.measured}>
                <span className="flex items-center gap-1.5 text-foreground">
                  {pct(result.measured)}
                  <span
                    role="img"
                    aria-label={within ? 'Within the 95% interval' : 'Outside the 95% interval'}
                    title={within ? 'Within the 95% interval' : 'Outside the 95% interval'}
                  >
                    {within ? (
                      <CheckCircle2 aria-hidden className="size-3.5 text-emerald-400" />
                    ) : (
                      <TriangleAlert aria-hidden className="size-3.5 text-amber-400" />
                    )}
                  </span>
                </span>
                <span className="block text-xs text-muted">
                  {signedPp(difference)} · ± {pp(result.margin)} at 95%
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
      {ms !== null ? (
        <caption className="caption-bottom pt-2 text-left text-xs text-muted">
          Simulated in {(ms / 1000).toFixed(2)} s. Theory comes from the demo paytable and wheel;
          the RTP on each game record is sample data.
        </caption>
      ) : null}
    </table>
  );
}

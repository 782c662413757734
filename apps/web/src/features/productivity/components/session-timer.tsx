import { formatClockTime } from '@/lib/format-time';
import { useElapsed } from '../hooks/use-elapsed';
import { describeElapsed, formatElapsed } from '../lib/productivity-format';

/** The running session's time, ticking each second; its name says the time in words. */
export function SessionTimer({ startedAt }: { startedAt: string }) {
  const elapsed = useElapsed(startedAt);
  return (
    <div className="flex flex-col gap-0.5">
      <p
        role="timer"
        aria-label={`Coding session time: ${describeElapsed(elapsed)}`}
        className="font-mono text-3xl font-semibold text-foreground tabular-nums"
      >
        {formatElapsed(elapsed)}
      </p>
      <p className="text-xs text-muted">
        Started at <time dateTime={startedAt}>{formatClockTime(startedAt)}</time>
      </p>
    </div>
  );
}

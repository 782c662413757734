import type { BuildJob } from '@appforge/shared/contracts/page-builder';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Progress } from '@/components/ui/progress';
import { buildCountText, buildPercent, buildStepText } from '../lib/build-progress';

export interface BuildProgressPanelProps {
  job: BuildJob | null;
  onRetry: () => void;
}

/** A running Build All job's progress, or why the last one stopped. */
export function BuildProgressPanel({ job, onRetry }: BuildProgressPanelProps) {
  const titleId = useId();
  if (job?.status === 'failed') {
    return (
      <ErrorState
        title="Build All Pages stopped"
        error={new Error(job.error ?? 'The build failed.')}
        onRetry={onRetry}
      />
    );
  }
  if (job?.status !== 'running') return null;
  return (
    <Card className="flex flex-col gap-3 p-5" role="region" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <h2 id={titleId} className="font-medium text-foreground">
          Building all pages
        </h2>
        <p role="status" className="text-muted tabular-nums">
          {buildStepText(job)} · {buildCountText(job)}
        </p>
      </div>
      <Progress
        value={buildPercent(job)}
        aria-label="Build progress"
        getValueLabel={() => buildCountText(job)}
      />
    </Card>
  );
}

import type { MediaJob } from '@appforge/shared/contracts/media';
import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { jobCountText, jobPercent, jobStatusText } from '../lib/job-progress';

export interface BatchJobPanelProps {
  label: string;
  job: MediaJob;
}

/** A batch job's progress, the files it skipped and why, its error, and the archive to download. */
export function BatchJobPanel({ label, job }: BatchJobPanelProps) {
  return (
    <div className="flex flex-col gap-2">
      <Progress
        value={jobPercent(job)}
        aria-label={`${label} progress`}
        getValueLabel={() => jobCountText(job)}
      />
      <p
        role="status"
        className={cn(
          'text-xs tabular-nums',
          job.status === 'failed' ? 'text-red-300' : 'text-muted',
        )}
      >
        {jobStatusText(job)}
      </p>
      {job.skipped.length > 0 ? (
        <ul aria-label={`Skipped by ${label}`} className="flex flex-col gap-0.5 text-xs">
          {job.skipped.map((item) => (
            <li key={item.fileId} className="text-amber-300">
              <span className="font-mono">{item.originalName}</span> — {item.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {job.status === 'completed' && job.resultUrl ? (
        <a
          href={job.resultUrl}
          download
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'self-start')}
        >
          <Download aria-hidden />
          Download archive
        </a>
      ) : null}
    </div>
  );
}

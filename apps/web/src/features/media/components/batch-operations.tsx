import { WATERMARK_MAX_LENGTH, type BatchKind } from '@appforge/shared/contracts/media';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Input } from '@/components/ui/input';
import { BATCH_TOOLS } from '../data/batch-tools';
import { useBatchJob } from '../hooks/use-batch-job';
import { BatchJobPanel } from './batch-job-panel';
import { ToolCard } from './tool-card';

function BatchTool({ kind, text }: { kind: BatchKind; text?: string }) {
  const { label, description, icon } = BATCH_TOOLS[kind];
  const { job, running, starting, start } = useBatchJob(kind);
  const needsText = kind === 'watermark' && !text;
  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 flex-1 text-sm text-muted">{description}</p>
        <BusyButton
          size="sm"
          variant="secondary"
          icon={icon}
          busy={running || starting}
          disabled={needsText}
          onClick={() => start(kind === 'watermark' ? text : undefined)}
        >
          {label}
        </BusyButton>
      </div>
      {job ? <BatchJobPanel label={label} job={job} /> : null}
    </li>
  );
}

/** spec 02 §2 "Processing": the batch operations, each a job over all of the caller's files. */
export function BatchOperations() {
  const fieldId = useId();
  const [watermark, setWatermark] = useState('');
  return (
    <ToolCard title="Batch operations" description="Run a tool over every file at once.">
      <div className="flex flex-col gap-1.5 pb-2">
        <label htmlFor={fieldId} className="text-sm font-medium text-foreground">
          Watermark text
        </label>
        <Input
          id={fieldId}
          value={watermark}
          maxLength={WATERMARK_MAX_LENGTH}
          placeholder="© Your Studio"
          onChange={(event) => setWatermark(event.target.value)}
        />
      </div>
      <ul aria-label="Batch operations">
        <BatchTool kind="optimize" />
        <BatchTool kind="thumbnails" />
        <BatchTool kind="watermark" text={watermark.trim()} />
        <BatchTool kind="archive" />
      </ul>
    </ToolCard>
  );
}

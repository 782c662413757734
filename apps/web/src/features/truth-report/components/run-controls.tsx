import { RUN_STAGE_LABELS, type RunProgress } from '@appforge/shared/contracts/truth-report';
import { ShieldCheck } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

const STARTING = 'Starting the run';

export interface GenerateReportButtonProps {
  running: boolean;
  progress: RunProgress | null;
  onClick: () => void;
}

/** spec 02 §2: Generate Report; busy with the run's percent until the report is saved. */
export function GenerateReportButton({ running, progress, onClick }: GenerateReportButtonProps) {
  return (
    <BusyButton
      busy={running}
      icon={ShieldCheck}
      busyLabel={`Generating… ${progress?.progress ?? 0}%`}
      onClick={onClick}
    >
      Generate Report
    </BusyButton>
  );
}

/** The running report's stage and progress bar, read from the server every 500 ms. */
export function RunProgressPanel({ progress }: { progress: RunProgress | null }) {
  const stage = progress ? RUN_STAGE_LABELS[progress.stage] : STARTING;
  const percent = progress?.progress ?? 0;
  return (
    <Card className="flex flex-col gap-2 p-4">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="min-w-0 text-foreground" aria-live="polite">
          {stage}…
        </p>
        <span className="shrink-0 text-muted tabular-nums">{percent}%</span>
      </div>
      <Progress
        value={percent}
        aria-label="Report progress"
        getValueLabel={() => `${percent}%: ${stage}`}
      />
    </Card>
  );
}

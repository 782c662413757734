import {
  GATE_KEYS,
  GATE_LABELS,
  type GateKey,
  type TruthReport,
} from '@appforge/shared/contracts/truth-report';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { GateDetails } from './gate-details';
import { GateStatusBadge } from './status-badges';

function GateRow({ report, gate }: { report: TruthReport; gate: GateKey }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  const label = GATE_LABELS[gate];
  const { status, summary } = report[gate];
  return (
    <li>
      <Card role="article" aria-labelledby={titleId} className="flex flex-col">
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={titleId} className="text-sm font-medium text-foreground">
                {label}
              </h3>
              <GateStatusBadge status={status} />
            </div>
            <p className="mt-1 text-sm text-muted">{summary}</p>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={`Details of ${label}`}
            onClick={() => setOpen(!open)}
          >
            Details
            <ChevronDown
              aria-hidden
              className={cn('transition-transform duration-150', open && 'rotate-180')}
            />
          </Button>
        </div>
        <div id={detailsId} hidden={!open} className="border-t border-border p-4">
          {open ? <GateDetails report={report} gate={gate} /> : null}
        </div>
      </Card>
    </li>
  );
}

/** Every gate of the report in order, with its status, its summary and what it found. */
export function QualityGatesTab({ report }: { report: TruthReport }) {
  return (
    <ul aria-label="Quality gates" className="flex flex-col gap-3">
      {GATE_KEYS.map((gate) => (
        <GateRow key={gate} report={report} gate={gate} />
      ))}
    </ul>
  );
}

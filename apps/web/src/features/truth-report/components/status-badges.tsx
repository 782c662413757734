import type { GateStatus, Kpi } from '@appforge/shared/contracts/truth-report';
import { Badge } from '@/components/ui/badge';
import { GATE_STATUS_LOOKS, KPI_STATUS_LOOKS, verdictLook } from '../lib/status-tones';

/** spec 02 §4: the verdict in green, red, yellow or grey. */
export function VerdictBadge({ verdict }: { verdict: string }) {
  const { tone, label } = verdictLook(verdict);
  return (
    <Badge tone={tone} data-tone={tone} className="px-3 py-1 text-sm font-semibold">
      <span className="sr-only">Verdict: </span>
      {label}
    </Badge>
  );
}

export function GateStatusBadge({ status }: { status: GateStatus }) {
  const { tone, label } = GATE_STATUS_LOOKS[status];
  return (
    <Badge tone={tone} data-tone={tone}>
      {label}
    </Badge>
  );
}

export function KpiStatusBadge({ status }: { status: Kpi['status'] }) {
  const { tone, label } = KPI_STATUS_LOOKS[status];
  return (
    <Badge tone={tone} data-tone={tone}>
      {label}
    </Badge>
  );
}

import type { FinOpsGate } from '@appforge/shared/contracts/truth-report';
import { Badge } from '@/components/ui/badge';
import { BUDGET_STATUS_LABELS, finOpsFigures } from '../lib/gate-figures';
import { FigureList } from './figure-list';
import { GateCard } from './gate-card';

const BUDGET_TONES = { within: 'success', warning: 'warning', over: 'destructive' } as const;

/** spec 02 §3 "finOps": the budget status, what the run cost and what a month would. */
export function FinOpsTab({ gate }: { gate: FinOpsGate }) {
  return (
    <GateCard title="FinOps" gate={gate}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">Budget status</span>
        <Badge tone={BUDGET_TONES[gate.budgetStatus]}>
          {BUDGET_STATUS_LABELS[gate.budgetStatus]}
        </Badge>
      </p>
      <FigureList figures={finOpsFigures(gate)} label="FinOps figures" />
    </GateCard>
  );
}

import {
  KPI_KEYS,
  KPI_LABELS,
  type Kpi,
  type KpiKey,
} from '@appforge/shared/contracts/truth-report';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { describeFailure } from '@/lib/api-error';
import { useKpiStatus } from '../api/get-kpi-status';
import { formatCount, formatKpi, formatKpiTarget, NOT_MEASURED } from '../lib/report-format';
import { FigureValue } from './figure-list';
import { TabSkeleton } from './report-states';
import { KpiStatusBadge } from './status-badges';

function KpiCard({ kpiKey, kpi }: { kpiKey: KpiKey; kpi: Kpi }) {
  const label = KPI_LABELS[kpiKey];
  const samples = `${formatCount(kpi.samples)} ${kpi.samples === 1 ? 'sample' : 'samples'}`;
  return (
    <Card role="article" aria-label={label} className="flex flex-col gap-2 p-5">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-medium text-foreground">{label}</h3>
        <KpiStatusBadge status={kpi.status} />
      </div>
      <p className="text-2xl font-semibold text-foreground">
        <FigureValue value={kpi.current === null ? NOT_MEASURED : formatKpi(kpiKey, kpi.current)} />
      </p>
      <p className="text-xs text-muted">
        Target {formatKpiTarget(kpiKey, kpi.target)} · {samples}
      </p>
    </Card>
  );
}

/** spec 02 §3 "KPI status": the caller's five KPIs, each against the spec's target (§9). */
export function KpisTab() {
  const status = useKpiStatus();
  if (status.isPending) return <TabSkeleton label="Loading the KPIs" />;
  if (status.isError) {
    return (
      <ErrorState
        title="Couldn't load the KPIs"
        error={new Error(describeFailure(status.error))}
        onRetry={() => void status.refetch()}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">Measured over your last 30 days, across your projects.</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {KPI_KEYS.map((key) => (
          <KpiCard key={key} kpiKey={key} kpi={status.data[key]} />
        ))}
      </div>
    </div>
  );
}

import {
  GATE_LABELS,
  VERDICT_RULES,
  type GateKey,
  type TruthReport,
} from '@appforge/shared/contracts/truth-report';
import { ChevronRight, Gauge, ListChecks, Smartphone, Timer } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import { formatAbsoluteTime, formatDuration, formatRelativeTime } from '@/lib/format-time';
import { headlineFigures } from '../lib/headline-figures';
import { FigureValue } from './figure-list';
import { VerdictBadge } from './status-badges';

const HEADLINE_ICONS = [ListChecks, Timer, Gauge, Smartphone] as const;
const HEADLINE_TINTS = ['success', 'primary', 'violet', 'warning'] as const;

function GateNames({
  title,
  gates,
  tone,
}: {
  title: string;
  gates: readonly GateKey[];
  tone: 'destructive' | 'warning';
}) {
  if (gates.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">{title}</span>
      <ul aria-label={title} className="flex flex-wrap gap-1.5">
        {gates.map((gate) => (
          <li key={gate}>
            <Badge tone={tone}>{GATE_LABELS[gate]}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** When the report ran, and how long ago while that says more than the date. */
function ReportTime({ timestamp }: { timestamp: string }) {
  const absolute = formatAbsoluteTime(timestamp);
  const relative = formatRelativeTime(timestamp);
  return (
    <>
      <time dateTime={timestamp}>{absolute}</time>
      {relative === absolute ? null : <span className="text-muted"> ({relative})</span>}
    </>
  );
}

/** The verdict's three rules, folded away until asked for. */
function VerdictRules() {
  return (
    <details className="group rounded-control border border-border">
      <summary className="flex cursor-pointer list-none [&::-webkit-details-marker]:hidden items-center gap-2 px-3 py-2 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-cyan-500/60">
        <ChevronRight
          aria-hidden
          className="size-4 text-muted transition-transform duration-150 group-open:rotate-90"
        />
        How the verdict is decided
      </summary>
      <ul className="flex list-disc flex-col gap-1.5 px-8 pb-3 text-sm text-muted">
        {VERDICT_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </details>
  );
}

/** spec 02 §2: the latest build report — verdict, when, which build, and four headline figures. */
export function LatestReportCard({ report }: { report: TruthReport }) {
  return (
    <section aria-labelledby="latest-report-title" className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="latest-report-title" className="text-lg font-medium text-foreground">
            Latest build report
          </h2>
          <VerdictBadge verdict={report.verdict} />
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-muted">Generated</dt>
            <dd>
              <ReportTime timestamp={report.timestamp} />
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted">Version</dt>
            <dd className="tabular-nums">{report.version}</dd>
          </div>
          <div className="flex min-w-0 gap-1.5">
            <dt className="text-muted">Build</dt>
            <dd className="min-w-0 font-mono text-xs leading-5 break-all">{report.buildId}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted">Took</dt>
            <dd className="tabular-nums">{formatDuration(report.durationMs)}</dd>
          </div>
        </dl>
        <GateNames title="Blocked by" gates={report.blockers} tone="destructive" />
        <GateNames title="Needs review" gates={report.reviews} tone="warning" />
        <VerdictRules />
      </Card>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {headlineFigures(report).map((figure, index) => (
          <StatCard
            key={figure.label}
            icon={HEADLINE_ICONS[index]!}
            tint={HEADLINE_TINTS[index]}
            label={figure.label}
            value={<FigureValue value={figure.value} />}
            sub={figure.sub}
          />
        ))}
      </div>
    </section>
  );
}

import { PAGE_TYPES, type ValidationResponse } from '@appforge/shared/contracts/page-builder';
import { CheckCircle2, FileText, Gauge, LayoutList } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { formatNumber } from '@/lib/format';
import { ScoreValue } from './score-value';

export interface PageBuilderStatsProps {
  generated: number;
  /** undefined while the validation is loading. */
  validation: ValidationResponse | undefined;
}

// A span: the value sits inside the card's <p>.
const loadingValue = (
  <span className="inline-block h-7 w-12 animate-pulse rounded-control bg-surface-raised align-middle">
    <span className="sr-only">Loading</span>
  </span>
);

/** spec 02 §2 counters: generated pages, valid pages, overall score, available types. */
export function PageBuilderStats({ generated, validation }: PageBuilderStatsProps) {
  const invalid = validation?.invalidPages.length ?? 0;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        icon={FileText}
        label="Generated Pages"
        value={formatNumber(generated)}
        sub={`of ${PAGE_TYPES.length} page types`}
      />
      <StatCard
        icon={CheckCircle2}
        tint="success"
        label="Valid Pages"
        value={validation ? formatNumber(validation.validPages) : loadingValue}
        sub={validation ? `${formatNumber(invalid)} invalid` : undefined}
      />
      <StatCard
        icon={Gauge}
        tint="violet"
        label="Overall Score"
        value={
          !validation ? (
            loadingValue
          ) : validation.totalPages === 0 ? (
            '—'
          ) : (
            <ScoreValue score={validation.overallScore} />
          )
        }
        sub="Accessibility, SEO and speed"
      />
      <StatCard
        icon={LayoutList}
        tint="warning"
        label="Available Types"
        value={formatNumber(PAGE_TYPES.length)}
        sub={`${formatNumber(PAGE_TYPES.length - generated)} not generated yet`}
      />
    </div>
  );
}

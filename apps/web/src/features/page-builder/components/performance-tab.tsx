import { PAGE_TYPE_LABELS, type Page } from '@appforge/shared/contracts/page-builder';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { NoPagesGenerated } from './generated-pages-tab';
import { ScoreReportView } from './score-report';
import { LcpValue } from './score-value';

const kilobytes = (bytes: number) => `${formatNumber(Math.round(bytes / 102.4) / 10)} KB`;

function PagePerformance({ page }: { page: Page }) {
  const { accessibility, seo, performance } = page.report;
  const label = PAGE_TYPE_LABELS[page.pageType];
  return (
    <li>
      <Card className="flex flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-medium text-foreground">{label}</h3>
          <p className="flex items-center gap-2 text-sm text-muted">
            Estimated LCP <LcpValue estimatedLcpMs={performance.estimatedLCP} />
          </p>
        </div>
        <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
          <ScoreReportView title="Accessibility" report={accessibility} />
          <ScoreReportView title="SEO" report={seo} />
          <ScoreReportView title="Performance" report={performance}>
            <p className="text-xs text-muted tabular-nums">
              {kilobytes(performance.bytes)} · {formatNumber(performance.images)}{' '}
              {performance.images === 1 ? 'image' : 'images'} ·{' '}
              {formatNumber(performance.renderBlockingResources)} render-blocking
            </p>
          </ScoreReportView>
        </div>
      </Card>
    </li>
  );
}

/** spec 02 §2 Performance: per page, the estimated LCP and each score with what it counted. */
export function PerformanceTab({ pages }: { pages: readonly Page[] }) {
  if (pages.length === 0) return <NoPagesGenerated />;
  return (
    <ul className="flex flex-col gap-4" aria-label="Page performance">
      {pages.map((page) => (
        <PagePerformance key={page.pageType} page={page} />
      ))}
    </ul>
  );
}

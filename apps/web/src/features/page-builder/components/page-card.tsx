import { PAGE_TYPE_LABELS, type Page } from '@appforge/shared/contracts/page-builder';
import { Eye } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatAbsoluteTime, formatRelativeTime } from '@/lib/format-time';
import { usePageBuilderContext } from '../hooks/page-builder-context';
import { downloadUrl } from '../lib/page-builder-urls';
import { DownloadLink } from './download-link';
import { RegenerateDialog } from './regenerate-dialog';
import { LcpValue, ScoreValue } from './score-value';

/** Valid or invalid, as the checks decided (an error-level issue makes a page invalid). */
export function ValidityBadge({ valid }: { valid: boolean }) {
  return <Badge tone={valid ? 'success' : 'destructive'}>{valid ? 'Valid' : 'Invalid'}</Badge>;
}

export interface PageCardProps {
  page: Page;
  onPreview: () => void;
}

/** One generated page: label, title, scores, validity, and Preview, Regenerate, Download. */
export function PageCard({ page, onPreview }: PageCardProps) {
  const { projectId } = usePageBuilderContext();
  const titleId = useId();
  const label = PAGE_TYPE_LABELS[page.pageType];
  const { accessibilityScore, seoScore, estimatedLCP } = page.performance;
  return (
    <Card className="flex h-full flex-col gap-4 p-5" role="article" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-medium text-foreground">
            {label}
          </h3>
          <p className="truncate text-sm text-muted" title={page.metadata.title}>
            {page.metadata.title}
          </p>
        </div>
        <ValidityBadge valid={page.report.valid} />
      </div>
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted">Accessibility</dt>
          <dd className="text-lg">
            <ScoreValue score={accessibilityScore} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">SEO</dt>
          <dd className="text-lg">
            <ScoreValue score={seoScore} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">LCP</dt>
          <dd className="mt-1 text-xs">
            <LcpValue estimatedLcpMs={estimatedLCP} />
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted">
        Written{' '}
        <time dateTime={page.generatedAt} title={formatAbsoluteTime(page.generatedAt)}>
          {formatRelativeTime(page.generatedAt).toLowerCase()}
        </time>
        {page.customRequirements.length > 0
          ? ` · ${page.customRequirements.length} custom ${page.customRequirements.length === 1 ? 'requirement' : 'requirements'}`
          : null}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onPreview} aria-label={`Preview ${label}`}>
          <Eye aria-hidden />
          Preview
        </Button>
        <RegenerateDialog pageType={page.pageType} requirements={page.customRequirements} />
        <DownloadLink
          href={downloadUrl(projectId, page.pageType)}
          label={`Download ${label}`}
          iconOnly
        />
      </div>
    </Card>
  );
}

import {
  PAGE_TYPE_LABELS,
  type Page,
  type ValidationResponse,
} from '@appforge/shared/contracts/page-builder';
import type { UseQueryResult } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { describeFailure } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { issuesOfPages, pagesWithWarningsOnly, type PageIssues } from '../lib/page-lists';
import { NoPagesGenerated } from './generated-pages-tab';
import { IssueList } from './issue-list';
import { RegenerateDialog } from './regenerate-dialog';
import { ScoreValue } from './score-value';

function Summary({ validation }: { validation: ValidationResponse }) {
  const figures = [
    ['Total Pages', formatNumber(validation.totalPages)],
    ['Valid Pages', formatNumber(validation.validPages)],
    ['Invalid Pages', formatNumber(validation.invalidPages.length)],
  ] as const;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-medium text-foreground">Summary</h2>
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-2xl font-semibold text-foreground tabular-nums">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-xs text-muted">Overall Score</dt>
          <dd className="text-2xl">
            <ScoreValue score={validation.overallScore} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function countOf({ issues }: PageIssues, severity: 'error' | 'warning') {
  const count = issues.filter((issue) => issue.severity === severity).length;
  return `${count} ${severity}${count === 1 ? '' : 's'}`;
}

function PageIssuesCard({ group, page }: { group: PageIssues; page: Page | undefined }) {
  const label = PAGE_TYPE_LABELS[group.pageType];
  return (
    <li>
      <Card className="p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h3 className="text-base font-medium text-foreground">{label}</h3>
            <p className="text-xs text-muted">
              {countOf(group, 'error')}, {countOf(group, 'warning')}
            </p>
          </div>
          <RegenerateDialog
            pageType={group.pageType}
            requirements={page?.customRequirements ?? []}
          />
        </div>
        <IssueList issues={group.issues} label={`Issues on the ${label} page`} />
      </Card>
    </li>
  );
}

export interface ValidationTabProps {
  validation: UseQueryResult<ValidationResponse>;
  pages: readonly Page[];
}

/** spec 02 §2 Validation: a summary and 'Issues to Fix' with a Regenerate per invalid page. */
export function ValidationTab({ validation, pages }: ValidationTabProps) {
  if (validation.isPending) {
    return (
      <div role="status" aria-label="Loading the validation">
        <Skeleton className="h-48 rounded-card" />
      </div>
    );
  }
  if (validation.isError) {
    return (
      <ErrorState
        title="Couldn't load the validation"
        error={new Error(describeFailure(validation.error))}
        onRetry={() => void validation.refetch()}
      />
    );
  }
  const { data } = validation;
  if (data.totalPages === 0) return <NoPagesGenerated />;
  const toFix = issuesOfPages(data.issues, data.invalidPages);
  const warned = issuesOfPages(data.issues, pagesWithWarningsOnly(data.issues, data.invalidPages));
  const pageOf = (group: PageIssues) => pages.find((page) => page.pageType === group.pageType);

  return (
    <div className="flex flex-col gap-6">
      <Summary validation={data} />
      <section aria-labelledby="issues-to-fix" className="flex flex-col gap-3">
        <h2 id="issues-to-fix" className="text-lg font-medium text-foreground">
          Issues to Fix
        </h2>
        {toFix.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-emerald-300">
            <CheckCircle2 aria-hidden className="size-4" />
            Every page passes the checks.
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Invalid pages">
            {toFix.map((group) => (
              <PageIssuesCard key={group.pageType} group={group} page={pageOf(group)} />
            ))}
          </ul>
        )}
      </section>
      {warned.length > 0 ? (
        <section aria-labelledby="page-warnings" className="flex flex-col gap-3">
          <h2 id="page-warnings" className="text-lg font-medium text-foreground">
            Warnings on valid pages
          </h2>
          <ul className="flex flex-col gap-3" aria-label="Valid pages with warnings">
            {warned.map((group) => (
              <PageIssuesCard key={group.pageType} group={group} page={pageOf(group)} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

import type { PageIssue } from '@appforge/shared/contracts/page-builder';
import { Badge } from '@/components/ui/badge';

const SOURCE_LABELS: Record<PageIssue['source'], string> = {
  html: 'HTML',
  accessibility: 'Accessibility',
  seo: 'SEO',
  performance: 'Performance',
};

/** Each problem: where it came from, how bad it is, the rule that found it, and the line. */
export function IssueList({ issues, label }: { issues: readonly PageIssue[]; label: string }) {
  return (
    <ul className="flex flex-col divide-y divide-border" aria-label={label}>
      {issues.map((issue, index) => (
        <li
          key={`${issue.rule}-${issue.line ?? 'none'}-${index}`}
          className="flex flex-col gap-1.5 py-3"
        >
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={issue.severity === 'error' ? 'destructive' : 'warning'}>
              {issue.severity === 'error' ? 'Error' : 'Warning'}
            </Badge>
            <Badge tone="outline">{SOURCE_LABELS[issue.source]}</Badge>
            <code className="font-mono text-xs text-slate-300">{issue.rule}</code>
            {issue.line ? (
              <span className="text-xs text-muted tabular-nums">Line {issue.line}</span>
            ) : null}
          </div>
          <p className="text-sm break-words text-foreground">{issue.message}</p>
        </li>
      ))}
    </ul>
  );
}

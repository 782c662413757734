import {
  type BuildJob,
  type Page,
  type PageIssue,
  type PageReport,
  type ValidationResponse,
  LCP_GOOD_MS,
} from '@appforge/shared/contracts/page-builder';
import type { BuildJobRow } from './build-jobs.repository';
import type { PageRow } from './pages.repository';

/** A running job whose heartbeat is older than this was cut off (its process stopped). */
export const STALE_JOB_AFTER_MS = 60_000;
export const INTERRUPTED_JOB_ERROR =
  'The build stopped when the server restarted; the pages written before it are kept. Build again to finish.';

export function presentPage(row: PageRow): Page {
  const { report } = row;
  return {
    pageType: row.pageType,
    html: row.html,
    metadata: row.metadata,
    performance: {
      estimatedLCP: report.performance.estimatedLCP,
      accessibilityScore: report.accessibility.score,
      seoScore: report.seo.score,
    },
    completedJobs: row.completedJobs,
    customRequirements: row.customRequirements,
    report,
    engine: row.engine,
    generatedAt: row.generatedAt.toISOString(),
  };
}

export function presentJob(row: BuildJobRow, now = new Date()): BuildJob {
  const stale =
    row.status === 'running' && now.getTime() - row.heartbeatAt.getTime() > STALE_JOB_AFTER_MS;
  return {
    id: row.id,
    projectId: row.projectId,
    status: stale ? 'failed' : row.status,
    total: row.total,
    completed: row.completed,
    currentPageType: stale ? null : (row.currentPageType ?? null),
    error: stale ? INTERRUPTED_JOB_ERROR : row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

const pageScore = (report: PageReport) =>
  (report.accessibility.score + report.seo.score + report.performance.score) / 3;

/** The Validation tab's summary: counts, the invalid pages, the mean score and every issue. */
export function summarizeValidation(
  rows: PageRow[],
): Omit<ValidationResponse, 'project'> & { issues: PageIssue[] } {
  const invalid = rows.filter((row) => !row.report.valid);
  const overall =
    rows.length === 0
      ? 0
      : Math.round(rows.reduce((sum, row) => sum + pageScore(row.report), 0) / rows.length);
  return {
    totalPages: rows.length,
    validPages: rows.length - invalid.length,
    invalidPages: invalid.map((row) => row.pageType),
    overallScore: overall,
    issues: rows.flatMap((row) => row.report.issues),
  };
}

/** What the checks did, as the last lines of a page's completed jobs. */
export function checkJobs(report: PageReport): string[] {
  const count = (source: PageIssue['source'], severity: PageIssue['severity']) =>
    report.issues.filter((issue) => issue.source === source && issue.severity === severity).length;
  const { estimatedLCP } = report.performance;
  return [
    `Validated the HTML with html-validate (recommended rules): ${count('html', 'error')} errors, ${count('html', 'warning')} warnings`,
    `Checked accessibility (axe-core rules and the colour contrast of the stylesheet): score ${report.accessibility.score}, ${count('accessibility', 'error')} serious or critical problems`,
    `Checked SEO (title, description, canonical, Open Graph, keywords): score ${report.seo.score}`,
    `Estimated the largest contentful paint: ${estimatedLCP} ms (${estimatedLCP < LCP_GOOD_MS ? 'good' : 'slow'}; under ${LCP_GOOD_MS} ms counts as good)`,
  ];
}

import {
  PAGE_TYPE_LABELS,
  type BuildJob,
  type Page,
  type PageIssue,
  type PageType,
  type ScoreReport,
} from '@appforge/shared/contracts/page-builder';

export const PROJECT = { id: '0b9f3a52-8d0e-4c1a-9d7e-1f2a3b4c5d6e', name: 'Recipe Box' };
export const OTHER_PROJECT = { id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', name: 'Pet Clinic' };

const report = (score: number, summary: string): ScoreReport => ({
  score,
  summary,
  checks: [
    { id: 'alt-text', label: 'Images have alt text', passed: true, detail: '2 of 2 images' },
    { id: 'title', label: 'Title length', passed: score >= 90, detail: 'title is 48 characters' },
  ],
});

export const anIssue = (overrides: Partial<PageIssue> = {}): PageIssue => ({
  pageType: 'landing',
  source: 'html',
  severity: 'error',
  rule: 'element-required-attributes',
  message: '<img> is missing required "alt" attribute',
  line: 12,
  ...overrides,
});

export interface PageScores {
  accessibility?: number;
  seo?: number;
  performance?: number;
  lcp?: number;
  issues?: PageIssue[];
}

/** A generated page as the server presents it; valid unless one of its issues is an error. */
export function aPage(pageType: PageType, scores: PageScores = {}, html?: string): Page {
  const { accessibility = 96, seo = 92, performance = 94, lcp = 900, issues = [] } = scores;
  const label = PAGE_TYPE_LABELS[pageType];
  return {
    pageType,
    html:
      html ??
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${label} · Recipe Box</title><style>h1 { color: #0e7490; }</style></head><body><main><h1>${label}</h1></main></body></html>`,
    metadata: {
      title: `${label} · Recipe Box`,
      description: `The ${label} page of Recipe Box.`,
      keywords: ['recipes', pageType],
    },
    performance: { estimatedLCP: lcp, accessibilityScore: accessibility, seoScore: seo },
    completedJobs: ['Wrote the copy with the built-in writer', 'Validated the HTML'],
    customRequirements: [],
    report: {
      valid: !issues.some((issue) => issue.severity === 'error'),
      issues,
      accessibility: report(accessibility, `${accessibility} of 100 from the axe-core rules.`),
      seo: report(seo, `${seo} of 100 from the title, description and headings.`),
      performance: {
        ...report(performance, `LCP estimated at ${lcp} ms.`),
        estimatedLCP: lcp,
        bytes: 18_432,
        images: 2,
        renderBlockingResources: 0,
      },
    },
    engine: 'built-in',
    generatedAt: new Date().toISOString(),
  };
}

export const aJob = (overrides: Partial<BuildJob> = {}): BuildJob => ({
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  projectId: PROJECT.id,
  status: 'running',
  total: 12,
  completed: 0,
  currentPageType: null,
  error: null,
  startedAt: new Date().toISOString(),
  finishedAt: null,
  ...overrides,
});

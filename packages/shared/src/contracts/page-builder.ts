import { z } from 'zod';

/** spec 02 §9: the 12 page types, in the spec's order. */
export const PAGE_TYPES = [
  'landing',
  'home',
  'dashboard',
  'faq',
  'guide',
  'terms',
  'privacy',
  'profile',
  'colabe_showcase',
  'settings',
  'contact',
  'about',
] as const;
export const pageTypeSchema = z.enum(PAGE_TYPES, {
  error: `must be one of: ${PAGE_TYPES.join(', ')}`,
});
export type PageType = z.infer<typeof pageTypeSchema>;

/** What the dashboard calls each page type. */
export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  landing: 'Landing',
  home: 'Home',
  dashboard: 'Dashboard',
  faq: 'FAQ',
  guide: 'Guide',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  profile: 'Profile',
  colabe_showcase: 'Colabe Showcase',
  settings: 'Settings',
  contact: 'Contact',
  about: 'About',
};

/** The file each page becomes in a static site: the landing page is the site's index. */
export const PAGE_FILE_NAMES: Record<PageType, string> = {
  landing: 'index.html',
  home: 'home.html',
  dashboard: 'dashboard.html',
  faq: 'faq.html',
  guide: 'guide.html',
  terms: 'terms.html',
  privacy: 'privacy.html',
  profile: 'profile.html',
  colabe_showcase: 'showcase.html',
  settings: 'settings.html',
  contact: 'contact.html',
  about: 'about.html',
};
/** The one stylesheet every page of a downloaded site links to. */
export const PAGE_STYLESHEET_FILE = 'styles.css';

/** spec 02 §7/§9: both lists are refetched every 30 s. */
export const PAGE_POLL_INTERVAL_MS = 30_000;
/** spec 02 §9 score colours: 90 or more green, 70 or more yellow, below 70 red. */
export const SCORE_GOOD = 90;
export const SCORE_FAIR = 70;
/** spec 02 §9: an estimated LCP under 1500 ms counts as good. */
export const LCP_GOOD_MS = 1500;

export const CUSTOM_REQUIREMENT_MAX_LENGTH = 200;
export const CUSTOM_REQUIREMENTS_MAX = 10;

/** Every call takes the caller's own project; without it, their most recently updated one. */
export const pageBuilderQuerySchema = z.object({ projectId: z.uuid().optional() });
export const pageTypeParamsSchema = z.object({ pageType: pageTypeSchema });
export const downloadQuerySchema = pageBuilderQuerySchema.extend({
  /** One page; without it, every generated page. */
  pageType: pageTypeSchema.optional(),
});
export const buildJobParamsSchema = z.object({ jobId: z.uuid() });

/** spec 02 §7 POST /api/page-builder/generate/{pageType}: JSON customRequirements (empty list). */
export const generatePageBodySchema = z
  .object({
    customRequirements: z
      .array(z.string().trim().min(1, 'must not be empty').max(CUSTOM_REQUIREMENT_MAX_LENGTH))
      .max(CUSTOM_REQUIREMENTS_MAX)
      .default([]),
  })
  .default({ customRequirements: [] });

/** One thing a score counted: passed or not, and what was found. */
export const scoreCheckSchema = z.object({
  id: z.string(),
  label: z.string(),
  passed: z.boolean(),
  /** What was counted ("2 of 2 images have alt text", "title is 48 characters"). */
  detail: z.string(),
});
export type ScoreCheck = z.infer<typeof scoreCheckSchema>;

export const scoreReportSchema = z.object({
  score: z.number().int().min(0).max(100),
  /** How the score was reached, in one sentence. */
  summary: z.string(),
  checks: z.array(scoreCheckSchema),
});
export type ScoreReport = z.infer<typeof scoreReportSchema>;

export const performanceReportSchema = scoreReportSchema.extend({
  estimatedLCP: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  images: z.number().int().nonnegative(),
  renderBlockingResources: z.number().int().nonnegative(),
});

export const ISSUE_SOURCES = ['html', 'accessibility', 'seo', 'performance'] as const;

/** A problem found on a page; `error` makes the page invalid. */
export const pageIssueSchema = z.object({
  pageType: pageTypeSchema,
  source: z.enum(ISSUE_SOURCES),
  severity: z.enum(['error', 'warning']),
  /** The rule that found it: an html-validate or axe-core rule id, or a check id. */
  rule: z.string(),
  message: z.string(),
  /** Line in the page's HTML, where the checker knows it. */
  line: z.number().int().positive().optional(),
});
export type PageIssue = z.infer<typeof pageIssueSchema>;

/** Everything the checks found on one page. */
export const pageReportSchema = z.object({
  valid: z.boolean(),
  issues: z.array(pageIssueSchema),
  accessibility: scoreReportSchema,
  seo: scoreReportSchema,
  performance: performanceReportSchema,
});
export type PageReport = z.infer<typeof pageReportSchema>;

export const pageMetadataSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
});
export type PageMetadata = z.infer<typeof pageMetadataSchema>;

/** spec 02 §3 "Page", plus what the checks found and who wrote the copy. */
export const pageSchema = z.object({
  pageType: pageTypeSchema,
  html: z.string(),
  metadata: pageMetadataSchema,
  performance: z.object({
    estimatedLCP: z.number().int().nonnegative(),
    accessibilityScore: z.number().int().min(0).max(100),
    seoScore: z.number().int().min(0).max(100),
  }),
  /** What was done to make the page, in order ("Wrote the copy with the built-in writer", …). */
  completedJobs: z.array(z.string()),
  customRequirements: z.array(z.string()),
  report: pageReportSchema,
  engine: z.enum(['built-in', 'llm']),
  generatedAt: z.iso.datetime(),
});
export type Page = z.infer<typeof pageSchema>;

/** The project the answer is about; null when the caller has no project yet. */
export const pageProjectSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const pagesResponseSchema = z.object({
  project: pageProjectSchema,
  pages: z.array(pageSchema),
});
export type PagesResponse = z.infer<typeof pagesResponseSchema>;

export const generatePageResponseSchema = z.object({ page: pageSchema });

/** spec 02 §3 "Validation result" (invalidPages lists page types) plus every issue found. */
export const validationResponseSchema = z.object({
  project: pageProjectSchema,
  totalPages: z.number().int().nonnegative(),
  validPages: z.number().int().nonnegative(),
  invalidPages: z.array(pageTypeSchema),
  /** Mean of every page's accessibility, SEO and performance scores; 0 with no pages. */
  overallScore: z.number().int().min(0).max(100),
  issues: z.array(pageIssueSchema),
});
export type ValidationResponse = z.infer<typeof validationResponseSchema>;

export const buildJobSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  /** `failed` includes a job cut off by a restart (its error says so). */
  status: z.enum(['running', 'completed', 'failed']),
  total: z.number().int().positive(),
  completed: z.number().int().nonnegative(),
  /** The page being written, while running. */
  currentPageType: pageTypeSchema.nullable(),
  error: z.string().nullable(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type BuildJob = z.infer<typeof buildJobSchema>;

/** POST build-all answers 202 with the job (the running one when a build is already under way). */
export const buildJobResponseSchema = z.object({ job: buildJobSchema });
/** The project's newest build-all job, so a reloaded page can show a build still running. */
export const latestBuildJobResponseSchema = z.object({ job: buildJobSchema.nullable() });

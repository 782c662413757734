import { z } from 'zod';

/*
 * The Truth Report (spec 02 §2, §3 "Truth report", §4, §7, §9): a release gate run on the latest
 * version of one of the caller's generated apps. Every figure is measured; `null` means
 * "not measured here", and the gate's `summary` says why.
 */

/** spec 02 §9. */
export const TRUTH_REPORT_HISTORY_LIMIT = 10;
export const KPI_TARGETS = {
  timeToExecutable: 600_000,
  changeLeadTime: 300_000,
  autofixRate: 0.7,
  crashFreeSessions: 0.99,
  a11yScore: 0.85,
} as const;
export const COLD_START_BUDGET_MS = { ios: 800, android: 1200 } as const;
/** spec 02 §2: the quotas of the resource usage displays (the prototype's "used" figures are not kept). */
export const RESOURCE_QUOTAS = {
  buildMinutes: 5000,
  deviceFarmHours: 200,
  egressGb: 5000,
  gpuHours: 800,
} as const;
/** A generated API answers within this p95 under the short load test, or the gate asks for review. */
export const API_P95_BUDGET_MS = 200;
/** A screen whose pixels differ from the previous version's by more than this share needs review. */
export const VISUAL_DIFF_THRESHOLD = 0.01;

export const VERDICTS = ['READY', 'BLOCKED', 'NEEDS_REVIEW'] as const;
export const verdictSchema = z.enum(VERDICTS);
export type Verdict = z.infer<typeof verdictSchema>;

/** How a gate came out: `fail` blocks the release, `review` asks a person to look. */
export const GATE_STATUSES = ['pass', 'review', 'fail', 'not_measured'] as const;
export const gateStatusSchema = z.enum(GATE_STATUSES);
export type GateStatus = z.infer<typeof gateStatusSchema>;

export const GATE_KEYS = [
  'tests',
  'performance',
  'staticAnalysis',
  'security',
  'supplyChain',
  'apiContracts',
  'visualRegression',
  'localizationA11y',
  'storeAutomation',
  'finOps',
] as const;
export type GateKey = (typeof GATE_KEYS)[number];
export const GATE_LABELS: Record<GateKey, string> = {
  tests: 'Tests',
  performance: 'Performance',
  staticAnalysis: 'Static analysis',
  security: 'Security',
  supplyChain: 'Supply chain',
  apiContracts: 'API contracts',
  visualRegression: 'Visual regression',
  localizationA11y: 'Localization and accessibility',
  storeAutomation: 'Store automation',
  finOps: 'FinOps',
};

/** The verdict's rules, as the page states them. */
export const VERDICT_RULES = [
  'BLOCKED when any gate fails: a failing test, a bundle or type error, a leaked secret or an unpinned dependency, a frontend call the backend does not serve.',
  'NEEDS_REVIEW when no gate fails but one asks for review: a budget missed, a breaking schema change, screens that changed, accessibility below target, or no tests run.',
  'READY otherwise. Gates that could not be measured here are listed and do not change the verdict.',
] as const;

const gateBase = { status: gateStatusSchema, summary: z.string() };
const count = z.number().int().nonnegative();
const passFail = z.object({ pass: count, fail: count });

export const testCaseSchema = z.object({
  suite: z.enum(['unit', 'api', 'ui']),
  name: z.string(),
  passed: z.boolean(),
  message: z.string().optional(),
});
export type TestCase = z.infer<typeof testCaseSchema>;

export const testsGateSchema = z.object({
  ...gateBase,
  /** The frontend's pure code and the backend's CRUD through inject, run in the sandbox. */
  unit: passFail.extend({ coverage: z.number().min(0).max(1).nullable() }),
  /** Each screen rendered in the preview runtime in Chromium; null without a browser. */
  ui: passFail.nullable(),
  e2e: passFail.nullable(),
  cases: z.array(testCaseSchema),
});

export const performanceGateSchema = z.object({
  ...gateBase,
  p95ApiMs: z.number().nonnegative().nullable(),
  apiRequests: count.nullable(),
  iosColdStartMs: z.number().nonnegative().nullable(),
  androidColdStartMs: z.number().nonnegative().nullable(),
  bundleSizeMB: z.object({
    ios: z.number().nonnegative().nullable(),
    android: z.number().nonnegative().nullable(),
  }),
});

/** 'ok', the number of problems found, or 'not_measured'. */
export const checkResultSchema = z.union([z.literal('ok'), count, z.literal('not_measured')]);
export const staticAnalysisGateSchema = z.object({
  ...gateBase,
  checks: z.record(z.string(), checkResultSchema),
  problems: z.array(
    z.object({ check: z.string(), file: z.string(), line: count, message: z.string() }),
  ),
});

export const securityGateSchema = z.object({
  ...gateBase,
  /** 'clean' or how many dependencies are off the pinned allow-list. */
  deps: z.string(),
  /** 'no_leaks' or how many secrets were found. */
  secrets: z.string(),
  findings: z.array(
    z.object({
      kind: z.enum(['secret', 'dependency']),
      file: z.string(),
      line: count,
      detail: z.string(),
    }),
  ),
});

export const supplyChainGateSchema = z.object({
  ...gateBase,
  sbomGenerated: z.boolean(),
  artifactsSigned: z.boolean(),
  slsaLevel: z.number().int().min(0).max(4),
  slsaNote: z.string(),
  components: count,
  artifactSha256: z.string().nullable(),
});

export const SCHEMA_CHANGES = ['none', 'compatible', 'breaking', 'first_version'] as const;
export const apiContractsGateSchema = z.object({
  ...gateBase,
  pactVerified: z.boolean(),
  schemaChanges: z.enum(SCHEMA_CHANGES),
  /** The generated backend started in the sandbox and answered. */
  mockServersUp: z.boolean(),
  calls: z.array(z.object({ method: z.string(), path: z.string(), served: z.boolean() })),
  changes: z.array(z.string()),
});

export const screenDiffSchema = z.object({
  platform: z.enum(['ios', 'android']),
  screen: z.string(),
  /** Share of pixels that differ from the previous report's screenshot; null with no baseline. */
  diffRatio: z.number().min(0).max(1).nullable(),
});
export const visualRegressionGateSchema = z.object({
  ...gateBase,
  iosSnapshotsPass: z.boolean().nullable(),
  androidSnapshotsPass: z.boolean().nullable(),
  diffThresholdMet: z.boolean().nullable(),
  screens: z.array(screenDiffSchema),
});

export const localizationA11yGateSchema = z.object({
  ...gateBase,
  /** Percent of visible strings that go through a translation table. */
  localizationCoverage: z.number().min(0).max(100),
  rtlSupport: z.boolean(),
  wcagCompliance: z.enum(['AAA', 'AA', 'fail']),
  labelledControls: z.object({ labelled: count, total: count }),
  /** The lowest text contrast ratio of the theme. */
  contrastRatio: z.number().nonnegative(),
  /** Share of controls with an accessibility label, weighted with the contrast check. */
  a11yScore: z.number().min(0).max(1),
});

export const storeAutomationGateSchema = z.object({
  ...gateBase,
  screenshotsGenerated: count,
  privacyManifestValid: z.boolean(),
  releaseNotesReady: z.boolean(),
  releaseNotes: z.array(z.string()),
});

export const finOpsGateSchema = z.object({
  ...gateBase,
  budgetStatus: z.enum(['within', 'warning', 'over']),
  currentCostEUR: z.number().nonnegative(),
  projectedMonthlyEUR: z.number().nonnegative(),
  anomaliesDetected: count,
  computeSeconds: z.number().nonnegative(),
  /** Tokens a language model spent on this project; null when the built-in generator did the work. */
  llmTokens: count.nullable(),
  rates: z.object({
    cpuSecondEur: z.number().nonnegative(),
    per1kTokensEur: z.number().nonnegative(),
  }),
  monthlyBudgetEUR: z.number().positive(),
});

export const reportSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectName: z.string(),
  version: z.number().int().positive(),
  buildId: z.string(),
  verdict: verdictSchema,
  timestamp: z.iso.datetime(),
  durationMs: z.number().int().nonnegative(),
  blockers: z.array(z.enum(GATE_KEYS)),
  reviews: z.array(z.enum(GATE_KEYS)),
  tests: testsGateSchema,
  performance: performanceGateSchema,
  staticAnalysis: staticAnalysisGateSchema,
  security: securityGateSchema,
  supplyChain: supplyChainGateSchema,
  apiContracts: apiContractsGateSchema,
  visualRegression: visualRegressionGateSchema,
  localizationA11y: localizationA11yGateSchema,
  storeAutomation: storeAutomationGateSchema,
  finOps: finOpsGateSchema,
  kpis: z.object({
    /** From the prompt to a runnable preview of the version reported on. */
    timeToExecutableMs: z.number().int().nonnegative().nullable(),
  }),
  links: z.object({ sbom: z.string(), signature: z.string(), artifact: z.string() }),
});
export type TruthReport = z.infer<typeof reportSchema>;
export type TestsGate = z.infer<typeof testsGateSchema>;
export type PerformanceGate = z.infer<typeof performanceGateSchema>;
export type StaticAnalysisGate = z.infer<typeof staticAnalysisGateSchema>;
export type SecurityGate = z.infer<typeof securityGateSchema>;
export type SupplyChainGate = z.infer<typeof supplyChainGateSchema>;
export type ApiContractsGate = z.infer<typeof apiContractsGateSchema>;
export type VisualRegressionGate = z.infer<typeof visualRegressionGateSchema>;
export type LocalizationA11yGate = z.infer<typeof localizationA11yGateSchema>;
export type StoreAutomationGate = z.infer<typeof storeAutomationGateSchema>;
export type FinOpsGate = z.infer<typeof finOpsGateSchema>;

export const KPI_KEYS = [
  'timeToExecutable',
  'changeLeadTime',
  'autofixRate',
  'crashFreeSessions',
  'a11yScore',
] as const;
export type KpiKey = (typeof KPI_KEYS)[number];
export const KPI_LABELS: Record<KpiKey, string> = {
  timeToExecutable: 'Time to executable',
  changeLeadTime: 'Change lead time',
  autofixRate: 'Autofix rate',
  crashFreeSessions: 'Crash-free sessions',
  a11yScore: 'Accessibility score',
};
/** Times are medians in ms (lower is better); rates are fractions (higher is better). */
export const KPI_UNITS: Record<KpiKey, 'ms' | 'ratio'> = {
  timeToExecutable: 'ms',
  changeLeadTime: 'ms',
  autofixRate: 'ratio',
  crashFreeSessions: 'ratio',
  a11yScore: 'ratio',
};
export const kpiSchema = z.object({
  current: z.number().nonnegative().nullable(),
  target: z.number().nonnegative(),
  status: z.enum(['PASS', 'FAIL', 'NOT_MEASURED']),
  /** How many measurements `current` is computed from. */
  samples: count,
});
export type Kpi = z.infer<typeof kpiSchema>;
export const kpiStatusResponseSchema = z.object({
  data: z.object({
    kpiStatus: z.object(
      Object.fromEntries(KPI_KEYS.map((key) => [key, kpiSchema])) as Record<
        KpiKey,
        typeof kpiSchema
      >,
    ),
  }),
});
export type KpiStatus = z.infer<typeof kpiStatusResponseSchema>['data']['kpiStatus'];

/** Measured resource use against the spec's quotas; null where nothing here measures it. */
export const resourceUsageSchema = z.object({
  buildMinutes: z.number().nonnegative().nullable(),
  deviceFarmHours: z.number().nonnegative().nullable(),
  egressGb: z.number().nonnegative().nullable(),
  gpuHours: z.number().nonnegative().nullable(),
});
export type ResourceUsage = z.infer<typeof resourceUsageSchema>;

export const projectQuerySchema = z.object({ projectId: z.uuid().optional() });
export const historyQuerySchema = projectQuerySchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(TRUTH_REPORT_HISTORY_LIMIT)
    .default(TRUTH_REPORT_HISTORY_LIMIT),
});
export const generateBodySchema = z.object({}).strict();
export const reportIdParamsSchema = z.object({ id: z.uuid() });

export const reportResponseSchema = z.object({ data: reportSchema });
export const latestResponseSchema = z.object({ data: reportSchema.nullable() });
export const historyResponseSchema = z.object({ data: z.array(reportSchema) });
export const resourceUsageResponseSchema = z.object({ data: resourceUsageSchema });

export const RUN_STAGES = [
  'preparing',
  'sandbox',
  'static',
  'browser',
  'signing',
  'saving',
] as const;
export const RUN_STAGE_LABELS: Record<(typeof RUN_STAGES)[number], string> = {
  preparing: 'Reading the latest version',
  sandbox: 'Running the app’s tests and load test in the sandbox',
  static: 'Type-checking, linting and scanning',
  browser: 'Rendering the screens in Chromium',
  signing: 'Writing the SBOM and signing the export',
  saving: 'Saving the report',
};
/** A running report's progress; null when none runs for the project. */
export const runProgressSchema = z.object({
  projectId: z.uuid(),
  stage: z.enum(RUN_STAGES),
  progress: z.number().int().min(0).max(100),
  startedAt: z.iso.datetime(),
});
export type RunProgress = z.infer<typeof runProgressSchema>;
export const runProgressResponseSchema = z.object({ data: runProgressSchema.nullable() });

/** GET /api/truth-report/:id/signature: the ed25519 signature of the export zip it was run on. */
export const signatureDocumentSchema = z.object({
  algorithm: z.literal('ed25519'),
  artifact: z.string(),
  sha256: z.string(),
  signature: z.string(),
  publicKeyPem: z.string(),
});
export type SignatureDocument = z.infer<typeof signatureDocumentSchema>;

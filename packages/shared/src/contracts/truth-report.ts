import { z } from 'zod';
import {
  apiContractsGateSchema,
  finOpsGateSchema,
  localizationA11yGateSchema,
  performanceGateSchema,
  securityGateSchema,
  staticAnalysisGateSchema,
  storeAutomationGateSchema,
  supplyChainGateSchema,
  testsGateSchema,
  verdictSchema,
  visualRegressionGateSchema,
} from './truth-report-gates';
import { intParam } from './numeric-params.ts';

export * from './truth-report-gates';

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
  samples: z.number().int().nonnegative(),
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
  limit: intParam({ min: 1, max: TRUTH_REPORT_HISTORY_LIMIT }).default(TRUTH_REPORT_HISTORY_LIMIT),
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

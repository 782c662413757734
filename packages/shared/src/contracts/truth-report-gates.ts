import { z } from 'zod';

/* The Truth Report's gates (spec 02 §3 "Truth report"): each with its status, summary and evidence. */

export const VERDICTS = ['READY', 'BLOCKED', 'NEEDS_REVIEW'] as const;
export const verdictSchema = z.enum(VERDICTS);
export type Verdict = z.infer<typeof verdictSchema>;

/** How a gate came out: `fail` blocks the release, `review` asks a person to look. */
export const GATE_STATUSES = ['pass', 'review', 'fail', 'not_measured'] as const;
export const gateStatusSchema = z.enum(GATE_STATUSES);
export type GateStatus = z.infer<typeof gateStatusSchema>;

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

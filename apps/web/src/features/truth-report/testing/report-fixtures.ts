import {
  kpiStatusResponseSchema,
  reportSchema,
  resourceUsageSchema,
  runProgressSchema,
  type KpiStatus,
  type ResourceUsage,
  type RunProgress,
  type TruthReport,
} from '@appforge/shared/contracts/truth-report';

export const PROJECT = {
  id: '0b9f3a52-8d0e-4c1a-9d7e-1f2a3b4c5d6e',
  name: 'Recipe Box',
  createdAt: '2025-05-01T08:00:00.000Z',
  updatedAt: '2025-05-14T09:00:00.000Z',
};
export const OTHER_PROJECT = {
  id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  name: 'Pet Clinic',
  createdAt: '2025-04-01T08:00:00.000Z',
  updatedAt: '2025-04-02T09:00:00.000Z',
};

let reports = 0;
const nextReportId = () => `5e0c1b2a-3d4f-4a6b-8c9d-${String(++reports).padStart(12, '0')}`;

/**
 * A report as the server presents it after a run on version 3 of "Recipe Box": tests pass, the
 * API p95 misses its budget and two screens changed, so it needs review. Parsed with the
 * contract, so a change there that breaks it fails here first.
 */
export function aReport(overrides: Partial<TruthReport> = {}): TruthReport {
  const id = overrides.id ?? nextReportId();
  return reportSchema.parse({
    id,
    projectId: PROJECT.id,
    projectName: PROJECT.name,
    version: 3,
    buildId: 'build-3-1f2e3d4c',
    verdict: 'NEEDS_REVIEW',
    timestamp: '2025-05-14T09:30:00.000Z',
    durationMs: 12_840,
    blockers: [],
    reviews: ['performance', 'visualRegression'],
    tests: {
      status: 'pass',
      summary: '38 of 38 tests passed.',
      unit: { pass: 30, fail: 0, coverage: 0.8342 },
      ui: { pass: 8, fail: 0 },
      e2e: null,
      cases: [
        { suite: 'unit', name: 'formats a cooking time', passed: true },
        { suite: 'api', name: 'POST /api/recipes creates a recipe', passed: true },
        { suite: 'ui', name: 'Recipes screen renders', passed: true },
      ],
    },
    performance: {
      status: 'review',
      summary: 'The API p95 of 212 ms is above the 200 ms budget.',
      p95ApiMs: 212,
      apiRequests: 400,
      iosColdStartMs: 640,
      androidColdStartMs: null,
      bundleSizeMB: { ios: 1.42, android: 1.38 },
    },
    staticAnalysis: {
      status: 'pass',
      summary: 'Types, lint and the bundle are clean.',
      checks: { typescript: 'ok', eslint: 'ok', bundle: 'ok', 'dead-code': 'not_measured' },
      problems: [],
    },
    security: {
      status: 'pass',
      summary: 'No secrets; every dependency is pinned.',
      deps: 'clean',
      secrets: 'no_leaks',
      findings: [],
    },
    supplyChain: {
      status: 'pass',
      summary: 'SBOM written and the export signed.',
      sbomGenerated: true,
      artifactsSigned: true,
      slsaLevel: 2,
      slsaNote: 'Signed provenance from the Appforge build; the builder is not isolated.',
      components: 42,
      artifactSha256: 'a3f1'.repeat(16),
    },
    apiContracts: {
      status: 'pass',
      summary: 'Every frontend call is served.',
      pactVerified: true,
      schemaChanges: 'compatible',
      mockServersUp: true,
      calls: [
        { method: 'GET', path: '/api/recipes', served: true },
        { method: 'POST', path: '/api/recipes', served: true },
      ],
      changes: ['Added the field recipes.cookingTime'],
    },
    visualRegression: {
      status: 'review',
      summary: 'The Recipes screen changed on iOS.',
      iosSnapshotsPass: false,
      androidSnapshotsPass: true,
      diffThresholdMet: false,
      screens: [
        { platform: 'ios', screen: 'Recipes', diffRatio: 0.042 },
        { platform: 'android', screen: 'Recipes', diffRatio: 0.004 },
        { platform: 'ios', screen: 'Settings', diffRatio: null },
      ],
    },
    localizationA11y: {
      status: 'pass',
      summary: 'AA contrast; 18 of 20 controls labelled.',
      localizationCoverage: 92.5,
      rtlSupport: false,
      wcagCompliance: 'AA',
      labelledControls: { labelled: 18, total: 20 },
      contrastRatio: 4.83,
      a11yScore: 0.88,
    },
    storeAutomation: {
      status: 'pass',
      summary: 'Screenshots, privacy manifest and release notes are ready.',
      screenshotsGenerated: 6,
      privacyManifestValid: true,
      releaseNotesReady: true,
      releaseNotes: ['Recipes now carry a cooking time.', 'The recipe list starts faster.'],
    },
    finOps: {
      status: 'pass',
      summary: 'Within the monthly budget.',
      budgetStatus: 'within',
      currentCostEUR: 0.0042,
      projectedMonthlyEUR: 0.13,
      anomaliesDetected: 0,
      computeSeconds: 21.3,
      llmTokens: null,
      rates: { cpuSecondEur: 0.0002, per1kTokensEur: 0.002 },
      monthlyBudgetEUR: 50,
    },
    kpis: { timeToExecutableMs: 45_300 },
    links: {
      sbom: `/api/truth-report/${id}/sbom`,
      signature: `/api/truth-report/${id}/signature`,
      artifact: `/api/truth-report/${id}/artifact`,
    },
    ...overrides,
  });
}

/** A report whose headline figures could not be measured: no browser, no load test. */
export function anUnmeasuredReport(overrides: Partial<TruthReport> = {}): TruthReport {
  const base = aReport();
  return aReport({
    tests: { ...base.tests, unit: { ...base.tests.unit, coverage: null }, ui: null },
    performance: {
      ...base.performance,
      status: 'not_measured',
      p95ApiMs: null,
      apiRequests: null,
      iosColdStartMs: null,
      bundleSizeMB: { ios: null, android: null },
    },
    ...overrides,
  });
}

export function aKpiStatus(): KpiStatus {
  return kpiStatusResponseSchema.parse({
    data: {
      kpiStatus: {
        timeToExecutable: { current: 45_300, target: 600_000, status: 'PASS', samples: 4 },
        changeLeadTime: { current: 128_000, target: 300_000, status: 'PASS', samples: 3 },
        autofixRate: { current: 0.6667, target: 0.7, status: 'FAIL', samples: 3 },
        crashFreeSessions: { current: null, target: 0.99, status: 'NOT_MEASURED', samples: 0 },
        a11yScore: { current: 0.88, target: 0.85, status: 'PASS', samples: 1 },
      },
    },
  }).data.kpiStatus;
}

export const aResourceUsage = (overrides: Partial<ResourceUsage> = {}): ResourceUsage =>
  resourceUsageSchema.parse({
    buildMinutes: 3.4,
    deviceFarmHours: null,
    egressGb: 0.02,
    gpuHours: null,
    ...overrides,
  });

export const aRunProgress = (
  stage: RunProgress['stage'],
  progress: number,
  projectId = PROJECT.id,
): RunProgress =>
  runProgressSchema.parse({ projectId, stage, progress, startedAt: '2025-05-14T09:29:50.000Z' });

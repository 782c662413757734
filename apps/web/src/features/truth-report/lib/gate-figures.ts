import {
  API_P95_BUDGET_MS,
  COLD_START_BUDGET_MS,
  KPI_TARGETS,
  VISUAL_DIFF_THRESHOLD,
  type ApiContractsGate,
  type FinOpsGate,
  type GateKey,
  type LocalizationA11yGate,
  type PerformanceGate,
  type SecurityGate,
  type StaticAnalysisGate,
  type StoreAutomationGate,
  type SupplyChainGate,
  type TestsGate,
  type TruthReport,
  type VisualRegressionGate,
} from '@appforge/shared/contracts/truth-report';
import type { Figure } from './headline-figures';
import {
  formatCount,
  formatEur,
  formatMegabytes,
  formatMs,
  formatQuantity,
  formatRatio,
  orNotMeasured,
  problemCount,
  yesNo,
} from './report-format';

const passFail = (suite: { pass: number; fail: number }) =>
  `${formatCount(suite.pass)} passed, ${formatCount(suite.fail)} failed`;

/** A count sent as text ("3") reads as "3 <noun>"; a word ("clean", "no_leaks") as the word. */
const countOrWord = (value: string, noun: string) =>
  /^\d+$/.test(value) ? `${formatCount(Number(value))} ${noun}` : value.replaceAll('_', ' ');

const testsFigures = (gate: TestsGate): Figure[] => [
  { label: 'Unit tests', value: passFail(gate.unit) },
  { label: 'Coverage', value: orNotMeasured(gate.unit.coverage, formatRatio) },
  { label: 'UI tests', value: orNotMeasured(gate.ui, passFail), sub: 'Each screen in Chromium' },
  { label: 'End-to-end tests', value: orNotMeasured(gate.e2e, passFail) },
];

export const performanceFigures = (gate: PerformanceGate): Figure[] => [
  {
    label: 'API response p95',
    value: orNotMeasured(gate.p95ApiMs, formatMs),
    sub: `Budget ${formatMs(API_P95_BUDGET_MS)}`,
  },
  { label: 'API requests measured', value: orNotMeasured(gate.apiRequests, formatCount) },
  {
    label: 'iOS cold start',
    value: orNotMeasured(gate.iosColdStartMs, formatMs),
    sub: `Budget ${formatMs(COLD_START_BUDGET_MS.ios)}`,
  },
  {
    label: 'Android cold start',
    value: orNotMeasured(gate.androidColdStartMs, formatMs),
    sub: `Budget ${formatMs(COLD_START_BUDGET_MS.android)}`,
  },
  { label: 'iOS bundle size', value: orNotMeasured(gate.bundleSizeMB.ios, formatMegabytes) },
  {
    label: 'Android bundle size',
    value: orNotMeasured(gate.bundleSizeMB.android, formatMegabytes),
  },
];

const staticAnalysisFigures = (gate: StaticAnalysisGate): Figure[] => [
  { label: 'Checks', value: formatCount(Object.keys(gate.checks).length) },
  { label: 'Problems found', value: problemCount(gate.problems.length) },
];

const securityFigures = (gate: SecurityGate): Figure[] => [
  { label: 'Dependencies', value: countOrWord(gate.deps, 'off the pinned allow-list') },
  { label: 'Secrets', value: countOrWord(gate.secrets, 'found') },
];

export const supplyChainFigures = (gate: SupplyChainGate): Figure[] => [
  {
    label: 'SBOM generated',
    value: yesNo(gate.sbomGenerated),
    sub: `CycloneDX, ${formatCount(gate.components)} components`,
  },
  { label: 'Artifacts signed', value: yesNo(gate.artifactsSigned), sub: 'ed25519' },
  { label: 'SLSA level', value: `Level ${gate.slsaLevel}`, sub: gate.slsaNote },
  {
    label: 'Artifact SHA-256',
    value: orNotMeasured(gate.artifactSha256, (hash) => hash),
    mono: gate.artifactSha256 !== null,
  },
];

const SCHEMA_CHANGE_LABELS: Record<ApiContractsGate['schemaChanges'], string> = {
  none: 'None',
  compatible: 'Compatible',
  breaking: 'Breaking',
  first_version: 'First version',
};

const apiContractsFigures = (gate: ApiContractsGate): Figure[] => [
  { label: 'Contract verified', value: yesNo(gate.pactVerified) },
  { label: 'Schema changes', value: SCHEMA_CHANGE_LABELS[gate.schemaChanges] },
  { label: 'Backend up in the sandbox', value: yesNo(gate.mockServersUp) },
  {
    label: 'Calls served',
    value: `${formatCount(gate.calls.filter((call) => call.served).length)} of ${formatCount(gate.calls.length)}`,
  },
];

export const visualRegressionFigures = (gate: VisualRegressionGate): Figure[] => [
  { label: 'iOS snapshots pass', value: orNotMeasured(gate.iosSnapshotsPass, yesNo) },
  { label: 'Android snapshots pass', value: orNotMeasured(gate.androidSnapshotsPass, yesNo) },
  {
    label: 'Diff threshold met',
    value: orNotMeasured(gate.diffThresholdMet, yesNo),
    sub: `At most ${formatRatio(VISUAL_DIFF_THRESHOLD)} of the pixels differ`,
  },
];

const WCAG_LABELS: Record<LocalizationA11yGate['wcagCompliance'], string> = {
  AAA: 'AAA',
  AA: 'AA',
  fail: 'Below AA',
};

export const localizationFigures = (gate: LocalizationA11yGate): Figure[] => [
  // The contract gives this one in percent (0–100).
  { label: 'Localization coverage', value: formatRatio(gate.localizationCoverage / 100) },
  { label: 'Right-to-left support', value: yesNo(gate.rtlSupport) },
  { label: 'WCAG compliance', value: WCAG_LABELS[gate.wcagCompliance] },
  {
    label: 'Labelled controls',
    value: `${formatCount(gate.labelledControls.labelled)} of ${formatCount(gate.labelledControls.total)}`,
  },
  { label: 'Lowest contrast ratio', value: `${gate.contrastRatio.toFixed(2)}:1` },
  {
    label: 'Accessibility score',
    value: formatRatio(gate.a11yScore),
    sub: `Target ≥ ${formatRatio(KPI_TARGETS.a11yScore)}`,
  },
];

export const storeAutomationFigures = (gate: StoreAutomationGate): Figure[] => [
  { label: 'Screenshots generated', value: formatCount(gate.screenshotsGenerated) },
  { label: 'Privacy manifest valid', value: yesNo(gate.privacyManifestValid) },
  { label: 'Release notes ready', value: yesNo(gate.releaseNotesReady) },
];

export const BUDGET_STATUS_LABELS: Record<FinOpsGate['budgetStatus'], string> = {
  within: 'Within budget',
  warning: 'Close to the budget',
  over: 'Over budget',
};

export const finOpsFigures = (gate: FinOpsGate): Figure[] => [
  { label: 'Current cost', value: formatEur(gate.currentCostEUR) },
  {
    label: 'Projected monthly',
    value: formatEur(gate.projectedMonthlyEUR),
    sub: `Budget ${formatEur(gate.monthlyBudgetEUR)} a month`,
  },
  { label: 'Compute', value: `${formatQuantity(gate.computeSeconds)} s` },
  {
    label: 'LLM tokens',
    value: orNotMeasured(gate.llmTokens, formatCount),
    sub: gate.llmTokens === null ? 'The built-in generator wrote this app' : undefined,
  },
  { label: 'CPU rate', value: `${formatEur(gate.rates.cpuSecondEur)} per CPU second` },
  { label: 'Token rate', value: `${formatEur(gate.rates.per1kTokensEur)} per 1,000 tokens` },
  { label: 'Anomalies detected', value: formatCount(gate.anomaliesDetected) },
];

/** The figures of one gate, as its Quality Gates row shows them. */
export function gateFigures(report: TruthReport, key: GateKey): Figure[] {
  switch (key) {
    case 'tests':
      return testsFigures(report.tests);
    case 'performance':
      return performanceFigures(report.performance);
    case 'staticAnalysis':
      return staticAnalysisFigures(report.staticAnalysis);
    case 'security':
      return securityFigures(report.security);
    case 'supplyChain':
      return supplyChainFigures(report.supplyChain);
    case 'apiContracts':
      return apiContractsFigures(report.apiContracts);
    case 'visualRegression':
      return visualRegressionFigures(report.visualRegression);
    case 'localizationA11y':
      return localizationFigures(report.localizationA11y);
    case 'storeAutomation':
      return storeAutomationFigures(report.storeAutomation);
    case 'finOps':
      return finOpsFigures(report.finOps);
  }
}

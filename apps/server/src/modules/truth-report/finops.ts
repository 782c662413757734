import type { FinOpsGate } from '@appforge/shared/contracts/truth-report';
import type { TruthReportSettings } from '../../config';

export interface FinOpsInputs {
  /** Processing time of each generation of the project. */
  jobMs: number[];
  /** CPU time of the project's reports, this one included. */
  reportCpuMs: number;
  /** Tokens a language model spent; null when one was configured but its use is not recorded. */
  llmTokens: number | null;
  projectCreatedAt: Date;
  now: Date;
  rates: Pick<
    TruthReportSettings,
    'costPerCpuSecondEur' | 'costPer1kTokensEur' | 'monthlyBudgetEur'
  >;
}

const DAY_MS = 86_400_000;
const ANOMALY_FACTOR = 3;
const MIN_JOBS_FOR_ANOMALIES = 3;
const WARNING_SHARE = 0.8;

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Generations that took more than three times the project's median. */
function anomalies(jobMs: number[]): number {
  if (jobMs.length < MIN_JOBS_FOR_ANOMALIES) return 0;
  const sorted = [...jobMs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return jobMs.filter((ms) => ms > median * ANOMALY_FACTOR).length;
}

/**
 * What the project has cost: its generations' processing time and its reports' CPU time, priced
 * at COST_PER_CPU_SECOND_EUR, plus language-model tokens at COST_PER_1K_TOKENS_EUR. The monthly
 * projection spreads the cost so far over the project's age (30 days at least).
 */
export function finOpsGate(inputs: FinOpsInputs): FinOpsGate {
  const { rates } = inputs;
  const computeSeconds =
    (inputs.jobMs.reduce((sum, ms) => sum + ms, 0) + inputs.reportCpuMs) / 1000;
  const currentCostEUR =
    computeSeconds * rates.costPerCpuSecondEur +
    ((inputs.llmTokens ?? 0) / 1000) * rates.costPer1kTokensEur;
  const ageDays = Math.max((inputs.now.getTime() - inputs.projectCreatedAt.getTime()) / DAY_MS, 1);
  const projectedMonthlyEUR = (currentCostEUR / ageDays) * 30;
  const budgetStatus =
    projectedMonthlyEUR > rates.monthlyBudgetEur
      ? 'over'
      : projectedMonthlyEUR > rates.monthlyBudgetEur * WARNING_SHARE
        ? 'warning'
        : 'within';
  const found = anomalies(inputs.jobMs);
  const tokens =
    inputs.llmTokens === null
      ? 'language-model tokens are not recorded'
      : `${inputs.llmTokens} tokens`;
  return {
    status: budgetStatus === 'over' ? 'review' : 'pass',
    summary: `${computeSeconds.toFixed(1)} s of compute and ${tokens}: €${round(currentCostEUR)} so far, about €${round(projectedMonthlyEUR)} a month against a €${rates.monthlyBudgetEur} budget.`,
    budgetStatus,
    currentCostEUR: round(currentCostEUR),
    projectedMonthlyEUR: round(projectedMonthlyEUR),
    anomaliesDetected: found,
    computeSeconds: Math.round(computeSeconds * 1000) / 1000,
    llmTokens: inputs.llmTokens,
    rates: { cpuSecondEur: rates.costPerCpuSecondEur, per1kTokensEur: rates.costPer1kTokensEur },
    monthlyBudgetEUR: rates.monthlyBudgetEur,
  };
}

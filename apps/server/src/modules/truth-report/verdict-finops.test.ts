import { GATE_KEYS, type GateKey, type GateStatus } from '@appforge/shared/contracts/truth-report';
import { describe, expect, it } from 'vitest';
import { finOpsGate } from './finops';
import { decideVerdict } from './verdict';

const all = (status: GateStatus, overrides: Partial<Record<GateKey, GateStatus>> = {}) =>
  ({ ...Object.fromEntries(GATE_KEYS.map((key) => [key, status])), ...overrides }) as Record<
    GateKey,
    GateStatus
  >;

describe('decideVerdict', () => {
  it('blocks on any failing gate and names it, before any review', () => {
    expect(decideVerdict(all('pass', { security: 'fail', performance: 'review' }))).toEqual({
      verdict: 'BLOCKED',
      blockers: ['security'],
      reviews: ['performance'],
    });
  });
  it('needs review when a gate asks for it, or when no test ran', () => {
    expect(decideVerdict(all('pass', { visualRegression: 'review' })).verdict).toBe('NEEDS_REVIEW');
    expect(decideVerdict(all('pass', { tests: 'not_measured' })).reviews).toEqual(['tests']);
  });
  it('is ready when every gate passes, even with other gates not measured here', () => {
    expect(decideVerdict(all('pass', { visualRegression: 'not_measured' }))).toEqual({
      verdict: 'READY',
      blockers: [],
      reviews: [],
    });
  });
});

describe('finOpsGate', () => {
  const rates = { costPerCpuSecondEur: 0.01, costPer1kTokensEur: 0.5, monthlyBudgetEur: 10 };
  const created = new Date('2026-11-01T00:00:00Z');

  it('prices compute and tokens, projects a month from the project age and flags slow outliers', () => {
    const gate = finOpsGate({
      jobMs: [1000, 1200, 900, 10_000],
      reportCpuMs: 900,
      llmTokens: 4000,
      projectCreatedAt: created,
      now: new Date('2026-11-11T00:00:00Z'),
      rates,
    });
    // 14 s × €0.01 + 4 × €0.5 = €2.14 in 10 days → €6.42 a month: within a €10 budget.
    expect(gate).toMatchObject({
      computeSeconds: 14,
      currentCostEUR: 2.14,
      projectedMonthlyEUR: 6.42,
      budgetStatus: 'within',
      anomaliesDetected: 1,
      status: 'pass',
    });
  });

  it('warns past 80% of the budget and asks for review past it', () => {
    const base = { jobMs: [], llmTokens: 0, projectCreatedAt: created, rates };
    const now = new Date('2026-11-02T00:00:00Z');
    expect(finOpsGate({ ...base, reportCpuMs: 20_000, now }).budgetStatus).toBe('within');
    expect(finOpsGate({ ...base, reportCpuMs: 30_000, now })).toMatchObject({
      projectedMonthlyEUR: 9,
      budgetStatus: 'warning',
      status: 'pass',
    });
    expect(finOpsGate({ ...base, reportCpuMs: 40_000, now })).toMatchObject({
      budgetStatus: 'over',
      status: 'review',
    });
  });

  it('says when a language model was used and its tokens are not recorded', () => {
    const gate = finOpsGate({
      jobMs: [500],
      reportCpuMs: 0,
      llmTokens: null,
      projectCreatedAt: created,
      now: created,
      rates,
    });
    expect(gate.llmTokens).toBeNull();
    expect(gate.summary).toContain('not recorded');
  });
});

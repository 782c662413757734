import type { AdminStats } from '@appforge/shared/contracts/admin';
import { describe, expect, it } from 'vitest';
import { analyticsTotals, openIssues } from './admin-figures';

const stats: AdminStats = {
  totalUsers: 40,
  activeSubscriptions: 12,
  monthlyRevenue: 1200,
  pendingTickets: 3,
  resolvedTickets: 9,
  systemErrors: 2,
  paymentIssues: 1,
  emailsSent: 4,
};

describe('admin figures', () => {
  it('counts open issues as pending tickets plus unresolved system errors', () => {
    expect(openIssues(stats)).toBe(5);
    expect(openIssues({ ...stats, pendingTickets: 0, systemErrors: 0 })).toBe(0);
  });

  it('sums each analytics series over the period', () => {
    const day = (date: string, n: number) => ({
      date,
      users: n,
      projects: n * 2,
      generations: n * 3,
      failedGenerations: n - 1,
    });
    expect(analyticsTotals([day('2025-03-01', 1), day('2025-03-02', 4)])).toEqual({
      users: 5,
      projects: 10,
      generations: 15,
      failedGenerations: 3,
    });
    expect(analyticsTotals([])).toEqual({
      users: 0,
      projects: 0,
      generations: 0,
      failedGenerations: 0,
    });
  });
});

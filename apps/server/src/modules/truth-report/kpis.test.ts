import { describe, expect, it } from 'vitest';
import { kpi, kpiStatus, type FinishedJob, type PreviewEvent } from './kpis';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute));
const job = (
  projectId: string,
  created: number,
  finished: number | null,
  status: FinishedJob['status'] = 'completed',
): FinishedJob => ({
  projectId,
  status,
  createdAt: at(created),
  finishedAt: finished === null ? null : at(finished),
  processingMs: finished === null ? null : (finished - created) * 60_000,
});
const event = (projectId: string, kind: PreviewEvent['kind'], minute: number): PreviewEvent => ({
  projectId,
  kind,
  createdAt: at(minute),
});

describe('kpi', () => {
  it('passes times at or under the target and rates at or above it', () => {
    expect(kpi('timeToExecutable', 600_000, 1).status).toBe('PASS');
    expect(kpi('timeToExecutable', 600_001, 1).status).toBe('FAIL');
    expect(kpi('autofixRate', 0.7, 3).status).toBe('PASS');
    expect(kpi('autofixRate', 0.69, 3).status).toBe('FAIL');
    expect(kpi('a11yScore', null, 0)).toEqual({
      current: null,
      target: 0.85,
      status: 'NOT_MEASURED',
      samples: 0,
    });
  });
});

describe('kpiStatus', () => {
  it('takes medians of first-app and follow-up times, and rates from previews and reports', () => {
    const jobs = [
      job('a', 0, 2),
      job('a', 5, 6),
      job('b', 0, 4),
      job('b', 10, 13),
      job('a', 30, 31),
    ];
    const firstCompleted = new Map([
      ['a', at(2).getTime()],
      ['b', at(4).getTime()],
    ]);
    const events = [
      ...Array.from({ length: 9 }, (_, index) => event('a', 'preview_load', index)),
      event('a', 'preview_load', 40),
      event('b', 'runtime_error', 41),
    ];
    const status = kpiStatus({
      jobs,
      firstCompleted,
      events,
      fixes: { attempts: 4, fixed: 3 },
      a11yScores: [0.8, 1],
    });
    expect(status.timeToExecutable).toMatchObject({ current: 180_000, samples: 2, status: 'PASS' });
    expect(status.changeLeadTime).toMatchObject({ current: 60_000, samples: 3, status: 'PASS' });
    expect(status.autofixRate).toMatchObject({ current: 0.75, samples: 4, status: 'PASS' });
    expect(
      kpiStatus({ jobs, firstCompleted, events, fixes: { attempts: 0, fixed: 0 }, a11yScores: [] })
        .autofixRate.status,
    ).toBe('NOT_MEASURED');
    expect(status.crashFreeSessions).toMatchObject({ current: 0.9, samples: 10, status: 'FAIL' });
    expect(status.a11yScore).toMatchObject({ current: 0.9, samples: 2, status: 'PASS' });
  });
});

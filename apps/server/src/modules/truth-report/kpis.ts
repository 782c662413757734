import {
  KPI_TARGETS,
  KPI_UNITS,
  type Kpi,
  type KpiKey,
  type KpiStatus,
} from '@appforge/shared/contracts/truth-report';

export interface FinishedJob {
  projectId: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  createdAt: Date;
  finishedAt: Date | null;
  processingMs: number | null;
}

export interface PreviewEvent {
  projectId: string | null;
  kind: 'export' | 'restore' | 'preview_load' | 'runtime_error';
  createdAt: Date;
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Times must stay at or under their target; rates reach theirs. */
export function kpi(key: KpiKey, current: number | null, samples: number): Kpi {
  const target = KPI_TARGETS[key];
  if (current === null) return { current, target, status: 'NOT_MEASURED', samples };
  const met = KPI_UNITS[key] === 'ms' ? current <= target : current >= target;
  return { current, target, status: met ? 'PASS' : 'FAIL', samples };
}

const leadTime = (job: FinishedJob) => job.finishedAt!.getTime() - job.createdAt.getTime();

export interface KpiInputs {
  jobs: FinishedJob[];
  /** When each project's first generation completed (ms since epoch). */
  firstCompleted: Map<string, number>;
  events: PreviewEvent[];
  /** Fix issue follow-ups, and those whose version reported no runtime error (builder/fix-issue). */
  fixes: { attempts: number; fixed: number };
  /** The accessibility score of the newest report of each project. */
  a11yScores: number[];
}

/**
 * spec 02 §9's KPIs from what happened: prompt-to-runnable time of each project's first app and
 * of its follow-ups (queue wait included), Fix issue outcomes, preview loads without a runtime
 * error, and the reports' accessibility scores.
 */
export function kpiStatus({
  jobs,
  firstCompleted,
  events,
  fixes,
  a11yScores,
}: KpiInputs): KpiStatus {
  const completed = jobs.filter((job) => job.status === 'completed' && job.finishedAt);
  const isFirst = (job: FinishedJob) =>
    firstCompleted.get(job.projectId) === job.finishedAt!.getTime();
  const firstTimes = completed.filter(isFirst).map(leadTime);
  const followUpTimes = completed.filter((job) => !isFirst(job)).map(leadTime);
  const { attempts, fixed } = fixes;
  const loads = events.filter((event) => event.kind === 'preview_load').length;
  const crashes = events.filter((event) => event.kind === 'runtime_error').length;
  const meanA11y =
    a11yScores.length > 0
      ? a11yScores.reduce((sum, score) => sum + score, 0) / a11yScores.length
      : null;
  return {
    timeToExecutable: kpi('timeToExecutable', median(firstTimes), firstTimes.length),
    changeLeadTime: kpi('changeLeadTime', median(followUpTimes), followUpTimes.length),
    autofixRate: kpi('autofixRate', attempts > 0 ? fixed / attempts : null, attempts),
    crashFreeSessions: kpi(
      'crashFreeSessions',
      loads > 0 ? Math.max(0, (loads - crashes) / loads) : null,
      loads,
    ),
    a11yScore: kpi('a11yScore', meanA11y, a11yScores.length),
  };
}

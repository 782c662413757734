import type {
  KpiStatus,
  ResourceUsage,
  RunProgress,
  TruthReport,
} from '@appforge/shared/contracts/truth-report';
import { vi } from 'vitest';
import { mostRecentlyUpdated } from '../lib/default-project';
import { aKpiStatus, aResourceUsage, aRunProgress, PROJECT } from './report-fixtures';

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = (request: SentRequest) => Response | Promise<Response>;
type FakeProject = typeof PROJECT;

export interface FakeTruthReportOptions {
  /** GET /api/projects; the default project is the most recently updated, as on the server. */
  projects?: FakeProject[];
  /** Each project's reports by id, newest first. */
  reports?: Record<string, TruthReport[]>;
  kpiStatus?: KpiStatus;
  resourceUsage?: ResourceUsage;
  /** What GET /run answers while a POST /generate waits: one stage per poll, then the last. */
  stages?: RunProgress[];
  /** Answers that replace the fake server's own, by "METHOD /path". */
  overrides?: Record<string, Answer>;
}

const problem = (status: number, error: string, message: string) =>
  Response.json({ error, message }, { status });

/**
 * A truth-report server in memory behind a stubbed fetch. POST /generate waits until the test
 * calls `finishRun(report)`; meanwhile GET /run walks through `stages`. Every request is recorded.
 */
export function fakeTruthReportServer(options: FakeTruthReportOptions = {}) {
  const projects = options.projects ?? [PROJECT];
  const reports: Record<string, TruthReport[]> = { ...options.reports };
  const stages = options.stages ?? [aRunProgress('sandbox', 35)];
  const sent: SentRequest[] = [];
  let running: { projectId: string; polls: number; finish: (report: TruthReport) => void } | null =
    null;

  /** The project a request is about, or the answer that refuses it. */
  const projectOf = ({ query }: SentRequest): string | Response | null => {
    const named = query.get('projectId');
    if (!named) return mostRecentlyUpdated(projects);
    return projects.some((project) => project.id === named)
      ? named
      : problem(404, 'not_found', 'Project not found');
  };
  const withProject = (answer: (projectId: string | null) => Response | Promise<Response>) =>
    ((request) => {
      const project = projectOf(request);
      return project instanceof Response ? project : answer(project);
    }) satisfies Answer;
  const reportsOf = (projectId: string | null) => (projectId ? (reports[projectId] ?? []) : []);

  const routes: Record<string, Answer> = {
    'GET /api/projects': () => Response.json(projects),
    'GET /api/truth-report/latest': withProject((id) =>
      Response.json({ data: reportsOf(id)[0] ?? null }),
    ),
    'GET /api/truth-report/history': withProject((id) =>
      Response.json({ data: reportsOf(id).slice(0, 10) }),
    ),
    'GET /api/truth-report/run': withProject((id) => {
      if (!running || running.projectId !== id) return Response.json({ data: null });
      const stage = stages[Math.min(running.polls, stages.length - 1)]!;
      running.polls += 1;
      return Response.json({ data: { ...stage, projectId: id } });
    }),
    'GET /api/truth-report/kpi-status': () =>
      Response.json({ data: { kpiStatus: options.kpiStatus ?? aKpiStatus() } }),
    'GET /api/truth-report/resource-usage': () =>
      Response.json({ data: options.resourceUsage ?? aResourceUsage() }),
    'POST /api/truth-report/generate': withProject(
      (id) =>
        new Promise<Response>((resolve) => {
          if (!id) {
            resolve(problem(409, 'no_project', 'Describe an app in the builder first.'));
            return;
          }
          running = {
            projectId: id,
            polls: 0,
            finish: (report) => {
              reports[id] = [report, ...reportsOf(id)];
              running = null;
              resolve(Response.json({ data: report }));
            },
          };
        }),
    ),
  };

  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/session') return Response.json({});
      const request: SentRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      const key = `${request.method} ${request.path}`;
      const answer = options.overrides?.[key] ?? routes[key];
      return answer ? answer(request) : problem(404, 'not_found', `No route ${key}.`);
    }),
  );

  return {
    sent,
    /** The requests sent to `METHOD /path`. */
    requestsTo: (key: string) =>
      sent.filter((request) => `${request.method} ${request.path}` === key),
    /** Ends the waiting POST /generate with `report`, which becomes the project's latest. */
    finishRun(report: TruthReport) {
      if (!running) throw new Error('No report is being generated.');
      running.finish(report);
    },
  };
}

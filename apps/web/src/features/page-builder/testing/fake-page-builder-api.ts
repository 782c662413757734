import {
  PAGE_TYPES,
  type BuildJob,
  type Page,
  type PageType,
  type ValidationResponse,
} from '@appforge/shared/contracts/page-builder';
import { vi } from 'vitest';
import { aJob, aPage, PROJECT } from './page-fixtures';

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = (request: SentRequest) => Response | Promise<Response>;
type PageProject = { id: string; name: string } | null;

export interface FakeServerOptions {
  project?: PageProject;
  pages?: Page[];
  /** GET /api/projects (the picker); the project alone when not given. */
  projects?: { id: string; name: string }[];
  /** The project's newest Build All job. */
  latestJob?: BuildJob | null;
  /** Answers that replace the fake server's own, by "METHOD /path". */
  overrides?: Record<string, Answer>;
}

const notFound = () =>
  Response.json({ error: 'not_found', message: 'Project not found' }, { status: 404 });

function validationOf(project: PageProject, pages: Page[]): ValidationResponse {
  const invalid = pages.filter((page) => !page.report.valid);
  const score = (page: Page) =>
    (page.report.accessibility.score + page.report.seo.score + page.report.performance.score) / 3;
  return {
    project,
    totalPages: pages.length,
    validPages: pages.length - invalid.length,
    invalidPages: invalid.map((page) => page.pageType),
    overallScore: pages.length
      ? Math.round(pages.reduce((sum, page) => sum + score(page), 0) / pages.length)
      : 0,
    issues: pages.flatMap((page) => page.report.issues),
  };
}

/**
 * A page-builder server in memory behind a stubbed fetch. Generate writes a page; Build All starts
 * a job that each poll moves on by half (6 pages, then all 12). Every request is recorded.
 */
export function fakePageBuilderServer(options: FakeServerOptions = {}) {
  const project = options.project === undefined ? PROJECT : options.project;
  const projects = options.projects ?? (project ? [project] : []);
  let pages = [...(options.pages ?? [])];
  let job = options.latestJob ?? null;
  const sent: SentRequest[] = [];

  const writePages = (pageTypes: readonly PageType[]) => {
    const kept = pages.filter((page) => !pageTypes.includes(page.pageType));
    pages = [...kept, ...pageTypes.map((pageType) => aPage(pageType))];
  };
  const advance = (current: BuildJob): BuildJob => {
    const completed = Math.min(current.total, current.completed + 6);
    writePages(PAGE_TYPES.slice(0, completed));
    const done = completed === current.total;
    return {
      ...current,
      completed,
      status: done ? 'completed' : 'running',
      currentPageType: done ? null : PAGE_TYPES[completed]!,
      finishedAt: done ? new Date().toISOString() : null,
    };
  };

  const routes: Record<string, Answer> = {
    'GET /api/projects': () =>
      Response.json(projects.map((item) => ({ ...item, updatedAt: new Date().toISOString() }))),
    'GET /api/page-builder/pages': () => Response.json({ project, pages }),
    'GET /api/page-builder/validate': () => Response.json(validationOf(project, pages)),
    'GET /api/page-builder/jobs/latest': () => Response.json({ job }),
    'POST /api/page-builder/build-all': () => {
      if (!project) return Response.json({ error: 'no_project', message: 'x' }, { status: 409 });
      if (job?.status !== 'running') job = aJob({ id: crypto.randomUUID(), projectId: project.id });
      return Response.json({ job }, { status: 202 });
    },
  };

  const answer = (request: SentRequest): Response | Promise<Response> => {
    const key = `${request.method} ${request.path}`;
    const override = options.overrides?.[key];
    if (override) return override(request);
    const projectId = request.query.get('projectId');
    if (projectId && !projects.some((item) => item.id === projectId)) return notFound();
    const route = routes[key];
    if (route) return route(request);
    const generate = /^\/api\/page-builder\/generate\/(\w+)$/.exec(request.path);
    if (request.method === 'POST' && generate) {
      const pageType = generate[1] as PageType;
      const { customRequirements } = request.body as { customRequirements: string[] };
      const page = { ...aPage(pageType), customRequirements };
      pages = [...pages.filter((item) => item.pageType !== pageType), page];
      return Response.json({ page });
    }
    if (request.method === 'GET' && job && request.path === `/api/page-builder/jobs/${job.id}`) {
      job = job.status === 'running' ? advance(job) : job;
      return Response.json({ job });
    }
    return notFound();
  };

  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const request: SentRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      if (request.path === '/api/session') return Response.json({});
      sent.push(request);
      return answer(request);
    }),
  );

  return {
    sent,
    pages: () => pages,
    /** The requests sent to `METHOD /path`. */
    requestsTo: (key: string) =>
      sent.filter((request) => `${request.method} ${request.path}` === key),
  };
}

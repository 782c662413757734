import type {
  BuildJob,
  ValidationResponse,
} from '../packages/shared/src/contracts/page-builder.ts';
import { printMachine, requireBuild, startBenchServer } from './lib/processes.ts';

const PORT = '5433';
const BASE = `http://127.0.0.1:${PORT}`;
/** Different apps, so the pages differ in record types, features and colours. */
const PROMPTS = [
  'An app to plan board game nights with friends: the games we own and who is coming',
  'Track when to water my houseplants, with reminders, and it must work offline',
  'A recipe book with photos, ratings and a shopping list',
];
const ROUNDS = 3;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function call<T>(method: string, path: string, cookie: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A project whose app the built-in generator made from `prompt`, as the builder's chat does. */
async function projectFrom(prompt: string, cookie: string): Promise<string> {
  const { id } = await call<{ id: string }>('POST', '/api/projects', cookie, { name: 'Bench app' });
  await call<unknown>('POST', `/api/projects/${id}/generate`, cookie, { prompt });
  for (;;) {
    const project = await call<{ currentVersion: number }>('GET', `/api/projects/${id}`, cookie);
    if (project.currentVersion >= 1) return id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** POST build-all, then follow the job until it ends; the wall time a person waits. */
async function buildAll(projectId: string, cookie: string): Promise<number> {
  const started = performance.now();
  let { job } = await call<{ job: BuildJob }>(
    'POST',
    `/api/page-builder/build-all?projectId=${projectId}`,
    cookie,
  );
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 10));
    ({ job } = await call<{ job: BuildJob }>('GET', `/api/page-builder/jobs/${job.id}`, cookie));
  }
  if (job.status !== 'completed') throw new Error(`build-all ended ${job.status}: ${job.error}`);
  return performance.now() - started;
}

requireBuild();
printMachine();
const { cookie, stop } = await startBenchServer('pages', PORT);
try {
  const projects = [];
  for (const prompt of PROMPTS) projects.push(await projectFrom(prompt, cookie));

  const builds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const projectId of projects) builds.push(await buildAll(projectId, cookie));
  }
  const pageTimes: number[] = [];
  for (const projectId of projects) {
    for (const pageType of ['landing', 'privacy', 'faq', 'contact']) {
      const started = performance.now();
      await call<unknown>(
        'POST',
        `/api/page-builder/generate/${pageType}?projectId=${projectId}`,
        cookie,
        {
          customRequirements: ['add a pricing section'],
        },
      );
      pageTimes.push(performance.now() - started);
    }
  }
  const reads: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const path of ['pages', 'validate']) {
      const started = performance.now();
      await call<unknown>('GET', `/api/page-builder/${path}?projectId=${projects[0]}`, cookie);
      reads.push(performance.now() - started);
    }
  }
  const { overallScore, validPages, totalPages } = await call<ValidationResponse>(
    'GET',
    `/api/page-builder/validate?projectId=${projects[0]}`,
    cookie,
  );
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `build-all, 12 pages written and checked (${builds.length} builds of ${projects.length} apps):`,
  );
  console.log(
    `  first ${ms(builds[0]!)} · median ${ms(percentile(builds, 0.5))} · max ${ms(Math.max(...builds))} (target < 2000 ms)`,
  );
  console.log(
    `one page with a requirement: p50 ${ms(percentile(pageTimes, 0.5))} · p95 ${ms(percentile(pageTimes, 0.95))}`,
  );
  console.log(
    `GET pages / validate (12 pages): p50 ${ms(percentile(reads, 0.5))} · p95 ${ms(percentile(reads, 0.95))}`,
  );
  console.log(`first app: ${validPages}/${totalPages} pages valid, overall score ${overallScore}`);
} finally {
  await stop();
}

import { mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import type { AppSpec } from '@appforge/codegen/app-spec';
import { buildModel, type AppModel } from '@appforge/codegen/render/model';
import type { SandboxOutcome } from '../gates/gate-input.ts';
import { entityPath, HEALTH_CASE, runApiCases, runHealthCase } from './api-cases.ts';
import { coverageShare } from './coverage-probes.ts';
import { pureFrontendModules } from './frontend-modules.ts';
import { loadTest, type LoadTestResult } from './load-test.ts';
import { bundleSandbox, type SandboxBundle } from './sandbox-bundle.ts';
import { CaseList } from './sandbox-cases.ts';
import { SandboxProcess } from './sandbox-process.ts';
import { finishedSchema, type ReadyReport, type Refusal } from './sandbox-protocol.ts';
import { runUnitCases } from './unit-cases.ts';

/**
 * The generated app's own tests, run for real in a sandbox (sandbox-process.ts): unit cases on the
 * frontend's pure code, the backend's CRUD through inject, function coverage of the generated
 * code, then the API's p95 under autocannon. Without an AppSpec only the server's start and
 * health are checked.
 */

export interface SandboxOptions {
  /** The child's whole life, load test included. */
  timeoutMs?: number;
  /** V8's heap cap of the child. */
  memoryMb?: number;
  loadTestMs?: number;
}

/** What the app tried, in words: "reading /etc/passwd", "starting a process (/bin/sh)". */
function describeRefusal({ permission, resource }: Refusal) {
  const files: Record<string, string> = { FileSystemRead: 'reading', FileSystemWrite: 'writing' };
  const others: Record<string, string> = {
    ChildProcess: 'starting a process',
    WorkerThreads: 'starting a worker thread',
  };
  const action = files[permission]
    ? `${files[permission]} ${resource}`
    : `${others[permission] ?? permission}${resource ? ` (${resource})` : ''}`;
  return `The sandbox refused the generated app ${action}`;
}

/** The route the load test calls: the first entity's list, or any plain GET route. */
function loadTestPath(model: AppModel | null, ready: ReadyReport) {
  if (model && model.entities.length > 0) return entityPath(model.entities[0]!);
  const plain = ready.routes.find(
    (route) => route.method === 'GET' && !/[:*]/.test(route.path) && route.path !== '/health',
  );
  return plain?.path ?? '/health';
}

function modelOf(appSpec: AppSpec | null): AppModel | null {
  try {
    return appSpec ? buildModel(appSpec) : null;
  } catch {
    return null;
  }
}

async function drive(
  sandbox: SandboxProcess,
  model: AppModel | null,
  cases: CaseList,
  loadTestMs: number,
) {
  const ready = await sandbox.ready.catch(() => null);
  if (!ready) return { ready, serverUp: false, load: null, finished: null };
  await runUnitCases(sandbox, ready, model, cases);
  let serverUp = false;
  if (ready.backendError) cases.fail('api', HEALTH_CASE, ready.backendError);
  else serverUp = await runHealthCase(sandbox, cases);
  if (serverUp && model) await runApiCases(sandbox, model, cases);
  let load: LoadTestResult | null = null;
  const listening = serverUp ? await sandbox.request('listen') : null;
  if (listening?.ok) {
    const url = `http://127.0.0.1:${Number(listening.port)}${loadTestPath(model, ready)}`;
    load = await loadTest(url, loadTestMs).catch(() => null);
  }
  const finish = await sandbox.request('finish');
  const finished = finish.ok ? (finishedSchema.safeParse(finish).data ?? null) : null;
  return { ready, serverUp, load, finished };
}

/** A run that never started: the app does not bundle. */
const unbundled = (error: unknown): SandboxOutcome => {
  const message = error instanceof Error ? error.message : String(error);
  return {
    cases: [{ suite: 'api', name: HEALTH_CASE, passed: false, message }],
    coverage: null,
    serverUp: false,
    servedRoutes: [],
    p95ApiMs: null,
    apiRequests: null,
    cpuMs: 0,
    error: `The generated app does not bundle: ${message}`,
  };
};

export async function runSandboxedChecks(
  input: { code: GeneratedCode; appSpec: AppSpec | null },
  options: SandboxOptions = {},
): Promise<SandboxOutcome> {
  const limits = { timeoutMs: options.timeoutMs ?? 15_000, memoryMb: options.memoryMb ?? 256 };
  const model = modelOf(input.appSpec);
  let bundle: SandboxBundle;
  try {
    bundle = await bundleSandbox(input.code, await pureFrontendModules(input.code.frontend));
  } catch (error) {
    return unbundled(error);
  }
  const directory = await realpath(await mkdtemp(join(tmpdir(), 'appforge-sandbox-')));
  let sandbox: SandboxProcess | null = null;
  try {
    const file = join(directory, 'sandbox.cjs');
    await writeFile(file, bundle.code);
    sandbox = new SandboxProcess(directory, file, limits);
    const cases = new CaseList();
    const run = await drive(sandbox, model, cases, options.loadTestMs ?? 2_000);
    const stopped = await sandbox.exited;
    if (!run.ready) cases.fail('api', HEALTH_CASE, stopped ?? 'The app stopped before it loaded.');
    const refusals = run.finished?.refusals ?? sandbox.crashRefusals;
    return {
      cases: cases.cases,
      coverage: run.finished ? coverageShare(run.finished.hits, bundle.functionCount) : null,
      serverUp: run.serverUp,
      servedRoutes: run.ready?.routes ?? [],
      p95ApiMs: run.load?.p95Ms ?? null,
      apiRequests: run.load?.requests ?? null,
      cpuMs: Math.round(run.finished?.cpuMs ?? sandbox.cpuMsBeforeKill ?? 0),
      error: stopped ?? (refusals.length > 0 ? describeRefusal(refusals[0]!) : null),
    };
  } finally {
    sandbox?.kill();
    await sandbox?.exited;
    await rm(directory, { recursive: true, force: true });
  }
}

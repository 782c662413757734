import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageReport, PageType } from '@appforge/shared/contracts/page-builder';
import type { PageCheckReply, PageCheckRequest, PageCheckWork } from './page-check-protocol';

interface Waiting {
  resolve(report: PageReport | null): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
const waiting = new Map<number, Waiting>();
let nextId = 0;

/**
 * Bundled beside the server in dist/ (scripts/build-server.ts); from source (tests, `npm run dev`)
 * the worker runs under tsx, which follows the server's extensionless imports.
 */
function startWorker(): Worker {
  const bundled = fileURLToPath(new URL('./page-check-worker.js', import.meta.url));
  const started = existsSync(bundled)
    ? new Worker(bundled)
    : new Worker(fileURLToPath(new URL('./page-check-worker.ts', import.meta.url)), {
        execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href],
      });
  started.on('message', (reply: PageCheckReply) => {
    const entry = waiting.get(reply.id);
    if (!entry) return;
    waiting.delete(reply.id);
    if (waiting.size === 0) started.unref();
    if (reply.error !== undefined) entry.reject(new Error(reply.error));
    else entry.resolve(reply.report);
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`The page checks stopped (exit code ${code}).`)));
  return started;
}

function ask(request: PageCheckWork): Promise<PageReport | null> {
  worker ??= startWorker();
  const id = (nextId += 1);
  const current = worker;
  current.ref();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    current.postMessage({ ...request, id } satisfies PageCheckRequest);
  });
}

/** `checkPage` on the checks' own thread (started on first use, kept while the server runs). */
export async function checkPageOffThread(pageType: PageType, html: string): Promise<PageReport> {
  const report = await ask({ kind: 'check', pageType, html });
  if (!report) throw new Error('The page checks answered no report.');
  return report;
}

/** Starts the checks' thread and warms it up, so the first real page is not slow. */
export async function warmUpPageChecksOffThread(): Promise<void> {
  await ask({ kind: 'warm-up' });
}

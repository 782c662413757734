import { parentPort } from 'node:worker_threads';
import type { PageCheckReply, PageCheckRequest } from './page-check-protocol';
import { checkPage, warmUpPageChecks } from './check-page';

/**
 * The page checks' own thread: jsdom, axe-core and html-validate keep a heap of about 70 MB,
 * whose garbage collection and ~50 ms of work per page then never pause the server's requests.
 */
parentPort?.on('message', (request: PageCheckRequest) => {
  const work =
    request.kind === 'warm-up'
      ? warmUpPageChecks().then(() => null)
      : checkPage(request.pageType, request.html);
  work.then(
    (report) => parentPort?.postMessage({ id: request.id, report } satisfies PageCheckReply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies PageCheckReply),
  );
});

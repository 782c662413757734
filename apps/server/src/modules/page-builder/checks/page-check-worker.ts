import { serveOnThread } from '../../../threads/thread-protocol';
import { checkPage, warmUpPageChecks } from './check-page';
import type { PageCheckWork } from './page-check-protocol';

/**
 * The page checks' own thread: jsdom, axe-core and html-validate keep a heap of about 70 MB,
 * whose garbage collection and ~50 ms of work per page then never pause the server's requests.
 */
serveOnThread((work: PageCheckWork) =>
  work.kind === 'warm-up'
    ? warmUpPageChecks().then(() => null)
    : checkPage(work.pageType, work.html),
);

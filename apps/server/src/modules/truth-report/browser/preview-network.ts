import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the browser loads while the browser gates run: a loopback HTTP server of this run alone,
 * answering the preview's paths with `fetchPreview` (the server's own routes through
 * `app.inject`). A real socket, not the browser's request interception, so the cold start
 * measures the page and not the automation protocol.
 */
const WARM_UP_PATH = '/__truth-report/warm-up';

export interface PreviewResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Answers a request for `url` (path and query, e.g. `/preview/vendor.<hash>.js`) as the server would. */
export type FetchPreview = (url: string) => Promise<PreviewResponse>;

/** What one browser context downloaded; `idle()` waits until its requests have settled. */
export interface Traffic {
  readonly bytes: number;
  idle(): Promise<void>;
}

/** Requests settle when none has started or finished for this long… */
const QUIET_MS = 80;
/** …or, for a page that never stops asking, after this long. */
const MAX_IDLE_WAIT_MS = 2000;
const SCRIPT_SOURCE = /<script\b[^>]*\bsrc="([^"]+)"/g;
/** Set by the browser from the body fulfilled; passing the server's could contradict it. */
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

const notFound: PreviewResponse = {
  status: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
  body: Buffer.from('Not served in the browser gates.'),
};

/**
 * A page with text and a script, opened before the preview: the browser's one-time costs (its
 * network stack, fonts, the page's first script and paint) then fall on no platform's cold start.
 */
const warmUpPage: PreviewResponse = {
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from(
    '<!doctype html><html lang="en"><body style="font-family:sans-serif"><p>Starting…</p><script>document.body.dataset.ready = "1";</script></body></html>',
  ),
};

export async function createPreviewNetwork(fetchPreview: FetchPreview) {
  // One run reads one version: a response fetched once (the page, the bundles) is that version's.
  const answers = new Map<string, Promise<PreviewResponse>>();
  let bytes = 0;
  let pending = 0;
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());

  function fetchOnce(path: string): Promise<PreviewResponse> {
    let answer = answers.get(path);
    if (!answer) {
      answer = fetchPreview(path);
      answers.set(path, answer);
      answer.catch(() => answers.delete(path));
    }
    return answer;
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    pending += 1;
    touch();
    try {
      const path = request.url ?? '/';
      const found =
        request.method !== 'GET'
          ? notFound
          : path === WARM_UP_PATH
            ? warmUpPage
            : path.startsWith('/preview/')
              ? await fetchOnce(path).catch(() => notFound)
              : notFound;
      const headers = Object.fromEntries(
        Object.entries(found.headers).filter(([name]) => !HOP_HEADERS.has(name.toLowerCase())),
      );
      response.writeHead(found.status, { ...headers, 'content-length': found.body.length });
      response.end(found.body);
      bytes += found.body.length;
    } finally {
      pending -= 1;
      touch();
    }
  }

  const server = createServer((request, response) => {
    void answer(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

  /** What the browser downloaded; `idle()` waits until its requests have settled. */
  const traffic: Traffic = {
    get bytes() {
      return bytes;
    },
    async idle() {
      const giveUpAt = Date.now() + MAX_IDLE_WAIT_MS;
      while ((pending > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 4));
      }
    },
  };

  return {
    origin,
    warmUpUrl: `${origin}${WARM_UP_PATH}`,
    traffic,

    /**
     * Fetches each page and the scripts it names before any clock starts: the server builds a
     * version's bundles once and caches them, so the cold start measures the browser, not the build.
     */
    async warm(pagePaths: string[]) {
      await Promise.all(
        pagePaths.map(async (path) => {
          const page = await fetchOnce(path);
          const sources = [...page.body.toString('utf8').matchAll(SCRIPT_SOURCE)];
          await Promise.all(
            sources
              .map((match) => match[1]!)
              .filter((source) => source.startsWith('/'))
              .map((source) => fetchOnce(source)),
          );
        }),
      );
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PreviewNetwork = Awaited<ReturnType<typeof createPreviewNetwork>>;

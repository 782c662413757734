/**
 * One long-lived jsdom window with axe-core loaded, given each page in turn. Loading axe into a
 * fresh window per page would leave its code unoptimised every time (V8 optimises functions per
 * window) and create a window's worth of garbage: measured on a 19 KB page, axe and the page's
 * DOM take about 42 ms here against 53 ms with a window per page, and 75 ms with axe reloaded too.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as axeCore from 'axe-core';
import { JSDOM, VirtualConsole } from 'jsdom';
import { PageLines } from './page-lines';

export type AxeApi = typeof axeCore;

/** A page installed in the host window, for the duration of its checks. */
export interface HostedPage {
  document: Document;
  axe: AxeApi;
  lines: PageLines;
}

let host: { dom: JSDOM; axe: AxeApi } | undefined;
/** Pages take turns in the one window. */
let queue: Promise<unknown> = Promise.resolve();

function axeHost(): { dom: JSDOM; axe: AxeApi } {
  if (host) return host;
  const dom = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>', {
    // Page scripts never run; only axe is evaluated in the window, from outside.
    runScripts: 'outside-only',
    // Gives axe the animation-frame timing it expects of a window that renders.
    pretendToBeVisual: true,
    // jsdom reports what it cannot emulate (canvas, media) here; none of it concerns a check.
    virtualConsole: new VirtualConsole(),
  });
  // jsdom has no layout, so no element is ever found at a point (axe's modal detection asks).
  Object.assign(dom.window.document, { elementsFromPoint: () => [], elementFromPoint: () => null });
  dom.window.eval(
    readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
  );
  const axe = (dom.window as unknown as { axe: AxeApi }).axe;
  // The report names elements by selector; axe's HTML snippets of each element are not needed.
  axe.configure({ noHtml: true });
  host = { dom, axe };
  return host;
}

async function hostPage<T>(html: string, use: (page: HostedPage) => Promise<T>): Promise<T> {
  const { dom, axe } = axeHost();
  const { document, DOMParser } = dom.window;
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.replaceChild(document.adoptNode(parsed.documentElement), document.documentElement);
  const lines = new PageLines(html, document);
  try {
    return await use({ document, axe, lines });
  } finally {
    lines.close();
    document.replaceChild(document.createElement('html'), document.documentElement);
  }
}

/** Runs `use` with the page installed in the host window, after the pages before it. */
export function withHostedPage<T>(html: string, use: (page: HostedPage) => Promise<T>): Promise<T> {
  const result = queue.then(() => hostPage(html, use));
  queue = result.catch(() => undefined);
  return result;
}

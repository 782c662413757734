/**
 * An estimate of the page's Largest Contentful Paint from the page alone, on a fixed network:
 * Lighthouse's simulated mobile "slow 4G" (150 ms round trip, 1.6 Mbps down).
 *
 *   estimatedLCP = 4 round trips to connect and ask (DNS, TCP, TLS, the request)
 *                + the HTML's transfer time (its UTF-8 bytes at 1.6 Mbps)
 *                + 1 round trip per render-blocking resource
 *                + for a page with images: 1 round trip and an assumed 50 KB image's transfer
 *
 * It ignores server time, TCP slow start and the sizes of other files, which the page cannot tell.
 */
import {
  type PageIssue,
  type PageType,
  type ScoreReport,
  LCP_GOOD_MS,
} from '@appforge/shared/contracts/page-builder';
import type { Stylesheet } from './css-rules';
import type { PageLines } from './page-lines';

export const NETWORK_PROFILE = { name: 'mobile slow 4G', roundTripMs: 150, megabitsPerSecond: 1.6 };
/** DNS lookup, TCP handshake, TLS handshake and the page's own request. */
export const CONNECT_AND_REQUEST_ROUND_TRIPS = 4;
export const ASSUMED_IMAGE_BYTES = 50_000;
/** The score falls linearly from 100 at LCP_GOOD_MS to 0 here (Lighthouse's "poor" LCP is 4 s). */
export const LCP_ZERO_SCORE_MS = 4000;
/** Lighthouse's mobile screen width, for a stylesheet's `min-width`/`max-width` media. */
const MOBILE_WIDTH_PX = 412;

export interface PerformanceEstimate {
  report: ScoreReport & {
    estimatedLCP: number;
    bytes: number;
    images: number;
    renderBlockingResources: number;
  };
  issues: PageIssue[];
}

interface BlockingResource {
  what: string;
  line?: number;
}

/** Milliseconds to move `bytes` at the profile's bandwidth. */
export const transferMs = (bytes: number) =>
  (bytes * 8) / (NETWORK_PROFILE.megabitsPerSecond * 1000);

/** Whether a `media` attribute applies on the profile's phone (unknown features count as applying). */
function mediaApplies(media: string | null): boolean {
  if (!media?.trim()) return true;
  return media.split(',').some((query) => {
    const text = query.trim().toLowerCase();
    if (/^(only\s+)?(print|speech)\b/.test(text) || text.startsWith('not all')) return false;
    const minimum = /min-width:\s*([\d.]+)px/.exec(text)?.[1];
    const maximum = /max-width:\s*([\d.]+)px/.exec(text)?.[1];
    if (minimum && MOBILE_WIDTH_PX < Number(minimum)) return false;
    return !(maximum && MOBILE_WIDTH_PX > Number(maximum));
  });
}

function renderBlocking(
  document: Document,
  sheet: Stylesheet,
  lines: PageLines,
): BlockingResource[] {
  const stylesheets = [...document.querySelectorAll('link[rel~="stylesheet" i]')].filter(
    (link) =>
      !/\balternate\b/i.test(link.getAttribute('rel') ?? '') &&
      mediaApplies(link.getAttribute('media')),
  );
  const scripts = [...document.querySelectorAll('head script[src]')].filter(
    (script) =>
      !script.hasAttribute('async') &&
      !script.hasAttribute('defer') &&
      script.getAttribute('type')?.trim().toLowerCase() !== 'module',
  );
  return [
    ...stylesheets.map((link) => ({
      what: `stylesheet ${link.getAttribute('href') ?? ''}`.trim(),
      line: lines.of(link),
    })),
    ...scripts.map((script) => ({
      what: `script ${script.getAttribute('src') ?? ''}`.trim(),
      line: lines.of(script),
    })),
    ...sheet.imports.map(({ href, line }) => ({ what: `@import ${href}`, line })),
  ];
}

/** `<img>` (one per `<picture>`), `<video poster>` and `url(` in CSS backgrounds. */
function countImages(document: Document, sheet: Stylesheet): number {
  const urls = (value: string | undefined) => value?.match(/url\(/gi)?.length ?? 0;
  const cssBackgrounds = sheet.rules.reduce(
    (sum, rule) =>
      sum +
      urls(rule.declarations.get('background')) +
      urls(rule.declarations.get('background-image')),
    0,
  );
  const inlineBackgrounds = [...document.querySelectorAll('[style]')].reduce(
    (sum, element) => sum + urls(element.getAttribute('style') ?? ''),
    0,
  );
  const images = [...document.querySelectorAll('img')].filter((image) => !image.closest('picture'));
  return (
    images.length +
    document.querySelectorAll('picture, video[poster]').length +
    cssBackgrounds +
    inlineBackgrounds
  );
}

/** 100 at LCP_GOOD_MS, 0 at LCP_ZERO_SCORE_MS and beyond, a straight line between. */
const linearScore = (lcp: number) =>
  Math.max(0, Math.round((100 * (LCP_ZERO_SCORE_MS - lcp)) / (LCP_ZERO_SCORE_MS - LCP_GOOD_MS)));

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function estimatePerformance(
  pageType: PageType,
  html: string,
  { document, sheet, lines }: { document: Document; sheet: Stylesheet; lines: PageLines },
): PerformanceEstimate {
  const { roundTripMs } = NETWORK_PROFILE;
  const bytes = Buffer.byteLength(html, 'utf8');
  const blocking = renderBlocking(document, sheet, lines);
  const images = countImages(document, sheet);
  const connectMs = CONNECT_AND_REQUEST_ROUND_TRIPS * roundTripMs;
  const htmlMs = transferMs(bytes);
  const blockingMs = blocking.length * roundTripMs;
  const imageMs = images > 0 ? roundTripMs + transferMs(ASSUMED_IMAGE_BYTES) : 0;
  const estimatedLCP = Math.round(connectMs + htmlMs + blockingMs + imageMs);
  const good = estimatedLCP <= LCP_GOOD_MS;
  const score = good ? 100 : linearScore(estimatedLCP);
  const issues: PageIssue[] = blocking.map(({ what, line }) => ({
    pageType,
    source: 'performance',
    severity: 'warning',
    rule: 'render-blocking-resource',
    message: `The ${what} blocks the first render (one more ${roundTripMs} ms round trip).`,
    ...(line ? { line } : {}),
  }));
  if (!good) {
    issues.push({
      pageType,
      source: 'performance',
      severity: 'warning',
      rule: 'estimated-lcp',
      message: `Estimated LCP is ${estimatedLCP} ms, over the ${LCP_GOOD_MS} ms that counts as good.`,
    });
  }
  return {
    report: {
      score,
      summary: `Estimated LCP ${estimatedLCP} ms on Lighthouse's ${NETWORK_PROFILE.name} profile (${roundTripMs} ms round trip, ${NETWORK_PROFILE.megabitsPerSecond} Mbps); the score is 100 at or under ${LCP_GOOD_MS} ms, falling linearly to 0 at ${LCP_ZERO_SCORE_MS} ms.`,
      checks: [
        {
          id: 'estimated-lcp',
          label: `Estimated LCP at most ${LCP_GOOD_MS} ms`,
          passed: good,
          detail: `${estimatedLCP} ms = ${connectMs} ms to connect and request + ${Math.round(htmlMs)} ms for the HTML + ${blockingMs} ms for ${blocking.length} render-blocking resources + ${Math.round(imageMs)} ms for images (${images} found, one assumed ${kilobytes(ASSUMED_IMAGE_BYTES)} image)`,
        },
        {
          id: 'html-size',
          label: `HTML arrives within ${LCP_GOOD_MS} ms`,
          passed: connectMs + htmlMs <= LCP_GOOD_MS,
          detail: `${kilobytes(bytes)} of HTML takes ${Math.round(htmlMs)} ms at ${NETWORK_PROFILE.megabitsPerSecond} Mbps`,
        },
        {
          id: 'render-blocking-resources',
          label: 'No render-blocking resources',
          passed: blocking.length === 0,
          detail:
            blocking.length === 0
              ? '0 render-blocking resources'
              : `${blocking.length} render-blocking: ${blocking.map(({ what }) => what).join(', ')}`,
        },
      ],
      estimatedLCP,
      bytes,
      images,
      renderBlockingResources: blocking.length,
    },
    issues,
  };
}

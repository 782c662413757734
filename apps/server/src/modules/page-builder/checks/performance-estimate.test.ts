import { describe, expect, it } from 'vitest';
import { LCP_GOOD_MS } from '@appforge/shared/contracts/page-builder';
import { estimatePerformance } from './performance-estimate';
import { parsedPage } from './sample-pages.fixture';

/** A page with `head` and `body` markup, padded with a comment to exactly `bytes` when given. */
function page(head: string, body: string, bytes?: number): string {
  const html = `<!DOCTYPE html><html lang="en"><head>${head}<!----></head><body>${body}</body></html>`;
  if (bytes === undefined) return html;
  return html.replace('<!---->', `<!--${'x'.repeat(bytes - Buffer.byteLength(html))}-->`);
}

function estimate(html: string) {
  const page = parsedPage(html);
  try {
    return estimatePerformance('guide', html, page);
  } finally {
    page.close();
  }
}

describe('estimatePerformance', () => {
  it('adds 4 round trips, the transfer, a round trip per blocking resource and one for images', () => {
    const bare = estimate(page('', '<p>Hello</p>', 10_000)).report;
    expect(bare).toMatchObject({ bytes: 10_000, images: 0, renderBlockingResources: 0 });
    // 600 ms to connect and request + 10 000 bytes at 1.6 Mbps (50 ms).
    expect(bare.estimatedLCP).toBe(650);

    const withImages = estimate(
      page('', '<img src="a.jpg" alt="A"><img src="b.jpg" alt="B">', 10_000),
    );
    // + one round trip and an assumed 50 KB image (250 ms), however many images.
    expect(withImages.report).toMatchObject({ images: 2, estimatedLCP: 1050 });

    const blocking = estimate(
      page('<link rel="stylesheet" href="a.css"><script src="a.js"></script>', '<p>Hi</p>', 10_000),
    );
    expect(blocking.report).toMatchObject({ renderBlockingResources: 2, estimatedLCP: 950 });
  });

  it('grows with the bytes and crosses 1500 ms after 180 000 bytes of a page without images', () => {
    const atLimit = estimate(page('', '<p>Long</p>', 180_000));
    expect(atLimit.report.estimatedLCP).toBe(LCP_GOOD_MS);
    expect(atLimit.report.score).toBe(100);
    expect(atLimit.issues).toEqual([]);

    const over = estimate(page('', '<p>Long</p>', 180_400));
    expect(over.report.estimatedLCP).toBe(1502);
    // 100 × (4000 − 1502) / 2500 = 99.9, which rounds to 100.
    expect(over.report.score).toBe(100);
    expect(over.issues).toEqual([
      {
        pageType: 'guide',
        source: 'performance',
        severity: 'warning',
        rule: 'estimated-lcp',
        message: 'Estimated LCP is 1502 ms, over the 1500 ms that counts as good.',
      },
    ]);
    expect(over.report.checks.find((check) => check.id === 'html-size')?.passed).toBe(false);
  });

  it('crosses 1500 ms with the third blocking resource of a 20 KB page with images', () => {
    const head = (count: number) =>
      Array.from(
        { length: count },
        (_, index) => `<link rel="stylesheet" href="${index}.css">`,
      ).join('');
    const body = '<img src="hero.jpg" alt="Hero">';
    expect(estimate(page(head(2), body, 20_000)).report.estimatedLCP).toBe(1400);
    const third = estimate(page(head(3), body, 20_000)).report;
    expect(third.estimatedLCP).toBe(1550);
    expect(third.score).toBe(98);
    expect(third.checks.find((check) => check.id === 'estimated-lcp')).toMatchObject({
      passed: false,
      detail:
        '1550 ms = 600 ms to connect and request + 100 ms for the HTML + 450 ms for 3 render-blocking resources + 400 ms for images (1 found, one assumed 50.0 KB image)',
    });
  });

  it('falls linearly to 0 at 4000 ms', () => {
    const links = (count: number) => '<link rel="stylesheet" href="a.css">'.repeat(count);
    expect(estimate(page(links(14), '', 10_000)).report).toMatchObject({
      estimatedLCP: 2750,
      score: 50,
    });
    expect(estimate(page(links(23), '', 10_000)).report).toMatchObject({
      estimatedLCP: 4100,
      score: 0,
    });
  });

  it('counts only resources that block: matching media, head scripts without async, defer or module, @import', () => {
    const head = [
      '<link rel="stylesheet" href="print.css" media="print">',
      '<link rel="stylesheet" href="wide.css" media="(min-width: 1024px)">',
      '<link rel="stylesheet" href="phone.css" media="screen and (max-width: 600px)">',
      '<link rel="alternate stylesheet" href="alt.css">',
      '<script src="a.js" async></script><script src="b.js" defer></script>',
      '<script type="module" src="c.js"></script><script>inline()</script>',
      '<style>@import url("fonts.css"); body { color: #000 }</style>',
    ].join('\n');
    const result = estimate(page(head, '<script src="late.js"></script>'));
    expect(result.report.renderBlockingResources).toBe(2);
    expect(result.issues.map(({ message, line }) => [message, line])).toEqual([
      ['The stylesheet phone.css blocks the first render (one more 150 ms round trip).', 3],
      ['The @import fonts.css blocks the first render (one more 150 ms round trip).', 7],
    ]);
  });

  it('counts img, picture (once), video posters and CSS background images', () => {
    const head =
      '<style>.hero { background: #000 url(hero.jpg) } .a { background-image: url(a.png), url(b.png) }</style>';
    const body = [
      '<img src="a.jpg" alt="">',
      '<picture><source srcset="b.webp"><img src="b.jpg" alt=""></picture>',
      '<video poster="poster.jpg"></video><video></video>',
    ].join('');
    expect(estimate(page(head, body)).report.images).toBe(6);
  });
});

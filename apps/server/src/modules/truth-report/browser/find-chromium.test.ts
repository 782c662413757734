import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleSizesMB } from './bundle-size';
import { browserUnavailable, CHROMIUM_MISSING, findChromium } from './find-chromium';

describe('finding Chromium', () => {
  const debian = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null;

  it('takes CHROMIUM_PATH when it names a file, else Debian’s Chromium when installed', () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
    expect(findChromium({ CHROMIUM_PATH: '/nowhere/chromium' })).toBe(debian);
    expect(findChromium({})).toBe(debian);
  });

  it('reports nothing measured without it, and why', () => {
    expect(browserUnavailable()).toEqual({
      available: false,
      reason: CHROMIUM_MISSING,
      coldStartMs: { ios: null, android: null },
      screens: [],
      bundleBytes: { ios: null, android: null },
    });
    expect(bundleSizesMB(browserUnavailable())).toEqual({ ios: null, android: null });
  });
});

describe('bundle sizes', () => {
  it('are the bytes downloaded before the first paint, in MB with two decimals', () => {
    const outcome = { ...browserUnavailable(), bundleBytes: { ios: 1_572_864, android: 800_000 } };
    expect(bundleSizesMB(outcome)).toEqual({ ios: 1.5, android: 0.76 });
  });
});

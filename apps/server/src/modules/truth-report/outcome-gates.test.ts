import { describe, expect, it } from 'vitest';
import type { BrowserOutcome, SandboxOutcome } from './gates/gate-input';
import { performanceGate } from './outcome-gates';

const sandbox = (p95ApiMs: number | null): SandboxOutcome => ({
  cases: [],
  coverage: null,
  serverUp: p95ApiMs !== null,
  servedRoutes: [],
  p95ApiMs,
  apiRequests: p95ApiMs === null ? null : 1200,
  cpuMs: 900,
  error: null,
});

const browser: BrowserOutcome = {
  available: true,
  coldStartMs: { ios: 1460, android: 1130 },
  screens: [],
  bundleBytes: { ios: 2_000_000, android: 2_000_000 },
};

describe('performanceGate', () => {
  it('passes on an API within its budget, and does not call a web render a cold start', () => {
    const gate = performanceGate(sandbox(40), browser);
    expect(gate.status).toBe('pass');
    expect(gate.iosColdStartMs).toBeNull();
    expect(gate.androidColdStartMs).toBeNull();
    expect(gate.summary).toBe(
      'API p95 40 ms is within 200 ms. Cold starts not measured: they need an iOS or Android device or emulator. ' +
        "The web preview's first render in headless Chromium took 1460 ms (iOS look) and 1130 ms (Android look).",
    );
  });

  it('asks for review when the API is over its budget, and says nothing was measured when it did not start', () => {
    expect(performanceGate(sandbox(900), browser)).toMatchObject({
      status: 'review',
      summary: expect.stringMatching(/^API p95 900 ms is over 200 ms\./),
    });
    expect(
      performanceGate(sandbox(null), {
        available: false,
        coldStartMs: { ios: null, android: null },
        screens: [],
      }),
    ).toMatchObject({
      status: 'not_measured',
      summary:
        'API p95 not measured: the app did not start. Cold starts not measured: they need an iOS or Android device or emulator.',
    });
  });
});

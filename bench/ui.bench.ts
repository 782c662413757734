import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import {
  printMachine,
  requireBuild,
  serverEntry,
  startProcess,
  stopProcess,
  waitForOk,
} from './lib/processes.ts';

// The builder workspace in headless Chromium against the built server (PGlite, built-in generator):
// a first visit's cold load to the chat input (target < 1.5 s) and the JavaScript it loads (target
// < 300 KB gzip, the preview frames excluded), then a suggestion chip sent with Enter until both
// phone frames have painted the generated app, idle queue (target p95 < 1.5 s over 10 runs).
const LOADS = 5;
const RUNS = 10;
const PORT = 5480;
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
};
const ms = (value: number) => `${value.toFixed(0)} ms`;
const summary = (values: number[], target: number) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))} (target < ${target} ms, n=${values.length})`;

/** A first visit in a fresh context: time to the chat input enabled, to the socket connected, and the JS it fetched. */
async function coldLoad(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (
      url.origin === BASE &&
      !url.pathname.startsWith('/preview/') &&
      url.pathname.endsWith('.js')
    ) {
      scripts.push(response.body().then((body) => gzipSync(body).length));
    }
  });
  const start = performance.now();
  await page.goto(BASE);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.waitForFunction(() => {
    const input = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Message"]');
    return input !== null && !input.disabled;
  });
  const inputMs = performance.now() - start;
  await page.getByText('Connected', { exact: true }).waitFor();
  const connectedMs = performance.now() - start;
  const jsBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
  return { context, page, inputMs, connectedMs, jsBytes };
}

/** Chip, Enter, and both frames' `ready` (posted after the first paint), timed inside the page. */
async function chipToBothFrames(browser: Browser) {
  const { context, page } = await coldLoad(browser);
  await page.getByRole('button', { name: 'Build a task manager app' }).click();
  await page.evaluate(() => {
    const state = { start: 0, ready: new Set<string>(), done: 0 };
    (window as unknown as { benchState: typeof state }).benchState = state;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter' && state.start === 0) state.start = performance.now();
      },
      true,
    );
    window.addEventListener(
      'message',
      (
        event: MessageEvent<{ source?: string; type?: string; platform?: string; mode?: string }>,
      ) => {
        if (
          event.data?.source !== 'appforge-preview' ||
          event.data.type !== 'ready' ||
          event.data.mode !== 'app'
        )
          return;
        state.ready.add(event.data.platform ?? '');
        if (state.ready.size === 2 && state.done === 0) state.done = performance.now();
      },
    );
  });
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await page.waitForFunction(
    () => (window as unknown as { benchState: { done: number } }).benchState.done > 0,
    undefined,
    { timeout: 15_000 },
  );
  const elapsed = await page.evaluate(() => {
    const { start, done } = (window as unknown as { benchState: { start: number; done: number } })
      .benchState;
    return done - start;
  });
  await context.close();
  return elapsed;
}

requireBuild();
printMachine();
const dataDir = mkdtempSync(join(tmpdir(), 'appforge-bench-ui-'));
const server = startProcess([serverEntry], {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
});
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
});
try {
  await waitForOk(`${BASE}/api/health`, performance.now());
  // One visit first, so the server's preview vendor bundle and query plans are warm.
  await chipToBothFrames(browser);
  const loads = [];
  for (let index = 0; index < LOADS; index += 1) {
    const load = await coldLoad(browser);
    loads.push(load);
    await load.context.close();
  }
  console.log(
    `cold load of / to the chat input enabled: ${summary(
      loads.map((load) => load.inputMs),
      1500,
    )}`,
  );
  console.log(
    `  … to the live connection open (a new "My App" created first): ${summary(
      loads.map((load) => load.connectedMs),
      1500,
    )}`,
  );
  console.log(
    `JavaScript for /: ${(Math.max(...loads.map((load) => load.jsBytes)) / 1024).toFixed(1)} KB gzip (target < 300 KB, preview frames excluded)`,
  );
  const runs: number[] = [];
  for (let index = 0; index < RUNS; index += 1) runs.push(await chipToBothFrames(browser));
  console.log(
    `Enter on a suggestion → the app painted in both frames (idle queue): ${summary(runs, 1500)}`,
  );
} finally {
  await browser.close();
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}

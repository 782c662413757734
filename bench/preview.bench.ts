import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import WebSocket from 'ws';
import { spawnLines } from './lib/child-lines.ts';
import { printMachine } from './lib/processes.ts';

// The live preview of a generated app: the vendor bundle's one build per process, the app
// bundle's rebuild after a follow-up (target p95 < 50 ms), and in Chromium the time from a new
// version's code_update to the new app painted in a sandboxed frame, with the vendor bundle
// cached (target p95 < 400 ms). The follow-ups are real generations of the built-in generator.
const REBUILDS = 30;
const FRAME_EDITS = 20;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const summary = (values: number[], target: number) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))} (target < ${target} ms), max ${ms(Math.max(...values))}`;

interface ServerInfo {
  base: string;
  cookie: string;
  projectId: string;
  tokens: { fixture: string };
  vendor: { buildMs: number; bytes: number };
}

const server = spawnLines(['--import', 'tsx', 'apps/server/src/test/preview-server.ts']);
server.child.setMaxListeners(0); // spawnLines adds an exit listener per line read
// Real follow-ups of a generated app, in a cycle that returns to where it started.
const APP = 'Build a task manager app';
const FOLLOW_UPS = [
  'make it purple',
  'add a location to tasks',
  'make it teal',
  'remove the location field',
  'add search',
  'remove search',
];
let edits = 0;
async function edit() {
  server.send(`generate ${edits === 0 ? APP : FOLLOW_UPS[(edits - 1) % FOLLOW_UPS.length]}`);
  edits += 1;
  const line = await server.next();
  const version = Number(/^saved (\d+)$/.exec(line)?.[1]);
  if (!version) throw new Error(`unexpected answer: ${line}`);
  return version;
}

/** GET the page; the server says in Server-Timing how it got the bundle and how long that took. */
async function previewPage(base: string, token: string) {
  const response = await fetch(`${base}/preview/${token}/ios`);
  const html = await response.text();
  const timing = /bundle;desc="(\w+)";dur=([\d.]+)/.exec(
    response.headers.get('server-timing') ?? '',
  );
  if (!timing) throw new Error(`no bundle timing (status ${response.status})`);
  const scripts = [...html.matchAll(/src="([^"]+)"/g)].map((match) => match[1]!);
  return { source: timing[1]!, ms: Number(timing[2]), scripts };
}

async function bundles(info: ServerInfo) {
  // The fixture's version 1, never asked for yet: the project's first build (a new esbuild context).
  const first = await previewPage(info.base, info.tokens.fixture);
  if (first.source !== 'build') throw new Error(`expected a first build, got ${first.source}`);
  const vendorUrl = first.scripts[0]!;
  const vendorCode = await (await fetch(`${info.base}${vendorUrl}`)).arrayBuffer();
  console.log(
    `vendor bundle (react, react-dom, react-native-web, shims): built once in ${ms(info.vendor.buildMs)}, ` +
      `${kib(info.vendor.bytes)} (${kib(gzipSync(Buffer.from(vendorCode)).length)} gzip)`,
  );
  await edit();
  const generated = await previewPage(info.base, info.tokens.fixture);
  const appCode = await (await fetch(`${info.base}${generated.scripts[1]}`)).arrayBuffer();
  const rebuilds: number[] = [];
  for (let index = 0; index < REBUILDS; index += 1) {
    await edit();
    const page = await previewPage(info.base, info.tokens.fixture);
    if (page.source !== 'rebuild') throw new Error(`expected a rebuild, got ${page.source}`);
    rebuilds.push(page.ms);
  }
  const cached = await previewPage(info.base, info.tokens.fixture);
  console.log(
    `app bundle of "${APP}": ${kib(appCode.byteLength)} (${kib(gzipSync(Buffer.from(appCode)).length)} gzip)`,
  );
  console.log(`  first build (new esbuild context): ${ms(first.ms)}`);
  console.log(`  rebuild after a follow-up, ${REBUILDS} follow-ups: ${summary(rebuilds, 50)}`);
  console.log(`  same version again (cache): ${ms(cached.ms)}`);
}

async function inChromium(info: ServerInfo) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const socket = new WebSocket(
    `${info.base.replace('http', 'ws')}/ws?projectId=${info.projectId}`,
    { headers: { cookie: info.cookie } },
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let onCodeUpdate: () => void = () => {};
  socket.on('message', (raw) => {
    if ((JSON.parse(raw.toString()) as { type: string }).type === 'code_update') onCodeUpdate();
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${info.base}/host`);
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.style.cssText = 'width:390px;height:760px;border:0';
      document.body.replaceChildren(frame);
    });
    /** Points the frame at the preview and resolves when it says ready for `version`. */
    const show = (version: number) =>
      page.evaluate(
        ({ url, version }) =>
          new Promise<void>((resolve) => {
            const listener = (
              event: MessageEvent<{ source?: string; type?: string; version?: number }>,
            ) => {
              if (
                event.data?.source !== 'appforge-preview' ||
                event.data.type !== 'ready' ||
                event.data.version !== version
              )
                return;
              window.removeEventListener('message', listener);
              resolve();
            };
            window.addEventListener('message', listener);
            document.querySelector('iframe')!.src = `${url}?v=${version}`;
          }),
        { url: `${info.base}/preview/${info.tokens.fixture}/ios`, version },
      );

    const coldStart = performance.now();
    const current = await edit();
    await show(current);
    console.log(
      `Chromium, sandboxed frame: first load (vendor not yet in the browser): ${ms(performance.now() - coldStart)}`,
    );
    const times: number[] = [];
    for (let index = 0; index < FRAME_EDITS; index += 1) {
      const updated = new Promise<number>(
        (resolve) => (onCodeUpdate = () => resolve(performance.now())),
      );
      const version = await edit();
      const received = await updated;
      await show(version);
      times.push(performance.now() - received);
    }
    console.log(
      `  code_update → new version painted (ready), ${FRAME_EDITS} edits: ${summary(times, 400)}`,
    );
  } finally {
    socket.terminate();
    await browser.close();
  }
}

printMachine();
try {
  const info = JSON.parse(await server.next()) as ServerInfo;
  await bundles(info);
  await inChromium(info);
} finally {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.stdin.end();
  await exited;
}

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { BrowserOutcome, RenderedScreen } from '../gates/gate-input';
import { browserUnavailable } from './find-chromium';
import { listenToPreview, type MessageLog, type PreviewMessage } from './preview-messages';
import {
  createPreviewNetwork,
  type FetchPreview,
  type PreviewNetwork,
  type Traffic,
} from './preview-network';
import { walkScreens, type PreviewPlatform } from './screen-walk';

/**
 * The browser gates' run: the version's live preview in headless Chromium, once per platform,
 * each in a fresh context (empty caches and storage) at a phone's viewport. It measures the cold
 * start (navigation start to the preview's `ready`, posted after the first paint) and what the
 * page downloaded until then, and screenshots every screen (screen-walk.ts).
 */
export interface BrowserCheckInput {
  chromiumPath: string;
  fetchPreview: FetchPreview;
  /** '/preview/<token>/<platform>?v=…' */
  previewPath: (platform: PreviewPlatform) => string;
}

const PLATFORMS: PreviewPlatform[] = ['ios', 'android'];
/** An iPhone 14 and a Pixel 7, in CSS pixels; one device pixel each keeps screenshots small. */
const VIEWPORTS = {
  ios: { width: 390, height: 844 },
  android: { width: 412, height: 915 },
} as const;
const READY_TIMEOUT_MS = 10_000;
const ACTION_TIMEOUT_MS = 5000;
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

interface PlatformResult {
  coldStartMs: number | null;
  bundleBytes: number | null;
  screens: RenderedScreen[];
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

const appScreen = (platform: PreviewPlatform, error: string): RenderedScreen => ({
  platform,
  screen: 'App',
  rendered: false,
  error,
  png: null,
});

/** Why a preview that said ready has no app to walk through, or null when it has one. */
function notAnApp(ready: PreviewMessage, buildError: PreviewMessage | null): string | null {
  if (ready.mode === 'app') return null;
  if (ready.mode === 'empty') return 'The version has no app code to render.';
  const [first] = buildError?.errors ?? [];
  return first
    ? `The app did not build: ${first.file}:${String(first.line)} ${first.message}`
    : 'The app did not build.';
}

interface PreparedPage {
  context: BrowserContext;
  page: Page;
  traffic: Traffic;
  messages: MessageLog;
}

/** A fresh context (empty caches and storage) on the warm-up page, readied before any clock starts. */
async function preparePage(
  browser: Browser,
  network: PreviewNetwork,
  platform: PreviewPlatform,
): Promise<PreparedPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS[platform], deviceScaleFactor: 1 });
  const { traffic } = network;
  const messages = await listenToPreview(context);
  const page = await context.newPage();
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  page.setDefaultNavigationTimeout(READY_TIMEOUT_MS);
  await page.goto(network.warmUpUrl);
  return { context, page, traffic, messages };
}

async function checkPlatform(
  origin: string,
  preparing: Promise<PreparedPage>,
  platform: PreviewPlatform,
  path: string,
): Promise<PlatformResult> {
  let prepared: PreparedPage | undefined;
  try {
    prepared = await preparing;
    const { page, traffic, messages } = prepared;
    const open = async () => {
      const from = messages.count;
      await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
      return messages.waitFor('ready', from, READY_TIMEOUT_MS);
    };

    const bytesBefore = traffic.bytes;
    const ready = await open();
    const bundleBytes = traffic.bytes - bytesBefore;
    if (!ready) {
      const error = `The preview did not say ready within ${String(READY_TIMEOUT_MS / 1000)} s.`;
      return { coldStartMs: null, bundleBytes: null, screens: [appScreen(platform, error)] };
    }
    const coldStartMs = Math.round(ready.at);
    const problem = notAnApp(ready, await messages.waitFor('build-error', 0, 0));
    if (problem) return { coldStartMs, bundleBytes, screens: [appScreen(platform, problem)] };

    const screens = await walkScreens({
      page,
      platform,
      messages,
      traffic,
      reopen: async () => (await open()) !== null,
    });
    return { coldStartMs, bundleBytes, screens };
  } catch (error) {
    const message = `The preview stopped responding: ${firstLine(error)}`;
    return { coldStartMs: null, bundleBytes: null, screens: [appScreen(platform, message)] };
  } finally {
    await prepared?.context.close().catch(() => {});
  }
}

/** Each platform in turn, in a fresh context at its phone's viewport. */
async function measure(
  browser: Browser,
  network: PreviewNetwork,
  input: BrowserCheckInput,
): Promise<BrowserOutcome> {
  const coldStartMs: BrowserOutcome['coldStartMs'] = { ios: null, android: null };
  const bundleBytes: NonNullable<BrowserOutcome['bundleBytes']> = { ios: null, android: null };
  const screens: RenderedScreen[] = [];
  // Both pages start together, before either clock; the platforms are measured one at a time.
  const pages = PLATFORMS.map((platform) => {
    const preparing = preparePage(browser, network, platform);
    preparing.catch(() => {}); // checkPlatform reads the failure, maybe after the other platform
    return preparing;
  });
  for (const [index, platform] of PLATFORMS.entries()) {
    const result = await checkPlatform(
      network.origin,
      pages[index]!,
      platform,
      input.previewPath(platform),
    );
    coldStartMs[platform] = result.coldStartMs;
    bundleBytes[platform] = result.bundleBytes;
    screens.push(...result.screens);
  }
  return { available: true, coldStartMs, screens, bundleBytes };
}

/** Renders the preview at `previewPath` for iOS, then Android; every request answered by `fetchPreview`. */
export async function runBrowserChecks(input: BrowserCheckInput): Promise<BrowserOutcome> {
  const network = await createPreviewNetwork(input.fetchPreview);
  // A page that failed to warm up is fetched again, and its failure shown, when the browser asks.
  const warming = network.warm(PLATFORMS.map(input.previewPath)).catch(() => {});
  const browser = await chromium
    .launch({ executablePath: input.chromiumPath, headless: true, args: LAUNCH_ARGS })
    .catch((error: unknown) => firstLine(error));
  await warming;
  try {
    if (typeof browser === 'string')
      return browserUnavailable(`Chromium did not start: ${browser}`);
    try {
      return await measure(browser, network, input);
    } finally {
      await browser.close().catch(() => {});
    }
  } finally {
    await network.close();
  }
}

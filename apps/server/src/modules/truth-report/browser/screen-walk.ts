import type { Page } from 'playwright-core';
import type { RenderedScreen } from '../gates/gate-input';
import type { MessageLog, PreviewMessage } from './preview-messages';
import type { Traffic } from './preview-network';

/**
 * The UI smoke test: every screen a user reaches from the bottom tab bar (or, in a stack-only
 * app, the first screen), drawn, screenshot, and checked for a runtime error or an empty page.
 *
 * The page-side code is plain script text: the server is compiled without the DOM's types, and a
 * compiled function could carry helpers the page does not have.
 */
export type PreviewPlatform = RenderedScreen['platform'];

export interface PreviewSession {
  page: Page;
  platform: PreviewPlatform;
  messages: MessageLog;
  traffic: Traffic;
  /** Loads the preview again; false when it did not say ready. */
  reopen(): Promise<boolean>;
}

const CLICK_TIMEOUT_MS = 3000;

/** React Navigation's tab bar on react-native-web: role tab (Android) or button (iOS) in a tablist. */
const TAB_BAR = '#root [role="tablist"]';
const TAB = '[role="tab"], [role="button"]';

/** Each tab's label: its accessibility label without ", tab, 2 of 4", else its last line of text. */
const TAB_NAMES = `(() => {
  const bar = [...document.querySelectorAll('${TAB_BAR}')].find((element) => element.checkVisibility());
  if (!bar) return [];
  return [...bar.querySelectorAll('${TAB}')].map((tab, index) => {
    const label = (tab.getAttribute('aria-label') || '').replace(/, tab, \\d+ of \\d+$/, '').trim();
    const lines = tab.innerText.split('\\n').map((line) => line.trim()).filter(Boolean);
    return label || lines[lines.length - 1] || 'Tab ' + (index + 1);
  });
})()`;

/** The title in the header of the screen shown, if it has one. */
const HEADING = `(() => {
  const heading = [...document.querySelectorAll('#root [role="heading"], #root h1, #root h2')]
    .find((element) => element.checkVisibility() && element.innerText.trim());
  return heading ? heading.innerText.trim() : null;
})()`;

/** Whether anything is drawn outside the tab bar: text, an image, a field. */
const HAS_CONTENT = `(() => {
  const root = document.getElementById('root');
  if (!root) return false;
  const bars = [...root.querySelectorAll('[role="tablist"]')];
  return [...root.querySelectorAll('*')].some((element) =>
    !bars.some((bar) => bar.contains(element)) &&
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    (/^(img|svg|canvas|video|input|textarea|select)$/i.test(element.tagName) ||
      [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim())));
})()`;

/** Resolves after the next frame is painted. */
const NEXT_PAINT = `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))`;

const describeError = (error: PreviewMessage) =>
  `${error.message ?? 'Unknown error'}${error.file ? ` (${error.file}:${error.line ?? 0})` : ''}`;

/** Same label twice (two "Items" tabs): the later ones get their position. */
function uniqueNames(names: string[]) {
  return names.map((name, index) =>
    names.indexOf(name) === index ? name : `${name} ${String(index + 1)}`,
  );
}

/** Waits for what the screen's first render asked for, then for it to be painted. */
async function settle({ page, traffic }: PreviewSession) {
  await page.evaluate(NEXT_PAINT);
  await traffic.idle();
  await page.evaluate(NEXT_PAINT);
}

/** The screen shown now; `from` marks the first message that belongs to it. */
async function capture(
  session: PreviewSession,
  screen: string,
  from: number,
): Promise<RenderedScreen> {
  const { page, platform, messages } = session;
  await settle(session);
  const png = await page.screenshot({ type: 'png', animations: 'disabled' });
  const errors = messages.errorsSince(from);
  // The app's own error (located in its files) is the cause; the runtime's may follow from it.
  const error = errors.find((candidate) => candidate.file) ?? errors[0];
  if (error) return { platform, screen, rendered: false, error: describeError(error), png };
  if (!(await page.evaluate<boolean>(HAS_CONTENT)))
    return { platform, screen, rendered: false, error: 'The screen drew nothing.', png };
  return { platform, screen, rendered: true, png };
}

const failed = (platform: PreviewPlatform, screen: string, error: string): RenderedScreen => ({
  platform,
  screen,
  rendered: false,
  error,
  png: null,
});

/** Every tab's screen, or the first screen of a stack-only app, after the preview said ready. */
export async function walkScreens(session: PreviewSession): Promise<RenderedScreen[]> {
  const { page, platform, messages } = session;
  await settle(session);
  const tabs = uniqueNames(await page.evaluate<string[]>(TAB_NAMES));
  if (tabs.length === 0) {
    const title = await page.evaluate<string | null>(HEADING);
    return [await capture(session, title ?? 'Home', 0)];
  }

  const screens: RenderedScreen[] = [];
  let stopped = false;
  for (const [index, name] of tabs.entries()) {
    const tab = page.locator(TAB_BAR).filter({ visible: true }).first().locator(TAB).nth(index);
    // A runtime error on an earlier screen replaces the whole app: start it again for this one.
    stopped ||= !(await tab.isVisible()) && !(await session.reopen());
    if (stopped) {
      screens.push(
        failed(platform, name, 'The preview did not start again after an earlier screen failed.'),
      );
      continue;
    }
    // The first screen answers for the cold start's errors too.
    const from = index === 0 ? 0 : messages.count;
    try {
      await tab.click({ timeout: CLICK_TIMEOUT_MS });
    } catch (error) {
      screens.push(
        failed(platform, name, `Its tab could not be pressed: ${String(error).split('\n')[0]}`),
      );
      continue;
    }
    screens.push(await capture(session, name, from));
  }
  return screens;
}

import { expect, type FrameLocator, type Page } from '@playwright/test';

/** A message the live preview posts to the page that frames it. */
export interface PreviewMessage {
  source: 'appforge-preview';
  type: 'ready' | 'console' | 'runtime-error' | 'build-error' | 'storage-load' | 'storage-write';
  platform?: string;
  version?: number;
  mode?: string;
  level?: string;
  args?: string[];
  message?: string;
  file?: string | null;
  line?: number | null;
  requestId?: string;
}

declare global {
  interface Window {
    previewMessages: PreviewMessage[];
  }
}

/**
 * Frames `previewUrl` as the web app does (sandbox="allow-scripts" and nothing more) on `hostUrl`,
 * and answers the app's storage-load as the builder does, with no saved data (unless
 * `answerStorage` is false: a host that keeps no data).
 */
export async function openInFrame(
  page: Page,
  hostUrl: string,
  previewUrl: string,
  { answerStorage = true }: { answerStorage?: boolean } = {},
): Promise<FrameLocator> {
  await page.goto(hostUrl);
  await page.evaluate(
    ({ src, answerStorage }) => {
      window.previewMessages = [];
      window.addEventListener('message', (event: MessageEvent<PreviewMessage>) => {
        if (event.data?.source !== 'appforge-preview') return;
        window.previewMessages.push(event.data);
        if (answerStorage && event.data.type === 'storage-load')
          (event.source as Window).postMessage(
            {
              source: 'appforge-host',
              type: 'storage-snapshot',
              requestId: event.data.requestId,
              entries: [],
            },
            '*',
          );
      });
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.title = 'Preview';
      frame.style.cssText = 'width:390px;height:760px;border:0';
      frame.src = src;
      document.body.replaceChildren(frame);
    },
    { src: previewUrl, answerStorage },
  );
  return page.frameLocator('iframe[title="Preview"]');
}

const messages = (page: Page) => page.evaluate(() => window.previewMessages);
export const ofType = async (page: Page, type: PreviewMessage['type']) =>
  (await messages(page)).filter((message) => message.type === type);
export const readyMessage = async (page: Page) => {
  await expect.poll(async () => (await ofType(page, 'ready')).length).toBeGreaterThan(0);
  return (await ofType(page, 'ready'))[0]!;
};

interface PreviewGlobals {
  __appforgeModules: Record<string, { Platform: { OS: string } }>;
}

/** `Platform.OS` as the app in the preview frame sees it. */
export const platformInFrame = (page: Page) =>
  page
    .frames()[1]!
    .evaluate(
      () =>
        (globalThis as unknown as PreviewGlobals).__appforgeModules['react-native']!.Platform.OS,
    );

/** The accessible name of a generated list row: all the row shows, the record's title first. */
export const rowNamed = (title: string) =>
  new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(, |$)`);

import type { BrowserContext } from 'playwright-core';

/**
 * The messages the preview posts to `window.parent` (builder/preview/shims/messages.ts). The
 * gates open the preview as the top-level page, where `window.parent` is the page itself: a
 * listener installed before any of its scripts runs hears every message, and the app keeps its
 * data in memory (the page is sandboxed, with no storage), as on a phone that scanned the QR code.
 */
export interface PreviewMessage {
  type: 'ready' | 'console' | 'runtime-error' | 'build-error' | 'storage-load' | 'storage-write';
  /** When the page received it, in ms since its navigation started (`performance.now()`). */
  at: number;
  /** ready: `app`, `empty` (no code yet) or `build-error`. */
  mode?: string;
  /** runtime-error: the error's message, and the generated file and line it was thrown from. */
  message?: string;
  file?: string | null;
  line?: number | null;
  /** build-error: what esbuild reported. */
  errors?: { file: string; line: number; message: string }[];
}

export interface MessageLog {
  /** How many messages arrived so far: a mark to read the ones after. */
  readonly count: number;
  /** The first message of `type` from the mark `from` on; null when none comes within `timeoutMs`. */
  waitFor(
    type: PreviewMessage['type'],
    from: number,
    timeoutMs: number,
  ): Promise<PreviewMessage | null>;
  /** Runtime errors from the mark `from` on. */
  errorsSince(from: number): PreviewMessage[];
}

const BINDING = '__appforgeTruthReportMessage';
/** `source` of every preview message (shims/messages.ts MESSAGE_SOURCE). */
const LISTENER = `window.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || typeof data !== 'object' || data.source !== 'appforge-preview') return;
  window.${BINDING}({ ...data, at: performance.now() });
});`;

/** Starts recording the preview's messages in every page `context` opens from now on. */
export async function listenToPreview(context: BrowserContext): Promise<MessageLog> {
  const messages: PreviewMessage[] = [];
  const waiters = new Set<() => void>();
  await context.exposeBinding(BINDING, (_source, message: PreviewMessage) => {
    messages.push(message);
    for (const check of waiters) check();
  });
  await context.addInitScript(LISTENER);

  return {
    get count() {
      return messages.length;
    },
    waitFor(type, from, timeoutMs) {
      const find = () => messages.slice(from).find((message) => message.type === type) ?? null;
      const found = find();
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => {
        const finish = (message: PreviewMessage | null) => {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(message);
        };
        const check = () => {
          const message = find();
          if (message) finish(message);
        };
        const timer = setTimeout(() => finish(null), timeoutMs);
        waiters.add(check);
      });
    },
    errorsSince(from) {
      return messages.slice(from).filter((message) => message.type === 'runtime-error');
    },
  };
}

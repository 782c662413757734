import { existsSync } from 'node:fs';
import type { BrowserOutcome } from '../gates/gate-input';

/** Where Debian's `chromium` package puts the browser. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_MISSING =
  'Chromium is not installed here: apt-get install chromium, or set CHROMIUM_PATH';

/** The first of CHROMIUM_PATH and Debian's Chromium that exists; null when neither does. */
export function findChromium(env: Record<string, string | undefined> = process.env): string | null {
  const candidates = [env.CHROMIUM_PATH?.trim(), DEBIAN_CHROMIUM];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
}

/** The outcome of browser gates that could not run: nothing measured, and why. */
export function browserUnavailable(reason: string = CHROMIUM_MISSING): BrowserOutcome {
  return {
    available: false,
    reason,
    coldStartMs: { ios: null, android: null },
    screens: [],
    bundleBytes: { ios: null, android: null },
  };
}

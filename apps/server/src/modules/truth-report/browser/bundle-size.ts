import type { PerformanceGate } from '@appforge/shared/contracts/truth-report';
import type { BrowserOutcome } from '../gates/gate-input';

const MB = 1024 * 1024;

const toMB = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined ? null : Math.round((bytes / MB) * 100) / 100;

/**
 * What each platform's preview downloads before its first paint (the page, the vendor bundle
 * and the app bundle: one app bundle serves both platforms), in MB with two decimals.
 */
export function bundleSizesMB(browser: BrowserOutcome): PerformanceGate['bundleSizeMB'] {
  return { ios: toMB(browser.bundleBytes?.ios), android: toMB(browser.bundleBytes?.android) };
}

/** The browser gates, as the Truth Report's run uses them. */
export { runBrowserChecks, type BrowserCheckInput } from './browser-checks';
export { bundleSizesMB } from './bundle-size';
export { browserUnavailable, CHROMIUM_MISSING, findChromium } from './find-chromium';
export type { FetchPreview, PreviewResponse } from './preview-network';
export {
  compareScreens,
  screenshotsToStore,
  visualRegressionGate,
  type ScreenComparison,
} from './visual-regression';

import {
  VISUAL_DIFF_THRESHOLD,
  type VisualRegressionGate,
} from '@appforge/shared/contracts/truth-report';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { BrowserOutcome, RenderedScreen } from '../gates/gate-input';
import { CHROMIUM_MISSING } from './find-chromium';

/**
 * Visual regression: each screen's screenshot against the same screen's in the previous report
 * (stored as base64 PNG under 'ios/Habits'), pixel by pixel.
 */
export type ScreenDiff = VisualRegressionGate['screens'][number];

/** Why a screen was not compared (its `diffRatio` is null). */
export type Uncompared = 'first_report' | 'no_baseline' | 'size_changed' | 'not_rendered';

export interface ScreenComparison extends ScreenDiff {
  uncompared: Uncompared | null;
}

/** pixelmatch's colour distance under which two pixels count as the same (anti-aliasing aside). */
const PIXEL_THRESHOLD = 0.1;

const keyOf = (screen: Pick<RenderedScreen, 'platform' | 'screen'>) =>
  `${screen.platform}/${screen.screen}`;

const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.001 ? 3 : 1)}%`;

function readPng(bytes: Buffer): PNG | null {
  try {
    return PNG.sync.read(bytes);
  } catch {
    return null;
  }
}

/** The screenshots a report keeps, for the next report to compare with: base64 PNG by 'platform/screen'. */
export function screenshotsToStore(screens: RenderedScreen[]): Record<string, string> {
  return Object.fromEntries(
    screens.flatMap((screen) =>
      screen.png ? [[keyOf(screen), screen.png.toString('base64')]] : [],
    ),
  );
}

/** Each screen's share of pixels that differ from the previous report's screenshot of it. */
export function compareScreens(
  current: RenderedScreen[],
  baseline: Record<string, string>,
): ScreenComparison[] {
  const firstReport = Object.keys(baseline).length === 0;
  return current.map((screen) => {
    const result = (diffRatio: number | null, uncompared: Uncompared | null) => ({
      platform: screen.platform,
      screen: screen.screen,
      diffRatio,
      uncompared,
    });
    if (!screen.png) return result(null, 'not_rendered');
    if (firstReport) return result(null, 'first_report');
    const stored = baseline[keyOf(screen)];
    const before = stored ? readPng(Buffer.from(stored, 'base64')) : null;
    const after = readPng(screen.png);
    if (!before || !after) return result(null, 'no_baseline');
    if (before.width !== after.width || before.height !== after.height)
      return result(null, 'size_changed');
    const differing = pixelmatch(before.data, after.data, null, after.width, after.height, {
      threshold: PIXEL_THRESHOLD,
    });
    return result(differing / (after.width * after.height), null);
  });
}

/** What the summary says of a screen the previous report had no comparable screenshot of. */
const UNMATCHED: Partial<Record<Uncompared, string>> = {
  no_baseline: 'is new since the previous report',
  size_changed: 'is drawn at another size than in the previous report',
};

/** Whether every screen of `platform` rendered and stayed within the threshold; null without one. */
function platformPasses(
  platform: RenderedScreen['platform'],
  screens: RenderedScreen[],
  diffs: ScreenComparison[],
  firstReport: boolean,
): boolean | null {
  const own = screens.filter((screen) => screen.platform === platform);
  if (own.length === 0) return null;
  if (own.some((screen) => !screen.rendered)) return false;
  if (firstReport) return null;
  return diffs
    .filter((diff) => diff.platform === platform)
    .every((diff) => diff.diffRatio === null || diff.diffRatio <= VISUAL_DIFF_THRESHOLD);
}

/** The visual regression gate: `fail` when a screen did not render, `review` when one changed. */
export function visualRegressionGate(
  browser: BrowserOutcome,
  diffs: ScreenComparison[],
): VisualRegressionGate {
  const notMeasured = (summary: string): VisualRegressionGate => ({
    status: 'not_measured',
    summary,
    iosSnapshotsPass: null,
    androidSnapshotsPass: null,
    diffThresholdMet: null,
    screens: [],
  });
  if (!browser.available) return notMeasured(browser.reason ?? CHROMIUM_MISSING);
  if (browser.screens.length === 0) return notMeasured('No screen of the app was rendered.');

  const screens = diffs.map(({ platform, screen, diffRatio }) => ({ platform, screen, diffRatio }));
  const firstReport = diffs.some((diff) => diff.uncompared === 'first_report');
  const broken = browser.screens.filter((screen) => !screen.rendered);
  const compared = diffs.filter((diff) => diff.diffRatio !== null);
  const changed = compared.filter((diff) => diff.diffRatio! > VISUAL_DIFF_THRESHOLD);
  const unmatched = diffs.flatMap((diff) => {
    const wording = diff.uncompared ? UNMATCHED[diff.uncompared] : undefined;
    return wording ? [`${keyOf(diff)} ${wording}`] : [];
  });

  const parts = [
    ...broken.map(
      (screen) => `${keyOf(screen)} did not render: ${screen.error ?? 'no screenshot'}`,
    ),
    ...changed.map(
      (diff) =>
        `${keyOf(diff)} changed: ${percent(diff.diffRatio!)} of its pixels differ (more than ${percent(VISUAL_DIFF_THRESHOLD)})`,
    ),
    ...unmatched,
  ];
  if (firstReport)
    parts.push('No earlier report to compare with: these screenshots are the baseline');
  else if (changed.length === 0 && compared.length > 0)
    parts.push(
      `${String(compared.length)} screens match the previous report within ${percent(VISUAL_DIFF_THRESHOLD)}`,
    );

  return {
    status: broken.length > 0 ? 'fail' : changed.length > 0 ? 'review' : 'pass',
    summary: `${parts.join('; ')}.`,
    iosSnapshotsPass: platformPasses('ios', browser.screens, diffs, firstReport),
    androidSnapshotsPass: platformPasses('android', browser.screens, diffs, firstReport),
    diffThresholdMet:
      firstReport || compared.length === 0
        ? null
        : compared.every((diff) => diff.diffRatio! <= VISUAL_DIFF_THRESHOLD),
    screens,
  };
}

import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { BrowserOutcome, RenderedScreen } from '../gates/gate-input';
import { browserUnavailable, CHROMIUM_MISSING } from './find-chromium';
import { compareScreens, screenshotsToStore, visualRegressionGate } from './visual-regression';

/** A `width`×`height` white PNG whose first `changed` pixels are red. */
function png(width: number, height: number, changed = 0): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (let pixel = 0; pixel < changed; pixel += 1) image.data.set([255, 0, 0, 255], pixel * 4);
  return PNG.sync.write(image);
}

const shot = (
  platform: RenderedScreen['platform'],
  screen: string,
  image: Buffer | null,
  error?: string,
): RenderedScreen => ({
  platform,
  screen,
  rendered: !error,
  png: image,
  ...(error ? { error } : {}),
});

const outcome = (screens: RenderedScreen[]): BrowserOutcome => ({
  available: true,
  coldStartMs: { ios: 400, android: 500 },
  screens,
});

describe('screenshots kept for the next report', () => {
  it('stores each screenshot as base64 PNG under platform/screen, skipping screens without one', () => {
    const image = png(4, 4);
    const stored = screenshotsToStore([
      shot('ios', 'Habits', image),
      shot('android', 'Stats', null, 'boom'),
    ]);
    expect(Object.keys(stored)).toEqual(['ios/Habits']);
    expect(Buffer.from(stored['ios/Habits']!, 'base64').equals(image)).toBe(true);
  });
});

describe('comparing screens with the previous report', () => {
  const baseline = screenshotsToStore([shot('ios', 'Habits', png(10, 10))]);

  it('finds no difference between the same pictures, and the share of pixels that differ', () => {
    expect(compareScreens([shot('ios', 'Habits', png(10, 10))], baseline)).toEqual([
      { platform: 'ios', screen: 'Habits', diffRatio: 0, uncompared: null },
    ]);
    const [diff] = compareScreens([shot('ios', 'Habits', png(10, 10, 5))], baseline);
    expect(diff!.diffRatio).toBeCloseTo(0.05, 5);
  });

  it('says why a screen was not compared', () => {
    const current = [
      shot('ios', 'Habits', png(12, 10)),
      shot('ios', 'Stats', png(10, 10)),
      shot('android', 'Habits', null, 'boom'),
    ];
    expect(
      compareScreens(current, baseline).map((diff) => [diff.diffRatio, diff.uncompared]),
    ).toEqual([
      [null, 'size_changed'],
      [null, 'no_baseline'],
      [null, 'not_rendered'],
    ]);
    expect(compareScreens(current.slice(0, 2), {}).map((diff) => diff.uncompared)).toEqual([
      'first_report',
      'first_report',
    ]);
  });
});

describe('the visual regression gate', () => {
  it('is not measured without Chromium, and says how to get it', () => {
    expect(visualRegressionGate(browserUnavailable(), [])).toEqual({
      status: 'not_measured',
      summary: CHROMIUM_MISSING,
      iosSnapshotsPass: null,
      androidSnapshotsPass: null,
      diffThresholdMet: null,
      screens: [],
    });
  });

  it('passes a first report with nothing to compare, keeping its screenshots as the baseline', () => {
    const screens = [shot('ios', 'Habits', png(10, 10)), shot('android', 'Habits', png(10, 10))];
    const gate = visualRegressionGate(outcome(screens), compareScreens(screens, {}));
    expect(gate).toMatchObject({
      status: 'pass',
      iosSnapshotsPass: null,
      androidSnapshotsPass: null,
      diffThresholdMet: null,
    });
    expect(gate.summary).toContain(
      'No earlier report to compare with: these screenshots are the baseline',
    );
    expect(gate.screens).toEqual([
      { platform: 'ios', screen: 'Habits', diffRatio: null },
      { platform: 'android', screen: 'Habits', diffRatio: null },
    ]);
  });

  it('passes screens within the threshold, and asks for review of one that changed beyond it', () => {
    const before = [shot('ios', 'Habits', png(10, 10)), shot('android', 'Habits', png(10, 10))];
    const baseline = screenshotsToStore(before);
    const same = visualRegressionGate(outcome(before), compareScreens(before, baseline));
    expect(same).toMatchObject({
      status: 'pass',
      iosSnapshotsPass: true,
      androidSnapshotsPass: true,
      diffThresholdMet: true,
    });

    const after = [shot('ios', 'Habits', png(10, 10)), shot('android', 'Habits', png(10, 10, 3))];
    const changed = visualRegressionGate(outcome(after), compareScreens(after, baseline));
    expect(changed).toMatchObject({
      status: 'review',
      iosSnapshotsPass: true,
      androidSnapshotsPass: false,
      diffThresholdMet: false,
    });
    expect(changed.summary).toContain('android/Habits changed: 3.0% of its pixels differ');
  });

  it('fails when a screen did not render, naming it and its error', () => {
    const before = [shot('ios', 'Habits', png(10, 10)), shot('ios', 'Stats', png(10, 10))];
    const after = [shot('ios', 'Habits', png(10, 10)), shot('ios', 'Stats', png(10, 10), 'boom')];
    const gate = visualRegressionGate(
      outcome(after),
      compareScreens(after, screenshotsToStore(before)),
    );
    expect(gate).toMatchObject({
      status: 'fail',
      iosSnapshotsPass: false,
      androidSnapshotsPass: null,
    });
    expect(gate.summary).toContain('ios/Stats did not render: boom');
  });
});

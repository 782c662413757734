import { generate } from '@appforge/codegen/index';
import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor } from '../../../test/live-client';
import { saveVersion } from '../../../test/preview-fixture';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { BrowserOutcome } from '../gates/gate-input';
import { runBrowserChecks } from './browser-checks';
import { findChromium } from './find-chromium';
import type { FetchPreview } from './preview-network';
import { compareScreens, screenshotsToStore, visualRegressionGate } from './visual-regression';

/** A four-tab app: Habits, Calendar, Stats, Settings. */
const TABBED_PROMPT = 'a habit tracker with stats and settings';
const chromiumPath = findChromium();
const required = process.env.E2E_REQUIRED === '1';
/** Three Chromium runs of two platforms each, on a machine other work may share. */
const RUN_TIMEOUT_MS = 120_000;

const withScreenThrowing = (code: GeneratedCode, file: string): GeneratedCode => {
  const source = code.frontend[file]!;
  const changed = source.replace(
    /(export function \w+\([^)]*\)[^{]*\{)/,
    "$1\n  if (Date.now() > 0) throw new Error('boom');",
  );
  expect(changed).not.toBe(source);
  return { ...code, frontend: { ...code.frontend, [file]: changed } };
};

const withPrimaryColour = (code: GeneratedCode, colour: string): GeneratedCode => {
  const theme = code.frontend['src/theme.ts']!;
  // The primary colour, and the same colour where it is text or an icon.
  const changed = theme
    .replace(/primary: '#[0-9A-Fa-f]{6}'/, `primary: '${colour}'`)
    .replace(/primaryText: '#[0-9A-Fa-f]{6}'/, `primaryText: '${colour}'`);
  expect(changed).not.toBe(theme);
  return { ...code, frontend: { ...code.frontend, 'src/theme.ts': changed } };
};

// The browser gates read no database: PGlite is enough whatever TEST_DATABASE_URL says.
describe.skipIf(!chromiumPath && !required)('the browser gates in Chromium', () => {
  let testApp: TestApp;
  let code: GeneratedCode;
  let baseline: BrowserOutcome;

  const fetchPreview: FetchPreview = async (url) => {
    const answer = await testApp.app.inject({ method: 'GET', url });
    const headers = Object.entries(answer.headers).map(([name, value]) => [name, String(value)]);
    return {
      status: answer.statusCode,
      headers: Object.fromEntries(headers),
      body: answer.rawPayload,
    };
  };

  /** A project whose first version is `frontend`, rendered by the browser gates. */
  async function checkApp(generated: GeneratedCode) {
    const visitor = await newVisitor(testApp.app);
    const { id } = await visitor.createProject('Habits');
    const { previewToken } = (await visitor.inject('GET', `/api/projects/${id}`)).json<{
      previewToken: string;
    }>();
    await saveVersion(testApp.app, id, generated);
    return runBrowserChecks({
      chromiumPath: chromiumPath ?? '',
      fetchPreview,
      previewPath: (platform) => `/preview/${previewToken}/${platform}?v=v1`,
    });
  }

  beforeAll(async () => {
    if (!chromiumPath) throw new Error('E2E_REQUIRED=1, and no Chromium was found here.');
    testApp = await createTestApp('pglite');
    code = (await generate({ prompt: TABBED_PROMPT })).generatedCode;
  });
  afterAll(() => testApp?.close());

  it(
    'opens every tab of the app on iOS and Android, timing the cold start and screenshotting each',
    async () => {
      baseline = await checkApp(code);
      expect(baseline.available).toBe(true);
      for (const platform of ['ios', 'android'] as const) {
        expect(baseline.coldStartMs[platform]).toBeGreaterThan(0);
        expect(baseline.coldStartMs[platform]).toBeLessThan(10_000);
        // The page, the vendor bundle (React, React Native for the web, navigation) and the app.
        expect(baseline.bundleBytes?.[platform]).toBeGreaterThan(300_000);
        const screens = baseline.screens.filter((screen) => screen.platform === platform);
        expect(screens.map((screen) => screen.screen)).toEqual([
          'Habits',
          'Calendar',
          'Stats',
          'Settings',
        ]);
        for (const screen of screens) {
          expect(screen, `${platform}/${screen.screen}`).toMatchObject({ rendered: true });
          const image = PNG.sync.read(screen.png!);
          expect([image.width, image.height]).toEqual(platform === 'ios' ? [390, 844] : [412, 915]);
        }
      }
      // The tabs show different screens.
      const [habits, calendar] = baseline.screens;
      expect(habits!.png!.equals(calendar!.png!)).toBe(false);
    },
    RUN_TIMEOUT_MS,
  );

  it('finds no difference when the same version is compared with its own screenshots', () => {
    const diffs = compareScreens(baseline.screens, screenshotsToStore(baseline.screens));
    expect(diffs).toHaveLength(8);
    expect(diffs.every((diff) => diff.diffRatio === 0)).toBe(true);
    expect(visualRegressionGate(baseline, diffs)).toMatchObject({
      status: 'pass',
      iosSnapshotsPass: true,
      androidSnapshotsPass: true,
      diffThresholdMet: true,
    });
  });

  it(
    'reports a screen that throws while rendering, with its error, and still opens the others',
    async () => {
      const outcome = await checkApp(withScreenThrowing(code, 'src/screens/StatsScreen.tsx'));
      for (const platform of ['ios', 'android'] as const) {
        const screens = outcome.screens.filter((screen) => screen.platform === platform);
        expect(screens.map((screen) => [screen.screen, screen.rendered])).toEqual([
          ['Habits', true],
          ['Calendar', true],
          ['Stats', false],
          ['Settings', true],
        ]);
        expect(screens[2]!.error).toMatch(/^boom \(src\/screens\/StatsScreen\.tsx:\d+\)$/);
      }
      const gate = visualRegressionGate(outcome, compareScreens(outcome.screens, {}));
      expect(gate).toMatchObject({ status: 'fail', iosSnapshotsPass: false });
      expect(gate.summary).toContain('ios/Stats did not render: boom');
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'sees the screens change when the theme’s primary colour changes',
    async () => {
      const outcome = await checkApp(withPrimaryColour(code, '#DB2777'));
      const diffs = compareScreens(outcome.screens, screenshotsToStore(baseline.screens));
      expect(diffs).toHaveLength(8);
      for (const diff of diffs)
        expect(diff.diffRatio, `${diff.platform}/${diff.screen}`).toBeGreaterThan(0);
      // Android's app bar is drawn in the primary colour: far more than 1% of the screen.
      const gate = visualRegressionGate(outcome, diffs);
      expect(gate).toMatchObject({
        status: 'review',
        androidSnapshotsPass: false,
        diffThresholdMet: false,
      });
    },
    RUN_TIMEOUT_MS,
  );
});

import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import { storeAutomationGateSchema } from '@appforge/shared/contracts/truth-report';
import { describe, expect, it } from 'vitest';
import { gateInput, generatedApp, type GateTestApp } from './gate-test-apps';
import { draftReleaseNotes, storeAutomationGate } from './store-automation';

const APPS: GateTestApp[] = ['habits', 'wine', 'recipes'];
const NOTES = ['Habits: list, details and a form'];

function withPrivacyManifest(manifest: unknown) {
  return (code: GeneratedCode) => {
    const appJson = JSON.parse(code.frontend['app.json']!) as {
      expo: { ios: Record<string, unknown> };
    };
    appJson.expo.ios.privacyManifests = manifest;
    code.frontend['app.json'] = JSON.stringify(appJson, null, 2);
  };
}

const USER_DEFAULTS = {
  NSPrivacyAccessedAPIType: 'NSPrivacyAccessedAPICategoryUserDefaults',
  NSPrivacyAccessedAPITypeReasons: ['CA92.1'],
};

describe('storeAutomationGate', () => {
  it.each(APPS)(
    'passes the generated %s app: its app.json declares a privacy manifest',
    async (app) => {
      const gate = storeAutomationGateSchema.parse(
        storeAutomationGate(await gateInput(app), { screenshots: 6, releaseNotes: NOTES }),
      );
      expect(gate).toMatchObject({
        status: 'pass',
        privacyManifestValid: true,
        releaseNotesReady: true,
        screenshotsGenerated: 6,
        releaseNotes: NOTES,
      });
      expect(gate.summary).toBe(
        '6 screenshots; 1 release note line drafted; the iOS privacy manifest is well-formed.',
      );
    },
  );

  it('asks for review of an app.json without a privacy manifest', async () => {
    const gate = storeAutomationGate(await gateInput('habits', withPrivacyManifest(undefined)), {
      screenshots: 6,
      releaseNotes: NOTES,
    });
    expect(gate).toMatchObject({ status: 'review', privacyManifestValid: false });
    expect(gate.summary).toBe(
      '6 screenshots; 1 release note line drafted; app.json declares no iOS privacy manifest, which App Store uploads need.',
    );
  });

  it('passes with a well-formed privacy manifest, notes and screenshots', async () => {
    const input = await gateInput(
      'habits',
      withPrivacyManifest({ NSPrivacyAccessedAPITypes: [USER_DEFAULTS] }),
    );
    const gate = storeAutomationGate(input, { screenshots: 4, releaseNotes: NOTES });
    expect(gate.status).toBe('pass');
    expect(gate.privacyManifestValid).toBe(true);
    expect(gate.summary).toContain('the iOS privacy manifest is well-formed');
  });

  it.each([
    [
      'an unknown category',
      { NSPrivacyAccessedAPITypes: [{ ...USER_DEFAULTS, NSPrivacyAccessedAPIType: 'Camera' }] },
    ],
    [
      'no reason',
      { NSPrivacyAccessedAPITypes: [{ ...USER_DEFAULTS, NSPrivacyAccessedAPITypeReasons: [] }] },
    ],
    [
      'a reason that is no code',
      {
        NSPrivacyAccessedAPITypes: [
          { ...USER_DEFAULTS, NSPrivacyAccessedAPITypeReasons: ['because'] },
        ],
      },
    ],
    ['no entry', { NSPrivacyAccessedAPITypes: [] }],
  ])('refuses a privacy manifest with %s', async (_, manifest) => {
    const gate = storeAutomationGate(await gateInput('wine', withPrivacyManifest(manifest)), {
      screenshots: 4,
      releaseNotes: NOTES,
    });
    expect(gate.privacyManifestValid).toBe(false);
    expect(gate.status).toBe('review');
    expect(gate.summary).toContain(
      'the iOS privacy manifest is malformed at NSPrivacyAccessedAPITypes',
    );
  });

  it('asks for review without release notes or screenshots', async () => {
    const input = await gateInput(
      'recipes',
      withPrivacyManifest({ NSPrivacyAccessedAPITypes: [USER_DEFAULTS] }),
    );
    expect(storeAutomationGate(input, { screenshots: 3, releaseNotes: [] })).toMatchObject({
      status: 'review',
      releaseNotesReady: false,
    });
    expect(storeAutomationGate(input, { screenshots: 0, releaseNotes: NOTES }).status).toBe(
      'review',
    );
  });
});

describe('draftReleaseNotes', () => {
  it('lists the features of the generator’s replies, each once, at most ten', async () => {
    const { features } = await generatedApp('habits');
    const notes = draftReleaseNotes([
      { content: 'Built Habit Tracker.', features },
      {
        content: 'Updated Habit Tracker: 2 files changed.',
        features: ['Added a colour to habits', features[0]!],
      },
      { content: 'Nothing changed.', features: [] },
    ]);
    expect(notes.slice(0, Math.min(features.length, 10))).toEqual(features.slice(0, 10));
    expect(notes).toHaveLength(Math.min(10, features.length + 1));
    expect(new Set(notes).size).toBe(notes.length);
  });

  it('uses a reply’s text when it carries no feature list', () => {
    expect(
      draftReleaseNotes([
        { content: '  Added   dark mode. ' },
        { content: 'Added dark mode.', features: ['added DARK mode.'] },
        { content: 'ignored', features: [] },
      ]),
    ).toEqual(['Added dark mode.']);
    expect(
      draftReleaseNotes(Array.from({ length: 14 }, (_, index) => ({ content: `Change ${index}` }))),
    ).toHaveLength(10);
  });
});

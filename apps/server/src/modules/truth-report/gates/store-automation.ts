import type { StoreAutomationGate } from '@appforge/shared/contracts/truth-report';
import { z } from 'zod';
import type { GateInput } from './gate-input';

/** The store notes list at most this many lines. */
const RELEASE_NOTE_LINES = 10;

/** Apple's "required reason" API categories, as a privacy manifest names them. */
const API_CATEGORIES = [
  'NSPrivacyAccessedAPICategoryFileTimestamp',
  'NSPrivacyAccessedAPICategorySystemBootTime',
  'NSPrivacyAccessedAPICategoryDiskSpace',
  'NSPrivacyAccessedAPICategoryActiveKeyboards',
  'NSPrivacyAccessedAPICategoryUserDefaults',
] as const;

/** `expo.ios.privacyManifests` as Expo writes it into PrivacyInfo.xcprivacy. */
const privacyManifestSchema = z.object({
  NSPrivacyAccessedAPITypes: z
    .array(
      z.strictObject({
        NSPrivacyAccessedAPIType: z.enum(API_CATEGORIES),
        // Apple's approved reason codes look like "CA92.1".
        NSPrivacyAccessedAPITypeReasons: z.array(z.string().regex(/^[0-9A-F]{4}\.\d+$/)).min(1),
      }),
    )
    .min(1),
  NSPrivacyTracking: z.boolean().optional(),
  NSPrivacyTrackingDomains: z.array(z.string()).optional(),
  NSPrivacyCollectedDataTypes: z.array(z.record(z.string(), z.unknown())).optional(),
});

/** Whether app.json declares a well-formed iOS privacy manifest, and if not, why. */
function privacyManifest(appJson: string | undefined): { valid: boolean; problem: string } {
  if (appJson === undefined) return { valid: false, problem: 'the frontend has no app.json' };
  let manifest: unknown;
  try {
    manifest = (JSON.parse(appJson) as { expo?: { ios?: { privacyManifests?: unknown } } }).expo
      ?.ios?.privacyManifests;
  } catch {
    return { valid: false, problem: 'app.json is not valid JSON' };
  }
  if (manifest === undefined)
    return { valid: false, problem: 'app.json declares no iOS privacy manifest' };
  const parsed = privacyManifestSchema.safeParse(manifest);
  if (parsed.success) return { valid: true, problem: '' };
  const [issue] = parsed.error.issues;
  return {
    valid: false,
    problem: `the iOS privacy manifest is malformed at ${issue!.path.join('.') || 'its root'}`,
  };
}

/**
 * Release notes from the assistant's replies since the previous report: each reply's feature
 * lines (a reply without any, written before the generator listed them, gives its text), the
 * same line once, at most ten.
 */
export function draftReleaseNotes(messages: { features?: string[]; content: string }[]): string[] {
  const seen = new Set<string>();
  const notes: string[] = [];
  for (const message of messages) {
    const lines = message.features ?? [message.content];
    for (const raw of lines) {
      const line = raw.replace(/\s+/g, ' ').trim();
      const key = line.toLowerCase();
      if (!line || seen.has(key)) continue;
      seen.add(key);
      notes.push(line);
    }
  }
  return notes.slice(0, RELEASE_NOTE_LINES);
}

/** What a store submission of this version still needs: screenshots, release notes, privacy manifest. */
export function storeAutomationGate(
  input: GateInput,
  { screenshots, releaseNotes }: { screenshots: number; releaseNotes: string[] },
): StoreAutomationGate {
  const privacy = privacyManifest(input.code.frontend['app.json']);
  const releaseNotesReady = releaseNotes.length > 0;
  const parts = [
    `${screenshots} screenshot${screenshots === 1 ? '' : 's'}`,
    releaseNotesReady
      ? `${releaseNotes.length} release note line${releaseNotes.length === 1 ? '' : 's'} drafted`
      : 'no release notes: no change was described since the previous report',
    privacy.valid
      ? 'the iOS privacy manifest is well-formed'
      : `${privacy.problem}, which App Store uploads need`,
  ];
  return {
    status: privacy.valid && releaseNotesReady && screenshots > 0 ? 'pass' : 'review',
    summary: `${parts.join('; ')}.`.replace(/^./, (first) => first.toUpperCase()),
    screenshotsGenerated: screenshots,
    privacyManifestValid: privacy.valid,
    releaseNotesReady,
    releaseNotes,
  };
}

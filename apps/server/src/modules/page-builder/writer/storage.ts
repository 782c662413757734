import type { AppFacts } from './facts';
import { listed } from './text';

/**
 * Where a generated app keeps what it stores, as the generated code does it: records in the app's
 * storage on the phone (AsyncStorage), or in the generated server's data file when the app is
 * built with that server's address; settings always on the phone; no accounts, analytics or ads.
 */

export const ON_THE_PHONE =
  'Everything you enter is saved on your phone, in the app’s own storage. It works without a connection and needs no account.';

export const SAMPLE_RECORDS =
  'A new install starts with a few sample entries, so you can see how it works; delete them whenever you like.';

export const WITH_ITS_SERVER =
  'The app also comes with its own small server. If the app is set up with that server’s address, your records are sent to it and kept in a data file on that server instead of on your phone. The server has no sign-in, so it belongs where only trusted people can reach it.';

export function neverCollected(facts: AppFacts): string {
  const places = facts.records.some((record) =>
    record.fields.some((field) => field.kind.startsWith('place')),
  );
  return `The app has no sign-in, no ads, no analytics and no tracking. It does not read your location, contacts, camera or microphone${places ? ': places are words you type' : ''}.`;
}

export function photoSentence(facts: AppFacts): string {
  if (facts.photoFields.length === 0) return '';
  return `For photos (${listed(facts.photoFields)}), you choose one from your photo library, after the app asks your permission, or paste a web link. The photo’s address is saved with the record; a photo given as a web link is loaded from that address when it is shown.`;
}

export function settingsSentence(facts: AppFacts): string {
  const kept = [
    facts.features.some((feature) => feature.id === 'darkMode') && 'whether dark mode is on',
    facts.features.some((feature) => feature.id === 'profile') && 'the name you give yourself',
    facts.features.some((feature) => feature.id === 'onboarding') &&
      'whether you have seen the introduction',
  ].filter((item): item is string => typeof item === 'string');
  return kept.length > 0
    ? `Your preferences (${listed(kept)}) are always saved on your phone.`
    : '';
}

export function sharingSentence(facts: AppFacts): string {
  if (!facts.features.some((feature) => feature.id === 'sharing')) return '';
  return 'Nothing leaves the app on its own: when you tap Share, the text of that entry goes to your phone’s share sheet and you choose where it goes.';
}

export function deletionSentence(facts: AppFacts): string {
  const clearAll = facts.hasSettingsScreen
    ? ' Clear all data in Settings deletes every record at once.'
    : '';
  return `Delete any entry from its own screen with the Delete button.${clearAll} Removing the app from your phone removes what it saved there.`;
}

import type { AppFacts } from '../facts';
import { bulletList } from '../html';
import { section, type PageTemplate, type PlanSection } from '../plan';
import { listed } from '../text';

const has = (facts: AppFacts, id: string) => facts.features.some((feature) => feature.id === id);

function settingsScreenItems(facts: AppFacts): string[] {
  return [
    has(facts, 'profile') && 'Profile: the name the app knows you by.',
    has(facts, 'darkMode') && 'Appearance: dark mode on or off.',
    'Data: Clear all data deletes every record, after you confirm.',
    has(facts, 'onboarding') && 'Show the introduction again.',
    'The app’s name and version, at the bottom.',
  ].filter((item): item is string => typeof item === 'string');
}

const LIST_TOOLS = ['search', 'filters', 'favorites', 'sorting', 'tags'];

export const settingsPage: PageTemplate = ({ facts }) => {
  const sections: PlanSection[] = [];
  const settings = facts.screens.find((screen) => screen.kind === 'settings');
  if (settings)
    sections.push(
      section(
        'settings-screen',
        `The ${settings.title} screen`,
        `Open ${settings.title} to change these; every change is saved straight away, on your phone.`,
        bulletList(settingsScreenItems(facts)),
      ),
    );
  if (facts.spec) {
    const tools = facts.features.filter((feature) => LIST_TOOLS.includes(feature.id));
    sections.push(
      section(
        'lists',
        'In the lists',
        tools.length > 0
          ? 'Each list can be shaped to what you need at the moment.'
          : 'Each list shows every entry, in the order the app keeps them.',
        bulletList(tools.map((tool) => `${tool.title}: ${tool.benefit}`)),
      ),
      section(
        'entries',
        'Your entries',
        `Every ${listed(
          facts.records.map((record) => record.lowerSingular),
          'and every',
        )} can be changed or deleted from its own screen, with Edit and Delete.`,
      ),
    );
  }
  if (facts.photoFields.length > 0)
    sections.push(
      section(
        'on-your-phone',
        'On your phone',
        'Access to your photo library is granted, or taken back, in your phone’s Settings app.',
      ),
    );
  return {
    heading: `${facts.name} settings`,
    tagline: 'What you can change, and where.',
    intro: settings
      ? `${facts.name} keeps its preferences on one screen; the rest is changed where you see it.`
      : facts.spec
        ? `${facts.name} has no separate settings screen: you change things right where you see them.`
        : `${facts.name} is ${facts.categoryPhrase} for ${facts.platformText}; its settings are being decided.`,
    mentions: [],
    actions: [],
    sections:
      sections.length > 0
        ? sections
        : [section('settings-later', 'Settings', 'This page lists them once they are set.')],
  };
};

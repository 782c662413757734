import { appTagline, featuresPhrase, keepsSentence, plannedSentence } from '../copy';
import { paragraph } from '../html';
import { section, type PageTemplate } from '../plan';
import { fieldSummary, plannedList, requiredLabels, siteLinks } from '../sections';
import { listed, slugOf } from '../text';

export const homePage: PageTemplate = ({ facts }) => {
  const overview = facts.spec
    ? `${facts.name} is ${facts.categoryPhrase} for ${facts.platformText}.${facts.features.length > 0 ? ` It comes with ${featuresPhrase(facts)}.` : ''}`
    : `${facts.name} is ${facts.categoryPhrase} for ${facts.platformText}. ${plannedSentence(facts)}`;
  const recordSections = facts.records.map((record, index) => {
    const required = requiredLabels(record);
    return section(
      `records-${index + 1}-${slugOf(record.plural, 'records')}`,
      record.plural,
      `Each ${record.lowerSingular} holds ${fieldSummary(record)}.`,
      paragraph(
        `Add one with the Add ${record.appLabel} button${required.length ? `; only ${listed(required)} must be filled in` : ''}. The ${record.listTitle} list shows them all, and each one opens to show everything it holds.`,
      ),
    );
  });
  return {
    heading: `Welcome to ${facts.name}`,
    tagline: appTagline(facts),
    intro: keepsSentence(facts),
    mentions: [],
    actions: [{ label: 'See what it offers', href: 'index.html' }],
    sections: [
      section('overview', 'Overview', overview, facts.spec ? '' : plannedList(facts)),
      ...recordSections,
      section(
        'explore',
        'Explore this site',
        `Every page of this site is about ${facts.name}.`,
        siteLinks('home'),
      ),
    ],
  };
};

import { appTagline, keepsSentence, plannedSentence } from '../copy';
import { recordsPhrase } from '../facts';
import { linkList, paragraph } from '../html';
import { section, type PageTemplate, type PlanSection } from '../plan';
import { featureCards, plannedList, platformChips, recordCards, startStepList } from '../sections';
import { ON_THE_PHONE } from '../storage';

export const landingPage: PageTemplate = ({ facts }) => {
  const sections: PlanSection[] = [];
  if (facts.spec) {
    sections.push(
      section(
        'what-it-does',
        'What it does',
        `${facts.name} is built around your ${recordsPhrase(facts)}. Here is what each one holds.`,
        recordCards(facts),
      ),
    );
    if (facts.features.length > 0)
      sections.push(
        section(
          'features',
          'Features',
          `Beyond its lists and forms, ${facts.name} comes with these.`,
          featureCards(facts),
        ),
      );
    sections.push(
      section(
        'how-it-works',
        'How it works',
        'From opening the app to your first entries in a few steps.',
        startStepList(facts),
      ),
    );
  } else {
    sections.push(
      section('what-it-does', 'What it does', facts.description || plannedSentence(facts)),
    );
    if (facts.plannedFeatures.length > 0)
      sections.push(
        section(
          'features',
          'Planned features',
          'What it is being built to do.',
          plannedList(facts),
        ),
      );
  }
  sections.push(
    section(
      'platforms',
      'Where it runs',
      `${facts.name} runs on ${facts.platformText}. It ${facts.spec ? 'is' : 'will be'} an Expo app, written in React Native${facts.platforms.length > 1 ? ', so it feels at home on each' : ''}.`,
      `${platformChips(facts)}\n${facts.spec ? paragraph(ON_THE_PHONE) : ''}`,
    ),
    section(
      'get-started',
      'Get started',
      'The guide walks you through your first steps; the questions page answers the rest.',
      linkList([
        ['guide.html', 'Read the getting-started guide'],
        ['faq.html', 'Read the questions and answers'],
        ['privacy.html', 'See what the app stores'],
      ]),
    ),
  );
  return {
    heading: facts.name,
    tagline: appTagline(facts),
    intro: keepsSentence(facts),
    mentions: [],
    actions: [
      { label: 'Get started', href: 'guide.html' },
      { label: 'See the screens', href: 'showcase.html', quiet: true },
    ],
    sections,
  };
};

import { appTagline, featuresPhrase, keepsSentence, plannedSentence } from '../copy';
import { recordsPhrase } from '../facts';
import { linkList, paragraph } from '../html';
import { section, type PageTemplate } from '../plan';
import { capitalise } from '../text';
import { colourSwatches } from './profile';

export const aboutPage: PageTemplate = ({ facts }) => {
  const audience = facts.categoryLabel
    ? `${facts.name} is made for anyone looking for ${facts.categoryPhrase} that keeps their ${recordsPhrase(facts, 'things')} in one place, on ${facts.platformText}.`
    : `${facts.name} is made for anyone who wants their ${recordsPhrase(facts, 'things')} in one place, on ${facts.platformText}.`;
  return {
    heading: `About ${facts.name}`,
    tagline: appTagline(facts),
    intro: keepsSentence(facts),
    mentions: [],
    actions: [{ label: 'Write to us', href: 'contact.html' }],
    sections: [
      section(
        'what-it-is',
        'What it is',
        facts.description || `${capitalise(facts.categoryPhrase)} for ${facts.platformText}.`,
        paragraph(
          facts.spec
            ? facts.features.length > 0
              ? `Besides its lists and forms, it comes with ${featuresPhrase(facts)}.`
              : 'It keeps things simple: lists, details and forms.'
            : plannedSentence(facts),
        ),
      ),
      section('who-it-is-for', 'Who it is for', audience),
      section(
        'how-it-is-built',
        'How it is built',
        `${facts.name} ${facts.spec ? 'is' : 'will be'} a mobile app made with Expo and React Native, written in TypeScript, with a small TypeScript server that can keep its records. It ${facts.spec ? 'was' : 'is being'} made with Appforge, which turns a description of an app into its code.`,
      ),
      section(
        'design',
        'Design',
        `A ${facts.style} style in the app’s own colours.`,
        `<p>${colourSwatches(facts)}</p>`,
      ),
      section(
        'read-more',
        'Read more',
        '',
        linkList([
          ['index.html', `${facts.name} at a glance`],
          ['guide.html', 'Getting started'],
          ['privacy.html', 'Privacy policy'],
        ]),
      ),
    ],
  };
};

import { featuresPhrase, plannedSentence } from '../copy';
import { recordsPhrase, type AppFacts } from '../facts';
import { section, type PageTemplate, type PlanSection } from '../plan';
import { fieldSummary } from '../sections';
import {
  deletionSentence,
  neverCollected,
  ON_THE_PHONE,
  photoSentence,
  sharingSentence,
  WITH_ITS_SERVER,
} from '../storage';
import { escapeHtml, withArticle } from '../text';

type Question = [question: string, answer: string];

const questionList = (questions: Question[]) =>
  questions
    .filter(([, answer]) => answer !== '')
    .map(
      ([question, answer]) =>
        `<details>\n<summary>${escapeHtml(question)}</summary>\n<p>${escapeHtml(answer)}</p>\n</details>`,
    )
    .join('\n');

const has = (facts: AppFacts, id: string) => facts.features.some((feature) => feature.id === id);

function featureQuestions(facts: AppFacts): Question[] {
  const calendar = facts.screens.find((screen) => screen.kind === 'calendar');
  return [
    [
      'Can it remind me of things?',
      calendar
        ? `It has ${withArticle(calendar.title)} screen that shows your entries by date, so you can see what is coming up. It does not send notifications.`
        : 'It does not send notifications; everything is there when you open it.',
    ],
    [
      'Can I search my entries?',
      has(facts, 'search')
        ? 'Yes. Each list has a search box: type a few letters to find an entry.'
        : 'The lists show every entry, newest first or in their set order; there is no search box.',
    ],
    ['Can I add photos?', photoSentence(facts)],
    ['Can I share an entry?', sharingSentence(facts)],
    ['Is there a dark mode?', has(facts, 'darkMode') ? 'Yes. Turn it on in Settings.' : ''],
  ];
}

export const faqPage: PageTemplate = ({ facts }) => {
  const sections: PlanSection[] = [];
  const about: Question[] = [
    [
      `What is ${facts.name}?`,
      `${facts.name} is ${facts.categoryPhrase} for ${facts.platformText}. ${facts.description}`.trim(),
    ],
    [
      `What can I keep in ${facts.name}?`,
      facts.spec
        ? facts.records.map((record) => `${record.plural}: ${fieldSummary(record)}.`).join(' ')
        : plannedSentence(facts),
    ],
    [
      'Which phones does it run on?',
      `${facts.platformText}. It is an Expo app written in React Native.`,
    ],
    ['Do I need an account?', facts.spec ? 'No. There is no sign-in: open the app and start.' : ''],
  ];
  sections.push(section('about-the-app', 'About the app', '', questionList(about)));
  if (facts.spec) {
    sections.push(
      section(
        'your-data',
        'Your data',
        '',
        questionList([
          ['Where is my data stored?', `${ON_THE_PHONE} ${WITH_ITS_SERVER}`],
          ['Does it work offline?', `Yes. ${ON_THE_PHONE}`],
          ['Does it track me?', neverCollected(facts)],
          ['How do I delete my data?', deletionSentence(facts)],
        ]),
      ),
      section(
        'features',
        'Features',
        facts.features.length > 0 ? `${facts.name} comes with ${featuresPhrase(facts)}.` : '',
        questionList(featureQuestions(facts)),
      ),
    );
  }
  return {
    heading: `${facts.name}: questions and answers`,
    tagline: `Short answers about your ${recordsPhrase(facts, 'data')}, your phone and your privacy.`,
    intro: 'Open a question to read its answer.',
    mentions: [],
    actions: [{ label: 'Ask something else', href: 'contact.html' }],
    sections,
  };
};

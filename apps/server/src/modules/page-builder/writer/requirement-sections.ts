import { featuresPhrase } from './copy';
import { recordsPhrase, type AppFacts } from './facts';
import { bulletList, chips, link, paragraph } from './html';
import type { ParsedRequirement, SectionKind } from './requirement-grammar';
import { featureCards, plannedList } from './sections';
import { neverCollected, ON_THE_PHONE, WITH_ITS_SERVER } from './storage';
import { capitalise, escapeHtml, listed, sentence, truncateWords } from './text';

/** What a requirement becomes: a section (heading, lead, body) and the sentence that mentions it. */
export interface RequirementCopy {
  heading: string;
  lead: string;
  body: string;
  mention: string;
}

type KindTemplate = (facts: AppFacts, requirement: ParsedRequirement) => RequirementCopy;

const featureTitles = (facts: AppFacts) =>
  facts.features.length > 0
    ? facts.features.map((feature) => `${feature.title}: ${feature.benefit}`)
    : facts.plannedFeatures;

const contactLine = (question: string) =>
  `<p>${escapeHtml(question)} ${link('contact.html', 'Write to us')}.</p>`;

const TEMPLATES: Record<SectionKind, KindTemplate> = {
  pricing: (facts, { price }) => {
    const stated =
      price === 'free' ? `${facts.name} is free.` : price ? `${facts.name} costs ${price}.` : '';
    const running = facts.spec
      ? 'Running it needs no account, subscription or server: it keeps your records on your phone.'
      : '';
    return {
      heading: 'Pricing',
      lead: stated || `No price is listed for ${facts.name} here.`,
      body: [paragraph(running), paragraph('What you get:'), bulletList(featureTitles(facts))]
        .filter((part) => part !== '')
        .join('\n'),
      mention: stated || running || `No price is listed for ${facts.name} here.`,
    };
  },
  download: (facts) => ({
    heading: 'Get the app',
    lead: `${facts.name} is made for ${facts.platformText}.`,
    body: `${chips(facts.platforms)}\n${contactLine('Looking for a download link?')}`,
    mention: `${facts.name} runs on ${facts.platformText}.`,
  }),
  offline: (facts) => ({
    heading: 'Works offline',
    lead: facts.spec
      ? ON_THE_PHONE
      : `${facts.name} is being built to keep your records on your phone.`,
    body: facts.spec ? paragraph(WITH_ITS_SERVER) : '',
    mention: 'It works offline: everything you enter is saved on your phone.',
  }),
  privacy: (facts) => ({
    heading: 'Privacy',
    lead: facts.spec
      ? 'Your records stay on your phone unless the app is set up with its own server.'
      : `${facts.name} will keep only what you enter.`,
    body: `${facts.spec ? paragraph(neverCollected(facts)) : ''}\n<p>${link('privacy.html', 'Read the privacy policy')}.</p>`,
    mention: facts.spec
      ? 'No sign-in, no ads, no analytics, no tracking.'
      : 'The privacy policy says what it keeps.',
  }),
  faq: (facts) => ({
    heading: 'Questions and answers',
    lead: `Short answers about ${facts.name}.`,
    body: [
      ['Which phones does it run on?', `${facts.platformText}.`],
      ...(facts.spec
        ? [
            ['Where is my data stored?', ON_THE_PHONE],
            ['Do I need an account?', 'No. There is no sign-in.'],
          ]
        : []),
    ]
      .map(
        ([question, answer]) =>
          `<details>\n<summary>${escapeHtml(question ?? '')}</summary>\n<p>${escapeHtml(answer ?? '')}</p>\n</details>`,
      )
      .concat(`<p>${link('faq.html', 'Read all questions and answers')}.</p>`)
      .join('\n'),
    mention: 'Answers to common questions are on the FAQ page.',
  }),
  contact: (facts) => ({
    heading: 'Contact',
    lead: `Questions, problems and ideas about ${facts.name} are welcome.`,
    body: contactLine('Something on your mind?'),
    mention: 'Questions are welcome through the contact page.',
  }),
  features: (facts) => ({
    heading: 'Features',
    lead:
      facts.features.length > 0
        ? `${facts.name} comes with ${featuresPhrase(facts)}.`
        : `${facts.name} is built around your ${recordsPhrase(facts)}.`,
    body: facts.features.length > 0 ? featureCards(facts) : plannedList(facts),
    mention:
      facts.features.length > 0
        ? `It comes with ${featuresPhrase(facts)}.`
        : `It is built around your ${recordsPhrase(facts)}.`,
  }),
};

/** Words too common to tie a requirement to the app's facts. */
const COMMON_WORDS = new Set(
  'about also area away does from have here how into just like make more need only over page part people same show some such than that them then they this very want what when where which with work works your'.split(
    ' ',
  ),
);

const wordsIn = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [])
    .filter((word) => !COMMON_WORDS.has(word))
    .map((word) => word.replace(/(?:es|s)$/, ''));

/** The app's facts a requirement's words touch: record types, fields, features and screens. */
function relatedFacts(object: string, facts: AppFacts): string[] {
  const words = new Set(wordsIn(object));
  const touches = (label: string) => wordsIn(label).some((word) => words.has(word));
  return [
    ...facts.records
      .filter(
        (record) => touches(record.plural) || record.fields.some((field) => touches(field.label)),
      )
      .map((record) => `your ${record.lowerPlural}`),
    ...facts.features
      .filter((feature) => touches(feature.title))
      .map((feature) => feature.title.toLowerCase()),
    ...facts.screens
      .filter(
        (screen) => screen.kind !== 'detail' && screen.kind !== 'form' && touches(screen.title),
      )
      .map((screen) => `the ${screen.title} screen`),
  ].filter((fact, index, all) => all.indexOf(fact) === index);
}

function generic(facts: AppFacts, { object }: ParsedRequirement): RequirementCopy {
  const heading = capitalise(truncateWords(object, 70, 20));
  const related = relatedFacts(object, facts);
  const statement = object.replace(/^that\s+/i, '');
  return {
    heading,
    lead: related.length
      ? `In ${facts.name}, ${object} concerns ${listed(related)}.`
      : `${facts.name} is ${facts.categoryPhrase} for keeping your ${recordsPhrase(facts, 'records')}; this part is about ${object}.`,
    body: contactLine(`Questions about ${object}?`),
    mention: sentence(
      /^that\s/i.test(object) ? capitalise(statement) : `Also worth knowing: ${object}`,
    ),
  };
}

export function requirementCopy(facts: AppFacts, requirement: ParsedRequirement): RequirementCopy {
  return requirement.kind
    ? TEMPLATES[requirement.kind](facts, requirement)
    : generic(facts, requirement);
}

import type { PageMetadata, PageType } from '@appforge/shared/contracts/page-builder';
import type { AppFacts } from './facts';
import { oneLine, sentence, truncateWords } from './text';

/** spec-free SEO bounds the checks hold pages to: a title of 30–60 and a description of 70–160 characters. */
export const TITLE_LENGTH = { min: 30, max: 60 };
export const DESCRIPTION_LENGTH = { min: 70, max: 160 };
const KEYWORDS_MAX = 12;

const PAGE_TITLES: Record<PageType, string> = {
  landing: '',
  home: 'Home',
  dashboard: 'What the app shows',
  faq: 'Questions and answers',
  guide: 'Getting started',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  profile: 'App profile',
  colabe_showcase: 'Screens showcase',
  settings: 'Settings',
  contact: 'Contact',
  about: 'About',
};

/** What each page offers, as the start of its description. */
const PAGE_PURPOSES: Record<Exclude<PageType, 'landing'>, (name: string) => string> = {
  home: (name) => `Everything about ${name} in one place: what it keeps and where to read more.`,
  dashboard: (name) => `The screens of ${name} and what each record holds, field by field.`,
  faq: (name) => `Answers about ${name}: what it keeps, where your data lives and how it works.`,
  guide: (name) => `Get started with ${name} step by step, from your first entry to its features.`,
  terms: (name) => `The terms for using ${name}: your content, fair use and what the app promises.`,
  privacy: (name) => `What ${name} stores, where it is kept and what it never collects.`,
  profile: (name) =>
    `The fact sheet of ${name}: category, platforms, records, features and screens.`,
  colabe_showcase: (name) => `A look at the screens of ${name}, one phone at a time.`,
  settings: (name) => `What you can change in ${name}: preferences, lists and your data.`,
  contact: (name) => `Write to the people behind ${name} with a question, an idea or a problem.`,
  about: (name) => `What ${name} is, who it is for and how it is built.`,
};

/**
 * The first part, then further parts that fit whole while the text is too short; when none fits,
 * the first further part cut on a word.
 */
function fit(
  parts: string[],
  { min, max }: { min: number; max: number },
  joiners = { first: ' ', then: ' ' },
): string {
  const [first = '', ...rest] = parts.map(oneLine).filter((value) => value !== '');
  let text = first;
  const joined = (part: string) => `${text}${text === first ? joiners.first : joiners.then}${part}`;
  for (const part of rest) {
    if (text.length >= min) break;
    if (!text.includes(part) && joined(part).length <= max) text = joined(part);
  }
  if (text.length < min && rest[0]) text = joined(rest[0]);
  return truncateWords(text, max, min);
}

function pageTitle(pageType: PageType, facts: AppFacts): string {
  const label = PAGE_TITLES[pageType];
  const name = truncateWords(facts.name, TITLE_LENGTH.max - label.length - 3, 8);
  const platforms = facts.platforms.join(' and ');
  const extras = [
    `${facts.categoryPhrase} for ${platforms}`,
    `an app for ${platforms}`,
    facts.categoryPhrase,
    'built with Expo',
  ];
  return fit([label ? `${label} – ${name}` : name, ...extras], TITLE_LENGTH, {
    first: label ? ', ' : ': ',
    then: ', ',
  });
}

function pageDescription(pageType: PageType, facts: AppFacts, tagline: string): string {
  const name = truncateWords(facts.name, 60, 20);
  const namedInTagline = tagline.toLowerCase().includes(facts.name.toLowerCase());
  const first =
    pageType !== 'landing'
      ? PAGE_PURPOSES[pageType](name)
      : namedInTagline
        ? tagline
        : `${name}: ${tagline}`;
  return fit(
    [
      sentence(first),
      facts.description,
      sentence(`${name} is ${facts.categoryPhrase} for ${facts.platformText}`),
      facts.spec
        ? 'It keeps your records on your phone and works without an account.'
        : 'Read what it is for, who it is for and how it is made.',
    ],
    DESCRIPTION_LENGTH,
  );
}

function pageKeywords(facts: AppFacts): string[] {
  const candidates = [
    facts.name,
    facts.categoryLabel ? `${facts.categoryLabel.toLowerCase()} app` : '',
    ...facts.records.map((record) => record.lowerPlural),
    ...facts.features.map((feature) => feature.title.toLowerCase()),
    ...facts.plannedFeatures,
    ...facts.platforms.map((platform) => `${platform} app`),
  ].map((keyword) => truncateWords(keyword, 40).replace(/,/g, ''));
  const seen = new Set<string>();
  return candidates
    .filter((keyword) => {
      const key = keyword.toLowerCase();
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, KEYWORDS_MAX);
}

export function pageMetadata(pageType: PageType, facts: AppFacts, tagline: string): PageMetadata {
  return {
    title: pageTitle(pageType, facts),
    description: pageDescription(pageType, facts, tagline),
    keywords: pageKeywords(facts),
  };
}

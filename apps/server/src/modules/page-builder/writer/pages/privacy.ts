import { plannedSentence } from '../copy';
import { paragraph } from '../html';
import { section, type PageTemplate, type PlanSection } from '../plan';
import { fieldTable } from '../sections';
import {
  deletionSentence,
  neverCollected,
  ON_THE_PHONE,
  photoSentence,
  SAMPLE_RECORDS,
  settingsSentence,
  sharingSentence,
  WITH_ITS_SERVER,
} from '../storage';
import { changesSection, questionsSection, siteSection } from './legal-parts';

export const privacyPage: PageTemplate = ({ facts, now }) => {
  const sections: PlanSection[] = [];
  if (facts.spec) {
    sections.push(
      section(
        'what-it-stores',
        'What the app stores',
        `Only what you type or choose in its forms. Each kind of record and its fields:`,
        [...facts.records.map(fieldTable), paragraph(settingsSentence(facts))].join('\n'),
      ),
      section(
        'where-it-is-kept',
        'Where it is kept',
        ON_THE_PHONE,
        [paragraph(SAMPLE_RECORDS), paragraph(WITH_ITS_SERVER)].join('\n'),
      ),
    );
    const photos = photoSentence(facts);
    if (photos) sections.push(section('photos', 'Photos', photos));
    sections.push(section('not-collected', 'What the app does not collect', neverCollected(facts)));
    const sharing = sharingSentence(facts);
    if (sharing) sections.push(section('sharing', 'Sharing', sharing));
    sections.push(section('deleting', 'Deleting your data', deletionSentence(facts)));
  } else {
    sections.push(
      section(
        'what-it-stores',
        'What the app stores',
        `${facts.name} is still being built. ${plannedSentence(facts)}`,
        paragraph(
          'When its record types are set, this page lists each of them with every field it keeps.',
        ),
      ),
    );
  }
  sections.push(
    siteSection(),
    changesSection('this policy will', now),
    questionsSection('privacy'),
  );
  return {
    heading: `${facts.name} privacy policy`,
    tagline: facts.spec
      ? 'Your records stay on your phone unless the app is set up with its own server.'
      : 'What the app will keep, said plainly.',
    intro: facts.spec
      ? `${facts.name} stores only what you enter, and says here exactly what that is and where it goes.`
      : `${facts.name} is ${facts.categoryPhrase} for ${facts.platformText}.`,
    mentions: [],
    actions: [],
    sections,
  };
};
